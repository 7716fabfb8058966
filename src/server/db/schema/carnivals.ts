import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { CarnivalRule } from '../../../shared/carnival-dates';
import { active, sortOrder, timestamps } from './columns';

/**
 * The carnivals of the season (issue #24, decision 0049): Trinidad and Tobago before Lent, Crop Over, Notting Hill…
 * Their dates are never stored per year: `rule` (shared/carnival-dates.ts) works them out for any year. Events and
 * bands name the carnival they belong to (`carnival_id`, cleared when the carnival is deleted).
 */
export const carnivals = pgTable(
  'carnivals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The season page's address: /season/<slug>. */
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    /** Where it is played, as visitors name it: 'Trinidad and Tobago', 'London, United Kingdom'. */
    territory: text('territory').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    rule: jsonb('rule').$type<CarnivalRule>().notNull(),
    sortOrder: sortOrder(),
    active: active(),
    ...timestamps(),
  },
  (t) => [
    index('carnivals_active_idx').on(t.active, t.sortOrder),
    check('carnivals_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

export type CarnivalRow = typeof carnivals.$inferSelect;
export type NewCarnival = typeof carnivals.$inferInsert;
