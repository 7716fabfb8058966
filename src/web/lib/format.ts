import { twelveHour, wallClockInstant, zonedClock, zoneOffsetMs } from '../../shared/time';

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
  return match ? twelveHour(Number(match[1]), Number(match[2])) : value;
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

/*
 * Dates and times in a given IANA zone (an event's, default America/Port_of_Spain), whatever the viewer's own
 * zone is: long US dates and 12-hour times, read with the shared clock (src/shared/time.ts), whose formatters are
 * kept one per zone for the whole app and whose text is built from parts, the same in every browser (newer ICU
 * puts a narrow no-break space before 'PM').
 */

/** Minutes `timeZone` is ahead of UTC at an instant (-240 for Port of Spain). */
export function zoneOffsetMinutes(timeZone: string, instant: Date): number {
  return Math.round(zoneOffsetMs(instant.getTime(), timeZone) / 60_000);
}

/**
 * The instant a wall-clock date and time ('2027-03-03', '21:00') happen in `timeZone`. Around a daylight-saving
 * change the offset is taken again at the first guess, which settles every time that exists.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  return wallClockInstant(date, time, timeZone);
}

/** '-04:00' from -240. */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** '2027-03-03T21:00-04:00': a wall-clock time with its zone's offset, for `<time dateTime>`. */
export function zonedIso(date: string, time: string, timeZone: string): string {
  const offset = zoneOffsetMinutes(timeZone, zonedInstant(date, time, timeZone));
  return `${date}T${time.slice(0, 5)}${offsetText(offset)}`;
}

function toInstant(value: Date | string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'March 3, 2027': the calendar date in `timeZone` at an instant. */
export function formatDateIn(value: Date | string, timeZone: string): string {
  const instant = toInstant(value);
  return instant ? zonedClock(instant, timeZone).longDate : '';
}

/** '9:00 PM': the time in `timeZone` at an instant. */
export function formatTimeIn(value: Date | string, timeZone: string): string {
  const instant = toInstant(value);
  if (!instant) return '';
  const { hour, minute } = zonedClock(instant, timeZone);
  return twelveHour(hour, minute);
}

/** 'March 3, 2027 at 9:00 PM' in `timeZone`. */
export function formatDateTimeIn(value: Date | string, timeZone: string): string {
  const date = formatDateIn(value, timeZone);
  return date && `${date} at ${formatTimeIn(value, timeZone)}`;
}
