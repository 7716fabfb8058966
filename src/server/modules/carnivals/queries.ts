import { and, asc, count, eq, gte, lte, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { carnivalBands } from '../../db/schema/bands';
import { carnivals } from '../../db/schema/carnivals';
import { events } from '../../db/schema/events';

/** A carnival as the season and its pages read it. */
export const carnivalFields = {
  id: carnivals.id,
  slug: carnivals.slug,
  name: carnivals.name,
  territory: carnivals.territory,
  description: carnivals.description,
  imageUrl: carnivals.imageUrl,
  rule: carnivals.rule,
};

/** Every active carnival in the administrators' order (the season sorts them by date afterwards). */
export function listActiveCarnivals(db: Db) {
  return db
    .select(carnivalFields)
    .from(carnivals)
    .where(eq(carnivals.active, true))
    .orderBy(asc(carnivals.sortOrder), asc(carnivals.id));
}

export async function findActiveCarnival(db: Db, slug: string) {
  const [row] = await db
    .select(carnivalFields)
    .from(carnivals)
    .where(and(eq(carnivals.slug, slug), eq(carnivals.active, true)));
  return row;
}

/** Days an occurrence's events and bands are counted in (carnival-texts.ts, occurrenceReach). */
export interface Reach {
  carnivalId: string;
  from: string;
  to: string;
}

/**
 * How many active events and bands of each carnival start within its reach: two statements for the whole season
 * (one OR of index ranges on events_carnival_idx and carnival_bands_carnival_idx), not two per carnival.
 */
export async function countReaches(
  db: Db,
  reaches: Reach[],
): Promise<Map<string, { eventCount: number; bandCount: number }>> {
  const counts = new Map(reaches.map((r) => [r.carnivalId, { eventCount: 0, bandCount: 0 }]));
  if (reaches.length === 0) return counts;
  const within = (carnivalId: AnyPgColumn, day: AnyPgColumn) =>
    or(...reaches.map((r) => and(eq(carnivalId, r.carnivalId), gte(day, r.from), lte(day, r.to))));
  const [eventRows, bandRows] = await Promise.all([
    db
      .select({ id: events.carnivalId, n: count() })
      .from(events)
      .where(and(within(events.carnivalId, events.date), eq(events.active, true)))
      .groupBy(events.carnivalId),
    db
      .select({ id: carnivalBands.carnivalId, n: count() })
      .from(carnivalBands)
      .where(and(within(carnivalBands.carnivalId, carnivalBands.startDate), eq(carnivalBands.active, true)))
      .groupBy(carnivalBands.carnivalId),
  ]);
  for (const r of eventRows) if (r.id) counts.get(r.id)!.eventCount = r.n;
  for (const r of bandRows) if (r.id) counts.get(r.id)!.bandCount = r.n;
  return counts;
}

/** The dates of the active events of the carnival that start within its reach: the density strip's input. */
export function reachEventSpans(db: Db, reach: Reach): Promise<{ date: string; endDate: string | null }[]> {
  return db
    .select({ date: events.date, endDate: events.endDate })
    .from(events)
    .where(
      and(
        eq(events.carnivalId, reach.carnivalId),
        gte(events.date, reach.from),
        lte(events.date, reach.to),
        eq(events.active, true),
      ),
    );
}

/* The back office */

// Written out with table names: drizzle leaves a one-table select's columns unqualified, which inside the
// subquery would name the subquery's own table.
const eventCount = sql<number>`(select count(*)::int from events e where e.carnival_id = "carnivals"."id")`;
const bandCount = sql<number>`(select count(*)::int from carnival_bands b where b.carnival_id = "carnivals"."id")`;

export const adminCarnivalColumns = {
  ...carnivalFields,
  active: carnivals.active,
  eventCount: eventCount.as('event_count'),
  bandCount: bandCount.as('band_count'),
};

export function listAdminCarnivals(db: Db | Tx) {
  return db
    .select(adminCarnivalColumns)
    .from(carnivals)
    .orderBy(asc(carnivals.sortOrder), asc(carnivals.createdAt), asc(carnivals.id));
}

/** One carnival; with `lock`, its row is locked FOR UPDATE first (the counts' subqueries aside). */
export async function findAdminCarnival(db: Db | Tx, id: string, lock = false) {
  if (lock) {
    const [locked] = await db
      .select({ id: carnivals.id })
      .from(carnivals)
      .where(eq(carnivals.id, id))
      .for('update');
    if (!locked) return undefined;
  }
  const [row] = await db.select(adminCarnivalColumns).from(carnivals).where(eq(carnivals.id, id));
  return row;
}

export async function slugTaken(db: Db | Tx, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: carnivals.id })
    .from(carnivals)
    .where(and(eq(carnivals.slug, slug), exceptId ? sql`${carnivals.id} <> ${exceptId}` : undefined))
    .limit(1);
  return row !== undefined;
}

export async function carnivalExists(db: Db | Tx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: carnivals.id }).from(carnivals).where(eq(carnivals.id, id)).limit(1);
  return row !== undefined;
}

/** The active carnivals of the sitemap, with their address. */
export function sitemapCarnivals(db: Db) {
  return db
    .select({ slug: carnivals.slug, updatedAt: carnivals.updatedAt })
    .from(carnivals)
    .where(eq(carnivals.active, true))
    .orderBy(asc(carnivals.sortOrder), asc(carnivals.id));
}
