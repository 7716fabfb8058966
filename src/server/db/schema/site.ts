import { sql } from 'drizzle-orm';
import { check, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/**
 * The site's own pages an administrator edits (decision 0045): one row per address ('terms', 'privacy'),
 * written with its starting text by the migration that made the table; never added or deleted by the app.
 */
export const sitePages = pgTable(
  'site_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    ...timestamps(),
  },
  (t) => [check('site_pages_slug_check', sql`${t.slug} in ('terms', 'privacy')`)],
);
