import { and, count, gte, isNull, lt, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { unionAll, type AnyPgColumn, type PgSelect, type PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';

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
  return {
    /** From today on, and started before today but not ended yet. */
    upcoming: (today: string | Placeholder): UpcomingBranches => ({
      fromToday: gte(start, today),
      running: and(gte(start, sql`${today}::date - ${longestSpanDays}`), lt(start, today), gte(end, today))!,
    }),
    /** Started before today and ended before today (or a one-day row before today). */
    past: (today: string | Placeholder): SQL => and(lt(start, today), or(isNull(end), lt(end, today)))!,
  };
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
