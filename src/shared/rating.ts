/**
 * The average of exact aggregates rounded to one decimal, half up (4.45 → 4.5), computed on integers so
 * no float drift moves a rating across a star. Null while nobody has rated.
 */
export function averageRating(total: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((total * 10) / count) / 10;
}

/**
 * What an unrated item shows: providers 0 (the spec's Fete Faces cards and their rating filter), bands
 * nothing (null, "No ratings yet"). The one place the two rated kinds differ.
 */
const UNRATED = { band: null, face: 0 } as const;

export function ratingOf<K extends keyof typeof UNRATED>(
  kind: K,
  total: number,
  count: number,
): number | (typeof UNRATED)[K] {
  return averageRating(total, count) ?? UNRATED[kind];
}
