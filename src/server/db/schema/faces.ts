import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { COUNTRIES } from '../../../shared/constants';
import { belongsToMember } from './auth';
import {
  active,
  belongsTo,
  createdAt,
  oneOf,
  ratingAggregate,
  ratingValue,
  sortOrder,
  textList,
  timestamps,
} from './columns';

/** Price in cents per service name, e.g. { "Makeup": 15000 }. */
export type ServicePrices = Record<string, number>;

/** Fete Faces: makeup and beauty service providers. */
export const providers = pgTable(
  'providers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    bio: text('bio').notNull().default(''),
    services: textList('services'),
    servicePrices: jsonb('service_prices').$type<ServicePrices>().notNull().default({}),
    location: text('location').notNull().default(''),
    state: text('state').notNull().default(''),
    country: text('country').notNull().default('Trinidad'),
    avatarUrl: text('avatar_url'),
    instagramUrl: text('instagram_url'),
    bookingUrl: text('booking_url'),
    // Exact aggregates (average = total / count when read) so a rating updates them in one atomic statement.
    ratingTotal: integer('rating_total').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    active: active(),
    ...timestamps(),
  },
  (t) => [
    // Lists sort by the average; queries order by providerAverageRating so this index serves them.
    index('providers_rating_idx').on(
      t.active,
      sql`(${t.ratingTotal}::numeric / nullif(${t.ratingCount}, 0)) desc nulls last`,
    ),
    index('providers_country_idx').on(t.country),
    index('providers_services_idx').using('gin', t.services),
    check('providers_country_check', oneOf(t.country, COUNTRIES)),
    check('providers_rating_check', ratingAggregate(t.ratingTotal, t.ratingCount)),
    check('providers_service_prices_check', sql`jsonb_typeof(${t.servicePrices}) = 'object'`),
  ],
);

/**
 * The average rating, null while unrated. Order with `sql\`${providerAverageRating} desc nulls last\``
 * to use providers_rating_idx; round to one decimal only for display.
 */
export const providerAverageRating = sql<
  string | null
>`(${providers.ratingTotal}::numeric / nullif(${providers.ratingCount}, 0))`;

/** Client photos shown on a provider's page, in `sort_order`. */
export const testimonialImages = pgTable(
  'testimonial_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: belongsTo('provider_id', () => providers.id),
    imageUrl: text('image_url').notNull(),
    caption: text('caption').notNull().default(''),
    clientName: text('client_name').notNull().default(''),
    service: text('service').notNull().default(''),
    sortOrder: sortOrder(),
    active: active(),
    createdAt: createdAt(),
  },
  (t) => [index('testimonial_images_provider_idx').on(t.providerId, t.sortOrder)],
);

/** One rating per member and provider; re-rating overwrites (upsert on the primary key). */
export const providerRatings = pgTable(
  'provider_ratings',
  {
    providerId: belongsTo('provider_id', () => providers.id),
    userId: belongsToMember(),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ name: 'provider_ratings_pk', columns: [t.providerId, t.userId] }),
    index('provider_ratings_user_idx').on(t.userId),
    check('provider_ratings_rating_check', ratingValue(t.rating)),
  ],
);

export type Provider = typeof providers.$inferSelect;
export type NewProvider = typeof providers.$inferInsert;
export type TestimonialImage = typeof testimonialImages.$inferSelect;
export type NewTestimonialImage = typeof testimonialImages.$inferInsert;
export type ProviderRating = typeof providerRatings.$inferSelect;
export type NewProviderRating = typeof providerRatings.$inferInsert;
