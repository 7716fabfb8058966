import { formatLongDate } from '../../lib/format';

// Made once: `toLocaleString('en-US', …)` builds a formatter on every call (a price on every card).
const wholeDollars = new Intl.NumberFormat('en-US');
const dollarsAndCents = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** '$25', '$25.50' or 'Free' for the price badge. */
export function formatPrice(cents: number): string {
  if (cents <= 0) return 'Free';
  const dollars = cents / 100;
  return `$${(Number.isInteger(dollars) ? wholeDollars : dollarsAndCents).format(dollars)}`;
}

/** 'March 3, 2027' or 'March 3, 2027 – March 5, 2027' when the event runs over several days. */
export function formatEventDates(date: string, endDate: string | null): string {
  const start = formatLongDate(date);
  return endDate && endDate !== date ? `${start} – ${formatLongDate(endDate)}` : start;
}

/** 'Atlantic Standard Time' for America/Port_of_Spain on that date; the zone's id when the browser lacks it. */
export function timeZoneName(timeZone: string, date: string): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'long' }).formatToParts(
      new Date(`${date}T12:00:00Z`),
    );
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/** 'Port of Spain, Trinidad' without empty parts. */
export const placeLine = (...parts: Array<string | null | undefined>) =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
