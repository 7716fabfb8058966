import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { active, sortOrder, timestamps } from './columns';

/**
 * Fete Packages and Fete Rides share one shape: coloured cards ordered by `sort_order` that lead to
 * `button_link` (an external URL, or /form/{package|ride}/{id} once a custom form is attached).
 * `bg_color` names a gradient of the card palette (red by default) and `text_color` its text colour.
 */
function packageTable<const TName extends 'packages' | 'ride_packages'>(name: TName) {
  return pgTable(
    name,
    {
      id: uuid('id').primaryKey().defaultRandom(),
      title: text('title').notNull(),
      subtitle: text('subtitle').notNull().default(''),
      description: text('description').notNull().default(''),
      buttonLink: text('button_link'),
      bgColor: text('bg_color').notNull().default('red'),
      textColor: text('text_color').notNull().default('white'),
      sortOrder: sortOrder(),
      active: active(),
      ...timestamps(),
    },
    (t) => [
      index(`${name}_order_idx`).on(t.sortOrder),
      check(`${name}_colors_check`, sql`${t.bgColor} <> '' and ${t.textColor} <> ''`),
    ],
  );
}

export const packages = packageTable('packages');
export const ridePackages = packageTable('ride_packages');

export type Package = typeof packages.$inferSelect;
export type NewPackage = typeof packages.$inferInsert;
export type RidePackage = typeof ridePackages.$inferSelect;
export type NewRidePackage = typeof ridePackages.$inferInsert;
