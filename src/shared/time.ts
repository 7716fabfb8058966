/** Pure date and time rules shared by the server (filters) and the web (labels). No I/O. */

/** The site's home time zone: "today", "upcoming" and "past" are decided here. */
export const SITE_TIME_ZONE = 'America/Port_of_Spain';

export const TIMES_OF_DAY = ['morning', 'afternoon', 'evening', 'night'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

/**
 * Buckets by start hour (spec §9): Morning 6-12, Afternoon 12-17, Evening 17-21, Night 21 to 6.
 * `from` is inclusive and `to` exclusive; Night wraps past midnight.
 */
export const TIME_OF_DAY_BUCKETS: Record<TimeOfDay, { label: string; from: number; to: number }> = {
  morning: { label: 'Morning', from: 6, to: 12 },
  afternoon: { label: 'Afternoon', from: 12, to: 17 },
  evening: { label: 'Evening', from: 17, to: 21 },
  night: { label: 'Night', from: 21, to: 6 },
};

/** The bucket of a wall-clock time `HH:MM` or `HH:MM:SS`. */
export function timeOfDay(time: string): TimeOfDay {
  const hour = Number(time.slice(0, 2));
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new RangeError(`Not a time: ${time}`);
  for (const key of TIMES_OF_DAY) {
    const { from, to } = TIME_OF_DAY_BUCKETS[key];
    if (from < to ? hour >= from && hour < to : hour >= from || hour < to) return key;
  }
  /* c8 ignore next: the buckets cover all 24 hours */
  throw new RangeError(`No bucket for ${time}`);
}

/**
 * The bucket as wall-clock ranges `[from, to)` of `HH:MM:SS` strings, for a database filter that an
 * index on the start time can serve. Night is two ranges.
 */
export function timeOfDayRanges(bucket: TimeOfDay): Array<{ from: string; to: string | null }> {
  const { from, to } = TIME_OF_DAY_BUCKETS[bucket];
  const hh = (h: number) => `${String(h).padStart(2, '0')}:00:00`;
  if (from < to) return [{ from: hh(from), to: hh(to) }];
  return [
    { from: hh(from), to: null },
    { from: hh(0), to: hh(to) },
  ];
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** The last answer per zone and the minute it is for: every list request asks, and the date moves on a minute. */
const lastToday = new Map<string, { minute: number; date: string }>();

/** The calendar date (YYYY-MM-DD) it is now in `timeZone`. */
export function todayIn(timeZone: string = SITE_TIME_ZONE, now: Date = new Date()): string {
  // Time zones are offset from UTC by whole minutes, so the date is the same throughout one UTC minute.
  const minute = Math.floor(now.getTime() / 60_000);
  const last = lastToday.get(timeZone);
  if (last?.minute === minute) return last.date;
  // Building a DateTimeFormat costs far more than using one; keep one per zone.
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const date = `${get('year')}-${get('month')}-${get('day')}`;
  if (Number.isFinite(minute)) lastToday.set(timeZone, { minute, date });
  return date;
}

/** A calendar date (YYYY-MM-DD) `days` after (or before, if negative) another. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();
/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    offsetFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant a wall clock in `timeZone` shows `hour`:00 on `date` (YYYY-MM-DD). */
export function instantAt(date: string, hour: number, timeZone: string = SITE_TIME_ZONE): Date {
  const wall = Date.parse(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);
  // Twice: the first guess's offset may be the other side of a daylight-saving change.
  const first = wall - zoneOffsetMs(wall, timeZone);
  return new Date(wall - zoneOffsetMs(first, timeZone));
}
