import { gregorianEaster } from 'date-easter';

/*
 * When each carnival falls, worked out for any year from its rule (issue #24, decision 0049), never typed in per
 * year. Pure and free of schemas: the server computes the season's dates with it, and the web may too (a visitor's
 * page: zod stays off it, scripts/check-build.mjs). Dates are calendar dates ('YYYY-MM-DD') in the carnival's own
 * place; no time zone enters.
 */

/** The day a carnival's dates count from, in a given year. */
export type CarnivalAnchor =
  /** Easter Sunday (Gregorian): the Lent carnivals (Trinidad and Tobago: Monday and Tuesday before Ash Wednesday) and Jamaica. */
  | { kind: 'easter' }
  /** The `nth` `weekday` (0 Sunday … 6 Saturday) of `month` (1–12); `nth` -1 is the last one. */
  | { kind: 'weekday'; month: number; weekday: number; nth: 1 | 2 | 3 | 4 | -1 }
  /** The same day every year (Junkanoo: Boxing Day). */
  | { kind: 'fixed'; month: number; day: number };

/** A named main day (J'ouvert, Carnival Tuesday, Kadooment), as days after the anchor (negative: before it). */
export interface CarnivalDay {
  name: string;
  offset: number;
}

/**
 * A carnival's rule: its anchor, its main days from it, and how many days before the first main day its season
 * of fetes opens (the window the fete-density strip, a member's plan and its budget cover).
 */
export interface CarnivalRule {
  anchor: CarnivalAnchor;
  days: CarnivalDay[];
  seasonDays: number;
}

/** One year's carnival: its main days dated, and its season window (first fete day to last main day). */
export interface CarnivalOccurrence {
  year: number;
  days: { name: string; date: string }[];
  /** The first main day. */
  start: string;
  /** The last main day. */
  end: string;
  /** `seasonDays` before the first main day. */
  seasonStart: string;
}

const DAY_MS = 86_400_000;

const utc = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Easter Sunday of a year (Gregorian computus, from a maintained library). */
export function easterSunday(year: number): string {
  const e = gregorianEaster(year);
  return iso(utc(e.year, e.month, e.day));
}

/** The `nth` `weekday` (0 Sunday … 6 Saturday) of `month` in `year`; `nth` -1 is the month's last one. */
export function nthWeekday(year: number, month: number, weekday: number, nth: number): string {
  if (nth === -1) {
    const last = utc(year, month + 1, 0);
    const back = (new Date(last).getUTCDay() - weekday + 7) % 7;
    return iso(last - back * DAY_MS);
  }
  const first = utc(year, month, 1);
  const ahead = (weekday - new Date(first).getUTCDay() + 7) % 7;
  return iso(first + (ahead + (nth - 1) * 7) * DAY_MS);
}

/** Adds whole days to a calendar date. */
export function addDays(date: string, days: number): string {
  return iso(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export function anchorDate(anchor: CarnivalAnchor, year: number): string {
  switch (anchor.kind) {
    case 'easter':
      return easterSunday(year);
    case 'weekday':
      return nthWeekday(year, anchor.month, anchor.weekday, anchor.nth);
    case 'fixed':
      return iso(utc(year, anchor.month, anchor.day));
  }
}

/** A carnival's dates in `year` (the year of its anchor: Junkanoo 2026 runs from Boxing Day 2026 into 2027). */
export function carnivalDates(rule: CarnivalRule, year: number): CarnivalOccurrence {
  const anchor = anchorDate(rule.anchor, year);
  const days = [...rule.days]
    .sort((a, b) => a.offset - b.offset)
    .map((d) => ({ name: d.name, date: addDays(anchor, d.offset) }));
  const start = days[0]?.date ?? anchor;
  const end = days.at(-1)?.date ?? anchor;
  return { year, days, start, end, seasonStart: addDays(start, -rule.seasonDays) };
}

/**
 * The occurrence a visitor looks forward to on `today`: the one under way or the next to come (a carnival whose
 * last main day is today is still under way).
 */
export function currentOrNext(rule: CarnivalRule, today: string): CarnivalOccurrence {
  const year = Number(today.slice(0, 4));
  for (const y of [year - 1, year, year + 1]) {
    const occurrence = carnivalDates(rule, y);
    if (occurrence.end >= today) return occurrence;
  }
  return carnivalDates(rule, year + 2);
}
