import {
  carnivalPlanEntries,
  carnivalPlanItems,
  carnivalPlans,
  carnivals,
  type NewCarnival,
  type NewCarnivalPlan,
  type NewCarnivalPlanEntry,
} from '../schema';
import { dateFromToday, inserter, next, uniqueTag } from './util';

/**
 * A valid carnival insert; override any field. Its rule is a fixed day `daysAhead` from today (two main days,
 * a 20-day season before them), so its current-or-next occurrence is this year's or next.
 */
export function upcomingCarnivalInput(overrides: Partial<NewCarnival> = {}, daysAhead = 40): NewCarnival {
  const n = next('carnival');
  const anchor = dateFromToday(daysAhead);
  const [month, day] = [Number(anchor.slice(5, 7)), Math.min(28, Number(anchor.slice(8, 10)))];
  return {
    slug: `test-carnival-${n}-${uniqueTag()}`,
    name: `Test Carnival ${n}`,
    territory: 'Trinidad and Tobago',
    rule: {
      anchor: { kind: 'fixed', month, day },
      days: [
        { name: 'Parade Monday', offset: 0 },
        { name: 'Parade Tuesday', offset: 1 },
      ],
      seasonDays: 20,
    },
    ...overrides,
  };
}

export const createUpcomingCarnival = inserter(carnivals, upcomingCarnivalInput);

/** A member's plan for a carnival's occurrence (its zone: the site's unless given). */
export const createCarnivalPlan = inserter(
  carnivalPlans,
  (
    values: { userId: string; carnivalId: string; year: number } & Partial<NewCarnivalPlan>,
  ): NewCarnivalPlan => ({
    timeZone: 'America/Port_of_Spain',
    ...values,
  }),
);

/** A member's own entry in a plan; override any field. */
export const createPlanEntry = inserter(
  carnivalPlanEntries,
  (planId: string, overrides: Partial<NewCarnivalPlanEntry> & { date: string }): NewCarnivalPlanEntry => ({
    planId,
    kind: 'Make-up slot',
    title: 'Make-up before the road',
    startTime: '03:00',
    endTime: '04:00',
    place: 'Studio 5, Maraval',
    costCents: 8_000,
    ...overrides,
  }),
);

/** An event or band in a plan. */
export const createPlanItem = inserter(
  carnivalPlanItems,
  (planId: string, ref: { eventId: string } | { bandId: string }) => ({ planId, ...ref }),
);
