import { addDays, daysBetween } from '../../../shared/carnival-dates';

/**
 * The season timeline's axis: twelve months from the first of a month. A year's season starts in January; the
 * current season at the month of its earliest fete (so a season under way and the next carnivals both show).
 */
export interface Axis {
  start: string;
  end: string;
  months: string[];
}

export function axisFrom(firstMonth: string): Axis {
  const [y, m] = firstMonth.split('-').map(Number) as [number, number];
  const months = Array.from({ length: 12 }, (_, i) => {
    const month = ((m - 1 + i) % 12) + 1;
    const year = y + Math.floor((m - 1 + i) / 12);
    return `${year}-${String(month).padStart(2, '0')}-01`;
  });
  const last = months[11]!;
  const [ly, lm] = last.split('-').map(Number) as [number, number];
  const end = addDays(lm === 12 ? `${ly + 1}-01-01` : `${ly}-${String(lm + 1).padStart(2, '0')}-01`, -1);
  return { start: months[0]!, end, months };
}

/** Where a date sits on the axis, 0–100 (clamped). */
export function positionOf(axis: Axis, date: string): number {
  const length = daysBetween(axis.start, axis.end) + 1;
  const at = daysBetween(axis.start, date);
  return Math.min(100, Math.max(0, (at / length) * 100));
}

/** The span of a window on the axis (left and width in %); null when it falls wholly outside. */
export function barOf(axis: Axis, from: string, to: string): { left: number; width: number } | null {
  if (to < axis.start || from > axis.end) return null;
  const left = positionOf(axis, from);
  const right = positionOf(axis, addDays(to, 1));
  return { left, width: Math.max(right - left, 0.6) };
}

/** The axis of a season: a year's January, or the month of the earliest window start. */
export function seasonAxis(year: number | null, seasonStarts: string[], today: string): Axis {
  if (year !== null) return axisFrom(`${year}-01-01`);
  const first = [today, ...seasonStarts].sort()[0]!;
  return axisFrom(`${first.slice(0, 7)}-01`);
}
