const DAY_MS = 24 * 60 * 60 * 1000;

const longDateOptions: Intl.DateTimeFormatOptions = { month: 'long', day: 'numeric', year: 'numeric' };
const longDateLocal = new Intl.DateTimeFormat('en-US', longDateOptions);
// A bare calendar date ('2027-01-05') is that day everywhere, not midnight UTC shifted into the viewer's zone.
const longDateCalendar = new Intl.DateTimeFormat('en-US', { ...longDateOptions, timeZone: 'UTC' });

/** 'January 5, 2027' from a Date, an ISO timestamp (viewer's zone) or a calendar date. */
export function formatLongDate(value: Date | string): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return longDateCalendar.format(new Date(`${value}T00:00:00Z`));
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : longDateLocal.format(date);
}

/** '6:00 PM' from '18:00' or '18:00:00'. */
export function formatTime12(value: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(value);
  if (!match) return value;
  const hours = Number(match[1]);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${match[2]} ${suffix}`;
}

export function formatTimeRange(start: string, end?: string | null): string {
  return end ? `${formatTime12(start)} - ${formatTime12(end)}` : formatTime12(start);
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** '$1,250.00' from an amount in cents. */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/** Whole days from now until the date, rounded up; negative once past. */
export function daysUntil(value: Date | string, now: Date = new Date()): number {
  return Math.ceil((new Date(value).getTime() - now.getTime()) / DAY_MS);
}

export function initials(first?: string | null, last?: string | null): string {
  const letters = `${first?.trim()[0] ?? ''}${last?.trim()[0] ?? ''}`.toUpperCase();
  return letters || '?';
}
