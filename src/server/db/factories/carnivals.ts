import { carnivals, type NewCarnival } from '../schema';
import { dateFromToday, inserter, next, uniqueTag } from './util';

/**
 * A valid carnival insert; override any field. Its rule is a fixed day `daysAhead` from today (two main days,
 * a 20-day season before them), so its current-or-next occurrence is this year's or next.
 */
export function carnivalInput(overrides: Partial<NewCarnival> = {}, daysAhead = 40): NewCarnival {
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

export const createCarnival = inserter(carnivals, carnivalInput);
