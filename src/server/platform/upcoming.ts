import { and, asc, count, gte, isNull, lt, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { unionAll, type AnyPgColumn, type PgSelect, type PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { preparedList, type Placeholders, type Preparable } from '../db/prepared';
import type { totalColumn } from './lists';
import { featuredItems } from '../db/schema/home';

/**
 * An upcoming list (events, bands: whatever starts on a day and may run for several) is two branches glued
 * with UNION ALL: rows starting from today on (an index range from today, read only as far as the page needs)
 * and multi-day rows started before today and still running (a few days of the index). Every row of the
 * second sorts before every row of the first, so each branch needs at most offset + limit rows. One
 * `start ≥ today OR end ≥ today` filter instead would make the planner walk every past row from the start of
 * the index.
 */
export interface UpcomingBranches {
  fromToday: SQL;
  running: SQL;
}

/**
 * The when-conditions of rows with a start date and an optional end date (a one-day row has none).
 *
 * The longest span (end − start, in days) of any row bounds the "still running" branch: a row still running
 * today started on or after `today − longest span`, so that branch reads a few days of the start-date index.
 * An index on the span of rows with an end date (events_span_idx, carnival_bands_span_idx) makes it one
 * index probe.
 */
export function dateSpan(table: PgTable, start: AnyPgColumn, end: AnyPgColumn) {
  const longestSpanDays = sql`(select coalesce(max(${end} - ${start}), 0) from ${table} where ${end} is not null)`;
  /** From today on, and started before today but not ended yet. */
  const upcoming = (today: string | Placeholder): UpcomingBranches => ({
    fromToday: gte(start, today),
    running: and(gte(start, sql`${today}::date - ${longestSpanDays}`), lt(start, today), gte(end, today))!,
  });
  /** Started before today and ended before today (or a one-day row before today). */
  const past = (today: string | Placeholder): SQL => and(lt(start, today), or(isNull(end), lt(end, today)))!;
  /**
   * How many rows `where` finds `when`: upcoming counts the page's two branches (countUpcoming), past those
   * ended before today, anything else (all, a chosen date) every row it finds.
   */
  const countOf = (
    db: Db | Tx,
    when: string | undefined,
    today: string | Placeholder,
    where: (when?: SQL) => SQL | undefined,
  ) =>
    when === 'upcoming'
      ? countUpcoming(db, table, where, upcoming(today))
      : db
          .select({ total: count() })
          .from(table)
          .where(where(when === 'past' ? past(today) : undefined));
  /** Not over yet: started from today on, or ended today or later (for a handful of rows: one OR). */
  const notOver = (today: Placeholder) => or(gte(start, today), gte(end, today));
  return { upcoming, past, notOver, count: countOf };
}
type DateSpan = ReturnType<typeof dateSpan>;

/** A dated list's orders, and the database names of the soonest first's columns (upcomingPage). */
export interface DatedOrders {
  soonestFirst: readonly SQL[];
  newestFirst: readonly SQL[];
  columns: readonly string[];
}

/**
 * One page of a dated list for `shape.when`: `rows()` selects the list's rows (with their featured row and the
 * total), `where` adds the list's filters to a when-condition. Featured only and upcoming is a home section's picks: the featured rows not over yet, in the
 * order administrators gave them (/admin/featured). Upcoming is the two branches (upcomingPage); past runs
 * newest first; anything else (all, a chosen date) soonest first, with no bound.
 */
function datedPage<Row>(
  span: DateSpan,
  shape: { when?: string; featuredOnly?: boolean },
  rows: () => PgSelect,
  where: (when?: SQL) => SQL | undefined,
  orders: DatedOrders,
  p: { today: Placeholder; limit: Placeholder; offset: Placeholder; window: Placeholder },
): Preparable<Row[]> {
  const page = (when: SQL | undefined, order: readonly SQL[]) =>
    rows()
      .where(where(when))
      .orderBy(...order)
      .limit(p.limit)
      .offset(p.offset);
  if (shape.featuredOnly && shape.when === 'upcoming') {
    return page(span.notOver(p.today), [asc(featuredItems.sortOrder), ...orders.soonestFirst]) as Preparable<
      Row[]
    >;
  }
  if (shape.when !== 'upcoming') {
    const past = shape.when === 'past';
    return page(
      past ? span.past(p.today) : undefined,
      past ? orders.newestFirst : orders.soonestFirst,
    ) as Preparable<Row[]>;
  }
  const branch = (when: SQL) =>
    rows()
      .where(where(when))
      .orderBy(...orders.soonestFirst);
  return upcomingPage(branch, span.upcoming(p.today), orders.columns, p) as unknown as Preparable<Row[]>;
}

/**
 * One page of an upcoming list, to prepare once per shape (db/prepared.ts): `branch` selects the rows of one
 * branch's condition in the list's order; `orderColumns` are the (database) names of that order's columns, to
 * order the glued page the same way. `window` is offset + limit: each branch reads at most that many rows.
 */
export function upcomingPage<Q extends PgSelect>(
  branch: (when: SQL) => Q,
  branches: UpcomingBranches,
  orderColumns: readonly string[],
  page: { limit: Placeholder; offset: Placeholder; window: Placeholder },
) {
  // Both branches select the same columns; the set operation's typing cannot see that through Q.
  const running: PgSelect = branch(branches.running).limit(page.window);
  const fromToday: PgSelect = branch(branches.fromToday).limit(page.window);
  const order = sql.join(
    orderColumns.map((name) => sql.identifier(name)),
    sql`, `,
  );
  return unionAll(running, fromToday).orderBy(order).limit(page.limit).offset(page.offset);
}

/** How many rows an upcoming list has: the same two branches (two index ranges), counted in one statement. */
export function countUpcoming(
  db: Db | Tx,
  table: PgTable,
  where: (when: SQL) => SQL | undefined,
  branches: UpcomingBranches,
) {
  const branch = (when: SQL) =>
    db
      .select({ one: sql<number>`1`.as('one') })
      .from(table)
      .where(where(when));
  return db
    .select({ total: count() })
    .from(unionAll(branch(branches.fromToday), branch(branches.running)).as('upcoming'));
}

/** What a dated list's statements are built from: the placeholders' values include today's date. */
type DatedValues = { today: string };

/**
 * A dated list (events, bands: rows with a start and an optional end date) prepared once per shape
 * (preparedList): the count and the page for `shape.when` (datedPage), both filtered by `where` (the list's
 * filters and a when-condition); `rows` selects the page's rows with their featured row and `total`.
 */
export function preparedDatedList<
  Shape extends { when?: string; featuredOnly?: boolean },
  Values extends DatedValues,
  Row,
>(
  span: DateSpan,
  where: (shape: Shape, p: Placeholders<Values>, when?: SQL) => SQL | undefined,
  rows: (db: Db, shape: Shape, total: ReturnType<typeof totalColumn>) => PgSelect,
  orders: DatedOrders,
) {
  // `today` is always there (DatedValues): its placeholder is too.
  const today = (p: object) => (p as Placeholders<DatedValues>).today;
  return preparedList<Shape, Values, Row>(
    (db, shape, p) => span.count(db, shape.when, today(p), (when) => where(shape, p, when)),
    (db, shape, p, total) =>
      datedPage(
        span,
        shape,
        () => rows(db, shape, total()),
        (when) => where(shape, p as Placeholders<Values>, when),
        orders,
        { ...p, today: today(p) },
      ),
  );
}
