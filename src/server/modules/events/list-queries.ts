import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { DESTINATION_CATEGORIES } from '../../../shared/constants';
import type { EventItem } from '../../../shared/schemas/public';
import { timeOfDayRanges } from '../../../shared/time';
import type { Db } from '../../db/client';
import { pick, type Placeholders } from '../../db/prepared';
import { events } from '../../db/schema/events';
import { containsPattern, matchesAny, selectWithFeatured } from '../../platform/lists';
import { dateSpan, preparedDatedList } from '../../platform/upcoming';
import { eventItemColumns, featuredJoin, type EventFilter } from './queries';

/**
 * The public event lists (Fete Guide, Fete Travel, the home sections, a carnival's events): a page and its
 * total in one statement, prepared once per shape (db/prepared.ts).
 */

/** Upcoming and past (platform/upcoming.ts). */
const span = dateSpan(events, events.date, events.endDate);

/**
 * The category split is written as constants (not parameters) so the planner matches it to the partial
 * listing indexes events_guide_idx and events_travel_idx, whose predicates are the same expressions.
 */
const destinationList = sql.raw(DESTINATION_CATEGORIES.map((c) => `'${c}'`).join(', '));
const travelOnly = sql`${events.category} in (${destinationList})`;
const guideOnly = sql`${events.category} not in (${destinationList})`;

/**
 * A list's statement is prepared once per shape (db/prepared.ts): what decides its text (the kind, the
 * audience, `when`, the time of day, the categories, featured only), the rest are its values.
 */
const SHAPE = ['kind', 'includeInactive', 'when', 'timeOfDay', 'categories', 'featuredOnly'] as const;
type EventShape = Pick<EventFilter, (typeof SHAPE)[number]>;
/** The values of a list's statement; `q` is the search's ILIKE pattern. */
type EventValues = Pick<EventFilter, 'today' | 'country' | 'date' | 'carnivalId' | 'q'>;
type EventPlaceholders = Placeholders<EventValues>;

const valuesOf = (filter: EventFilter): EventValues => ({
  ...pick(filter, ['today', 'country', 'date', 'carnivalId']),
  q: filter.q ? containsPattern(filter.q) : undefined,
});

/** Everything but `when`. */
function baseWhere(shape: EventShape, p: EventPlaceholders): (SQL | undefined)[] {
  return [
    shape.includeInactive ? undefined : eq(events.active, true),
    shape.kind === 'travel' ? travelOnly : guideOnly,
    shape.categories ? inArray(events.category, [...shape.categories]) : undefined,
    p.country ? eq(events.country, p.country) : undefined,
    p.carnivalId ? eq(events.carnivalId, p.carnivalId) : undefined,
    p.date ? eq(events.date, p.date) : undefined,
    shape.timeOfDay
      ? or(
          ...timeOfDayRanges(shape.timeOfDay).map((r) =>
            r.to
              ? and(gte(events.startTime, r.from), lt(events.startTime, r.to))
              : gte(events.startTime, r.from),
          ),
        )
      : undefined,
    matchesAny([events.title, events.description, events.location], p.q),
  ];
}

function whereOf(shape: EventShape, p: EventPlaceholders, when: SQL | undefined): SQL | undefined {
  return and(...[...baseWhere(shape, p), when].filter(Boolean));
}

const soonestFirst = [asc(events.date), asc(events.startTime), asc(events.id)];
const newestFirst = [desc(events.date), desc(events.startTime), desc(events.id)];

/** Lists are the same for every member (the Fete ID link) or every visitor: likes are added by the service. */
type Audience = { signedIn: boolean };

/**
 * One page of events with `featured` (`liked` and `attending` false: the service adds the member's own,
 * platform/member-marks.ts) and the total, in one statement whatever the page size. Upcoming lists run
 * soonest first, past lists newest first.
 *
 * An upcoming page is two ordered branches glued with UNION ALL (platform/upcoming.ts): events from today on
 * (an index range from today, read only as far as the page needs) and multi-day events still running (a few
 * days of the index). One `date ≥ today OR end_date ≥ today` filter instead would make the planner walk every
 * past event from the start of the index. Each branch that has rows counts the total once.
 */
const eventList = preparedDatedList<EventShape & Audience, EventValues, EventItem>(
  span,
  whereOf,
  (db, shape, total) =>
    selectWithFeatured(
      db,
      events,
      { ...eventItemColumns(null, shape.signedIn), total },
      featuredJoin,
      shape.featuredOnly,
    ),
  { soonestFirst, newestFirst, columns: ['date', 'start_time', 'id'] },
);

/** A page of events and the list's total (one statement; counted apart only for an empty page past the first). */
export function listEventPage(
  db: Db,
  filter: EventFilter,
  page: Audience & { limit: number; offset: number },
): Promise<{ items: EventItem[]; total: number }> {
  return eventList(db, { ...pick(filter, SHAPE), signedIn: page.signedIn }, valuesOf(filter), page);
}
