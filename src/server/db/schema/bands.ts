import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { COUNTRIES } from '../../../shared/constants';
import { belongsToMember } from './auth';
import { carnivals } from './carnivals';
import {
  active,
  belongsTo,
  createdAt,
  endNotBeforeStart,
  oneOf,
  ratingAggregate,
  ratingValue,
  timestamps,
} from './columns';

/** Carnival bands of Fete Destinations. */
export const carnivalBands = pgTable(
  'carnival_bands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    location: text('location').notNull().default(''),
    country: text('country').notNull().default('Trinidad'),
    state: text('state').notNull().default(''),
    year: integer('year'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    websiteUrl: text('website_url'),
    instagramUrl: text('instagram_url'),
    registrationUrl: text('registration_url'),
    feteIdRegistrationUrl: text('fete_id_registration_url'),
    // The costume price range in cents (both optional: a band may publish one figure or none).
    priceFromCents: integer('price_from_cents'),
    priceToCents: integer('price_to_cents'),
    // The carnival the band plays (its season page, comparing bands); cleared when the carnival goes.
    carnivalId: uuid('carnival_id').references(() => carnivals.id, { onDelete: 'set null' }),
    // Exact aggregates (average = total / count when read) so a rating updates them in one atomic statement.
    ratingTotal: integer('rating_total').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    active: active(),
    ...timestamps(),
  },
  (t) => [
    // Fete Destinations by start date, then name; end_date and active ride along so counting a list
    // reads the index alone. Inactive rows are few, so `active` is a filter (administrators use it too).
    index('carnival_bands_listing_idx').on(t.startDate, t.name, t.id, t.endDate, t.active),
    // The longest span: "upcoming" starts its range at today minus it.
    index('carnival_bands_span_idx')
      .on(sql`(${t.endDate} - ${t.startDate})`)
      .where(sql`${t.endDate} is not null`),
    index('carnival_bands_country_idx').on(t.country, t.startDate),
    index('carnival_bands_name_idx').on(t.name),
    index('carnival_bands_carnival_idx').on(t.carnivalId, t.startDate),
    // Case-insensitive substring search (ILIKE '%…%') over name, description and location.
    index('carnival_bands_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('carnival_bands_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
    index('carnival_bands_location_trgm_idx').using('gin', t.location.op('gin_trgm_ops')),
    check('carnival_bands_country_check', oneOf(t.country, COUNTRIES)),
    check('carnival_bands_dates_check', endNotBeforeStart(t.startDate, t.endDate)),
    check('carnival_bands_year_check', sql`${t.year} is null or ${t.year} between 1900 and 2200`),
    check('carnival_bands_rating_check', ratingAggregate(t.ratingTotal, t.ratingCount)),
    check(
      'carnival_bands_price_check',
      sql`(${t.priceFromCents} is null or ${t.priceFromCents} >= 0) and (${t.priceToCents} is null or ${t.priceToCents} >= 0) and (${t.priceFromCents} is null or ${t.priceToCents} is null or ${t.priceToCents} >= ${t.priceFromCents})`,
    ),
  ],
);

/**
 * "Notify me when registration opens": one row per member and band with no registration link yet. The
 * administrator's write that gives the band its first link notifies the watchers and deletes their rows in its
 * transaction (modules/bands/registration-watch.ts).
 */
export const bandRegistrationWatches = pgTable(
  'band_registration_watches',
  {
    bandId: belongsTo('band_id', () => carnivalBands.id),
    userId: belongsToMember(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'band_registration_watches_pk', columns: [t.bandId, t.userId] }),
    index('band_registration_watches_user_idx').on(t.userId),
  ],
);

/** One rating per member and band; re-rating overwrites (upsert on the primary key). */
export const bandRatings = pgTable(
  'band_ratings',
  {
    bandId: belongsTo('band_id', () => carnivalBands.id),
    userId: belongsToMember(),
    rating: integer('rating').notNull(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ name: 'band_ratings_pk', columns: [t.bandId, t.userId] }),
    index('band_ratings_user_idx').on(t.userId),
    check('band_ratings_rating_check', ratingValue(t.rating)),
  ],
);

export type CarnivalBand = typeof carnivalBands.$inferSelect;
export type NewCarnivalBand = typeof carnivalBands.$inferInsert;
export type BandRating = typeof bandRatings.$inferSelect;
export type NewBandRating = typeof bandRatings.$inferInsert;
