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

/**
 * One formatter per zone and set of options: building a DateTimeFormat costs far more than using one, and the
 * same few zones are asked for again and again.
 */
function zoneFormatter(options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>) {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (timeZone: string) => {
    let format = formats.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
      formats.set(timeZone, format);
    }
    return format;
  };
}

/** The parts of a formatted instant, by type ('' for a type the format does not show). */
function partsOf(format: Intl.DateTimeFormat, instant: Date | number) {
  const parts = format.formatToParts(instant);
  return (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
}

const dateFormat = zoneFormatter({ year: 'numeric', month: '2-digit', day: '2-digit' });

/** The last answer per zone and the minute it is for: every list request asks, and the date moves on a minute. */
const lastToday = new Map<string, { minute: number; date: string }>();

/** The calendar date (YYYY-MM-DD) it is now in `timeZone`. */
export function todayIn(timeZone: string = SITE_TIME_ZONE, now: Date = new Date()): string {
  // Time zones are offset from UTC by whole minutes, so the date is the same throughout one UTC minute.
  const minute = Math.floor(now.getTime() / 60_000);
  const last = lastToday.get(timeZone);
  if (last?.minute === minute) return last.date;
  const get = partsOf(dateFormat(timeZone), now);
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

/** A 24-hour wall clock to the minute, in numeric parts. */
const clockFields = {
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
} as const;
const offsetFormat = zoneFormatter({ ...clockFields, second: 'numeric' });
/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    offsetFormat(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, Number(p.value)]),
  );
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant a wall clock in `timeZone` shows `hour`:00 on `date` (YYYY-MM-DD). */
export function instantAt(date: string, hour: number, timeZone: string = SITE_TIME_ZONE): Date {
  return wallClockInstant(date, `${String(hour).padStart(2, '0')}:00`, timeZone);
}

/** The instant a wall clock in `timeZone` shows `time` ('HH:MM' or 'HH:MM:SS') on `date` (YYYY-MM-DD). */
export function wallClockInstant(date: string, time: string, timeZone: string = SITE_TIME_ZONE): Date {
  const [h = 0, m = 0, s = 0] = time.split(':').map(Number);
  const wall = Date.parse(`${date}T00:00:00Z`) + ((h * 60 + m) * 60 + s) * 1000;
  // Twice: the first guess's offset may be the other side of a daylight-saving change.
  const first = wall - zoneOffsetMs(wall, timeZone);
  return new Date(wall - zoneOffsetMs(first, timeZone));
}

/** When an event happens: its date, times and zone as stored (schema/events.ts). */
export interface EventWhen {
  date: string;
  endDate: string | null;
  startTime: string;
  endTime: string;
  timeZone: string;
}

/**
 * The instants an event starts and ends. An end time at or before the start time on a one-day event is the next
 * day (a fete running past midnight); a multi-day event ends at its end time on its end date.
 */
export function eventSpan(event: EventWhen): { start: Date; end: Date; endDay: string } {
  const { date, endDate, startTime, endTime, timeZone } = event;
  const endDay =
    endDate && endDate !== date
      ? endDate
      : endTime.slice(0, 5) <= startTime.slice(0, 5)
        ? addDays(date, 1)
        : date;
  return {
    start: wallClockInstant(date, startTime, timeZone),
    end: wallClockInstant(endDay, endTime, timeZone),
    endDay,
  };
}

/** Day and month names as the site writes them (English, long). */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const zonedFormat = zoneFormatter({ ...clockFields, timeZoneName: 'short' });

/**
 * The wall clock in `timeZone` at an instant and the zone's short name ('AST', 'EDT', or 'GMT-4' where there is
 * no abbreviation): the one reader of a zone's clock for the server and the web, built from parts so the text is
 * the same in every browser and Node.
 */
export function zonedClock(instant: Date, timeZone: string) {
  const get = partsOf(zonedFormat(timeZone), instant);
  const year = Number(get('year'));
  const month = Number(get('month'));
  const day = Number(get('day'));
  return {
    date: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    weekday: WEEKDAY_NAMES[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]!,
    longDate: `${MONTH_NAMES[month - 1]} ${day}, ${year}`,
    hour: Number(get('hour')) % 24,
    minute: Number(get('minute')),
    zone: get('timeZoneName'),
  };
}

/** '8:00 PM' from hours and minutes, built from parts so every browser and Node say the same. */
export const twelveHour = (hour: number, minute: number) =>
  `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${hour >= 12 ? 'PM' : 'AM'}`;

/** '8:00 PM AST': the time in `timeZone` at an instant, with the zone named. */
export function formatZonedTime(instant: Date, timeZone: string): string {
  const clock = zonedClock(instant, timeZone);
  return `${twelveHour(clock.hour, clock.minute)} ${clock.zone}`;
}

export interface EventWhenText {
  /** 'Friday, March 5, 2027' or 'Friday, March 5, 2027 – Sunday, March 7, 2027'. */
  dates: string;
  /** '9:00 PM – 4:00 AM AST (Saturday, March 6)': the end's day is named when it is another day. */
  times: string;
  /** The zone's short name at the start: 'AST'. */
  zone: string;
}

/**
 * How an event's date and time read in a zone: its own (island time) or the viewer's. The one formatter for
 * event times on the page, in the calendar files and in reminders, so a fete past midnight reads the same
 * everywhere: the end names its day when that is not the start's day in the zone shown.
 */
export function formatEventWhen(event: EventWhen, timeZone: string = event.timeZone): EventWhenText {
  const { start, end } = eventSpan(event);
  const from = zonedClock(start, timeZone);
  const to = zonedClock(end, timeZone);
  const multiDay = !!event.endDate && event.endDate !== event.date;
  const dates = multiDay
    ? `${from.weekday}, ${from.longDate} – ${to.weekday}, ${to.longDate}`
    : `${from.weekday}, ${from.longDate}`;
  const endDay = !multiDay && to.date !== from.date ? ` (${to.weekday}, ${to.longDate})` : '';
  const startText = twelveHour(from.hour, from.minute);
  const endText = twelveHour(to.hour, to.minute);
  // A daylight-saving change between start and end: each time with its own zone.
  const times =
    to.zone === from.zone
      ? `${startText} – ${endText} ${from.zone}${endDay}`
      : `${startText} ${from.zone} – ${endText} ${to.zone}${endDay}`;
  return { dates, times, zone: from.zone };
}

/** Whether two zones show different wall clocks at an instant (the viewer's time is worth a toggle). */
export function clocksDiffer(instant: Date, zoneA: string, zoneB: string): boolean {
  return zoneOffsetMs(instant.getTime(), zoneA) !== zoneOffsetMs(instant.getTime(), zoneB);
}
