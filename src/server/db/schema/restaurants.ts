import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  time,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { COUNTRIES, CUISINES, PRICE_RANGES } from '../../../shared/constants';
import { users } from './auth';
import {
  active,
  belongsTo,
  createdAt,
  endNotBeforeStart,
  nonNegative,
  oneOf,
  percentage,
  sortOrder,
  timestamps,
} from './columns';

/** Fete Eats. An owner (a member) may manage their restaurant, its menu and discounts. */
export const restaurants = pgTable(
  'restaurants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    location: text('location').notNull(),
    country: text('country').notNull().default('Trinidad'),
    state: text('state').notNull().default('Port of Spain'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    cuisine: text('cuisine').notNull().default('Caribbean'),
    priceRange: text('price_range').notNull().default('$$'),
    openingTime: time('opening_time').notNull().default('11:00'),
    closingTime: time('closing_time').notNull().default('22:00'),
    websiteUrl: text('website_url'),
    instagramUrl: text('instagram_url'),
    eatNowUrl: text('eat_now_url'),
    // The restaurant stays listed when its owner's account goes; an administrator can assign another.
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    active: active(),
    ...timestamps(),
  },
  (t) => [
    index('restaurants_name_idx').on(t.active, t.name),
    index('restaurants_cuisine_idx').on(t.cuisine, t.name),
    index('restaurants_price_range_idx').on(t.priceRange, t.name),
    index('restaurants_country_idx').on(t.country, t.name),
    index('restaurants_owner_idx').on(t.ownerId),
    // Case-insensitive substring search (ILIKE '%…%') over name, description and location.
    index('restaurants_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('restaurants_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
    index('restaurants_location_trgm_idx').using('gin', t.location.op('gin_trgm_ops')),
    check('restaurants_cuisine_check', oneOf(t.cuisine, CUISINES)),
    check('restaurants_price_range_check', oneOf(t.priceRange, PRICE_RANGES)),
    check('restaurants_country_check', oneOf(t.country, COUNTRIES)),
    check(
      'restaurants_coordinates_check',
      sql`(${t.latitude} is null or ${t.latitude} between -90 and 90) and (${t.longitude} is null or ${t.longitude} between -180 and 180)`,
    ),
  ],
);

export const restaurantMenuItems = pgTable(
  'restaurant_menu_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: belongsTo('restaurant_id', () => restaurants.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    imageUrl: text('image_url'),
    sortOrder: sortOrder(),
    active: active(),
    ...timestamps(),
  },
  (t) => [
    index('restaurant_menu_items_restaurant_idx').on(t.restaurantId, t.sortOrder),
    check('restaurant_menu_items_price_check', nonNegative(t.priceCents)),
  ],
);

export const restaurantPhotos = pgTable(
  'restaurant_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: belongsTo('restaurant_id', () => restaurants.id),
    imageUrl: text('image_url').notNull(),
    caption: text('caption').notNull().default(''),
    sortOrder: sortOrder(),
    active: active(),
    createdAt: createdAt(),
  },
  (t) => [index('restaurant_photos_restaurant_idx').on(t.restaurantId, t.sortOrder)],
);

export const restaurantDiscounts = pgTable(
  'restaurant_discounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: belongsTo('restaurant_id', () => restaurants.id),
    percentage: integer('percentage').notNull(),
    description: text('description').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    termsConditions: text('terms_conditions').notNull().default(''),
    active: active(),
    ...timestamps(),
  },
  (t) => [
    index('restaurant_discounts_restaurant_idx').on(t.restaurantId, t.validUntil),
    check('restaurant_discounts_percentage_check', percentage(t.percentage)),
    check('restaurant_discounts_validity_check', endNotBeforeStart(t.validFrom, t.validUntil)),
  ],
);

export type Restaurant = typeof restaurants.$inferSelect;
export type NewRestaurant = typeof restaurants.$inferInsert;
export type RestaurantMenuItem = typeof restaurantMenuItems.$inferSelect;
export type NewRestaurantMenuItem = typeof restaurantMenuItems.$inferInsert;
export type RestaurantPhoto = typeof restaurantPhotos.$inferSelect;
export type NewRestaurantPhoto = typeof restaurantPhotos.$inferInsert;
export type RestaurantDiscount = typeof restaurantDiscounts.$inferSelect;
export type NewRestaurantDiscount = typeof restaurantDiscounts.$inferInsert;
