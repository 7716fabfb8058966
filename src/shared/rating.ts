/**
 * The average of exact aggregates rounded to one decimal, half up (4.45 → 4.5), computed on integers so
 * no float drift moves a rating across a star. Null while nobody has rated.
 */
export function averageRating(total: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((total * 10) / count) / 10;
}
