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
 * The active rows of a catalogue table, with the title their slug comes from, for the sitemap (modules/seo). Each module calls it on its own table, so
 * visibility stays where the module decides it: only active items, never what a member must sign in to see.
 */
export function activeSitemapRows(
  db: Db,
  table: PgTable & { id: AnyPgColumn; active: AnyPgColumn; updatedAt: AnyPgColumn },
  title: AnyPgColumn | SQL<string>,
): Promise<SitemapRow[]> {
  return db
    .select({
      id: table.id as unknown as SQL<string>,
      title: title as SQL<string>,
      updatedAt: table.updatedAt as unknown as SQL<Date>,
    })
    .from(table)
    .where(eq(table.active, true))
    .orderBy(asc(table.id)) as Promise<SitemapRow[]>;
}
