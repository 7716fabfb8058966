import { asc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/** One public detail page for the sitemap: its id, the title its slug comes from, when it last changed. */
export interface SitemapRow {
  id: string;
  title: string;
  updatedAt: Date;
}

/**
 * The active rows of a catalogue table, for the sitemap (modules/seo). Each module calls it on its own table, so
 * visibility stays where the module decides it: only active items, never what a member must sign in to see.
 */
export function activeSitemapRows(
  db: Db,
  table: PgTable,
  columns: { id: AnyPgColumn; title: AnyPgColumn | SQL<string>; active: AnyPgColumn; updatedAt: AnyPgColumn },
): Promise<SitemapRow[]> {
  return db
    .select({
      id: columns.id as unknown as SQL<string>,
      title: columns.title as SQL<string>,
      updatedAt: columns.updatedAt as unknown as SQL<Date>,
    })
    .from(table)
    .where(eq(columns.active, true))
    .orderBy(asc(columns.id)) as Promise<SitemapRow[]>;
}
