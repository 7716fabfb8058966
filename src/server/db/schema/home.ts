import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { FEATURED_ITEM_TYPES } from '../../../shared/constants';
import { active, createdAt, endNotBeforeStart, oneOf, sortOrder, timestamps } from './columns';

export const heroSlides = pgTable(
  'hero_slides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull().default(''),
    subtitle: text('subtitle').notNull().default(''),
    imageUrl: text('image_url').notNull(),
    mobileImageUrl: text('mobile_image_url'),
    /** Where the slide leads (http(s) or a path on this site); null: the slide is not a link. */
    linkUrl: text('link_url'),
    /** The window the home shows the slide in: from start (null: always) until end (null: no end). */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    sortOrder: sortOrder(),
    active: active(),
    ...timestamps(),
  },
  (t) => [
    index('hero_slides_listing_idx').on(t.active, t.sortOrder),
    check('hero_slides_window_check', endNotBeforeStart(t.startsAt, t.endsAt)),
  ],
);

/** Banners placed at a position of a page ('hero' on the home page), shown between start and end. */
export const ads = pgTable(
  'ads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    position: text('position').notNull(),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url').notNull(),
    linkUrl: text('link_url'),
    startDate: timestamp('start_date', { withTimezone: true }).notNull().defaultNow(),
    endDate: timestamp('end_date', { withTimezone: true }),
    sortOrder: sortOrder(),
    active: active(),
    ...timestamps(),
  },
  (t) => [
    index('ads_listing_idx').on(t.position, t.active, t.sortOrder),
    check('ads_position_check', sql`${t.position} ~ '^[a-z][a-z0-9_-]*$'`),
    check('ads_dates_check', endNotBeforeStart(t.startDate, t.endDate)),
  ],
);

export const partners = pgTable(
  'partners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    logoUrl: text('logo_url').notNull(),
    websiteUrl: text('website_url'),
    sortOrder: sortOrder(),
    active: active(),
    ...timestamps(),
  },
  (t) => [index('partners_listing_idx').on(t.active, t.sortOrder)],
);

/**
 * Items an administrator starred for the home page. `item_id` points into the table of `item_type`
 * (event → events, band → carnival_bands, restaurant → restaurants, face → providers, marqet →
 * market_products); a polymorphic id cannot carry a foreign key, so deleting an item must delete its
 * featured row in the same transaction, and home queries join the item table (a stale row shows nothing).
 */
export const featuredItems = pgTable(
  'featured_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemType: text('item_type').notNull(),
    itemId: uuid('item_id').notNull(),
    sortOrder: sortOrder(),
    active: active(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('featured_items_item_unique').on(t.itemType, t.itemId),
    index('featured_items_listing_idx').on(t.itemType, t.active, t.sortOrder),
    check('featured_items_type_check', oneOf(t.itemType, FEATURED_ITEM_TYPES)),
  ],
);

export type HeroSlide = typeof heroSlides.$inferSelect;
export type NewHeroSlide = typeof heroSlides.$inferInsert;
export type Ad = typeof ads.$inferSelect;
export type NewAd = typeof ads.$inferInsert;
export type Partner = typeof partners.$inferSelect;
export type NewPartner = typeof partners.$inferInsert;
export type FeaturedItem = typeof featuredItems.$inferSelect;
export type NewFeaturedItem = typeof featuredItems.$inferInsert;
