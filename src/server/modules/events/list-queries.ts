import { and, asc, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { DESTINATION_CATEGORIES } from '../../../shared/constants';
import type { EventItem } from '../../../shared/schemas/public';
import { timeOfDayRanges } from '../../../shared/time';
import type { Db } from '../../db/client';
import { preparedList, type Placeholders, type Preparable } from '../../db/prepared';
import { events } from '../../db/schema/events';
import { featuredItems } from '../../db/schema/home';
import { containsPattern, matchesAny, withFeatured, type totalColumn } from '../../platform/lists';
import { countUpcoming, dateSpan, upcomingPage } from '../../platform/upcoming';
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
type EventShape = Pick<
  EventFilter,
  'kind' | 'includeInactive' | 'when' | 'timeOfDay' | 'categories' | 'featuredOnly'
>;
/** The values of a list's statement; `q` is the search's ILIKE pattern. */
type EventValues = Pick<EventFilter, 'today' | 'country' | 'date' | 'carnivalId' | 'q'>;
type EventPlaceholders = Placeholders<EventValues>;

const shapeOf = (filter: EventFilter): EventShape => ({
  kind: filter.kind,
  includeInactive: filter.includeInactive,
  when: filter.when,
  timeOfDay: filter.timeOfDay,
  categories: filter.categories,
  featuredOnly: filter.featuredOnly,
});

const valuesOf = (filter: EventFilter): EventValues => ({
  today: filter.today,
  country: filter.country,
  date: filter.date,
  carnivalId: filter.carnivalId,
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

/**
 * Upcoming (it has not ended: date ≥ today, or a multi-day event whose end date ≥ today) is read as two
 * branches, `date ≥ today` and stillRunning; past is the rest; no `when` (a chosen date) is no bound.
 */
const whenOf = (shape: EventShape, p: EventPlaceholders): SQL | undefined =>
  shape.when === 'past' ? span.past(p.today) : undefined;

const soonestFirst = [asc(events.date), asc(events.startTime), asc(events.id)];
const newestFirst = [desc(events.date), desc(events.startTime), desc(events.id)];

/** Lists are the same for every member (the Fete ID link) or every visitor: likes are added by the service. */
type Audience = { signedIn: boolean };

/** How many events the list has. Upcoming counts the same two branches as the page (two index ranges). */
function countQuery(db: Db, shape: EventShape, p: EventPlaceholders) {
  return shape.when === 'upcoming'
    ? countUpcoming(db, events, (when) => whereOf(shape, p, when), span.upcoming(p.today))
    : db
        .select({ total: count() })
        .from(events)
        .where(whereOf(shape, p, whenOf(shape, p)));
}

/** The list's rows, each with the list's `total` (counted once by the statement: totalColumn). */
function selectItems(db: Db, shape: EventShape & Audience, total: ReturnType<typeof totalColumn>) {
  return withFeatured(
    db
      .select({ ...eventItemColumns(null, shape.signedIn), total })
      .from(events)
      .$dynamic(),
    featuredJoin,
    shape.featuredOnly,
  );
}

type EventRow = EventItem & { total: number };

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
const eventList = preparedList<EventShape & Audience, EventValues, EventItem>(
  countQuery,
  (db, shape, p, total) => {
    if (shape.featuredOnly && shape.when === 'upcoming') {
      // The home's Top Event Picks: the few featured events, in the order administrators gave them
      // (/admin/featured). The featured rows are a handful, so one OR over them costs nothing.
      return selectItems(db, shape, total())
        .where(whereOf(shape, p, or(gte(events.date, p.today), gte(events.endDate, p.today))))
        .orderBy(asc(featuredItems.sortOrder), ...soonestFirst)
        .limit(p.limit)
        .offset(p.offset);
    }
    if (shape.when !== 'upcoming') {
      return selectItems(db, shape, total())
        .where(whereOf(shape, p, whenOf(shape, p)))
        .orderBy(...(shape.when === 'past' ? newestFirst : soonestFirst))
        .limit(p.limit)
        .offset(p.offset);
    }
    return upcomingPage(
      (when) =>
        selectItems(db, shape, total())
          .where(whereOf(shape, p, when))
          .orderBy(...soonestFirst),
      span.upcoming(p.today),
      ['date', 'start_time', 'id'],
      p,
    ) as unknown as Preparable<EventRow[]>;
  },
);

/** A page of events and the list's total (one statement; counted apart only for an empty page past the first). */
export function listEventPage(
  db: Db,
  filter: EventFilter,
  page: Audience & { limit: number; offset: number },
): Promise<{ items: EventItem[]; total: number }> {
  return eventList(db, { ...shapeOf(filter), signedIn: page.signedIn }, valuesOf(filter), page);
}
