import {
  addDays,
  carnivalDates,
  daysBetween,
  type CarnivalOccurrence,
  type CarnivalRule,
} from './carnival-dates';

/*
 * The carnival season's words and small rules that visitors' pages need (issue #24): free of schemas, so the
 * home page's countdown and /season load no zod (scripts/check-build.mjs). The server's validation texts live
 * here too, so the admin form and the server say the same thing.
 */

export const carnivalMessages = {
  notFound: 'Carnival not found',
  name: 'Please enter the carnival’s name (up to 120 characters)',
  slug: 'Please use lower-case letters, digits and single hyphens (up to 80 characters)',
  slugTaken: 'Another carnival already has this address; please choose another',
  territory: 'Please enter where it is played (up to 120 characters)',
  description: 'The description can be at most 2,000 characters',
  month: 'Please choose a month',
  weekday: 'Please choose a day of the week',
  nth: 'Please choose first, second, third, fourth or last',
  day: 'Please enter a day that this month has',
  days: 'Please give from 1 to 8 main days',
  dayName: 'Please name the day (1 to 60 characters)',
  offset: 'Please enter a whole number of days from -120 to 120',
  seasonDays: 'Please enter a whole number of days from 0 to 120',
  year: 'Please choose a year from 2000 to 2100',
  carnivalChoice: 'Please choose a carnival from the list',
} as const;

export const RULE_LIMITS = { days: 8, offset: 120, seasonDays: 120, dayName: 60 } as const;
export const SEASON_YEARS = { min: 2000, max: 2100 } as const;

/** The address part of a carnival from its name ('Crop Over' → 'crop-over'): the detail pages' slug rule. */
export { slugify as slugOfName } from './item-paths';

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Days in a month (1–12); February has 29, a fixed-day rule's 29 February lands on 1 March in other years. */
export const daysInMonth = (month: number) => new Date(Date.UTC(2024, month, 0)).getUTCDate();

/**
 * Where a carnival stands on `today`: its first main day still to come (how many days), under way (between its
 * first and last main day) or over.
 */
export type Countdown = { state: 'ahead'; days: number } | { state: 'under way' } | { state: 'over' };

export function countdownTo(occurrence: Pick<CarnivalOccurrence, 'start' | 'end'>, today: string): Countdown {
  if (today < occurrence.start) return { state: 'ahead', days: daysBetween(today, occurrence.start) };
  if (today <= occurrence.end) return { state: 'under way' };
  return { state: 'over' };
}

export function countdownText(countdown: Countdown): string {
  switch (countdown.state) {
    case 'ahead':
      return countdown.days === 1 ? '1 day to go' : `${countdown.days} days to go`;
    case 'under way':
      return 'Under way';
    case 'over':
      return 'Over for this year';
  }
}

/** The main days a rule gives for a few years, for the back office's preview of a rule. */
export const previewYears = (rule: CarnivalRule, years: number[]) => years.map((y) => carnivalDates(rule, y));

/**
 * The days an occurrence's events count in (decision 0049, amended): an event linked to the carnival belongs
 * to the occurrence of year Y when it starts after the week following the previous year's last main day and
 * no later than a week after this year's last main day (after-parties and Ash Wednesday beach limes).
 */
export const AFTER_DAYS = 7;
export function occurrenceReach(rule: CarnivalRule, year: number): { from: string; to: string } {
  const previous = carnivalDates(rule, year - 1);
  const current = carnivalDates(rule, year);
  return { from: addDays(previous.end, AFTER_DAYS + 1), to: addDays(current.end, AFTER_DAYS) };
}
