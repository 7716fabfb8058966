import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  MARQET_CATEGORIES,
  MARQET_DURATIONS,
  MARQET_PAYMENT_METHODS,
  MARQET_REGISTRATION_STATUSES,
  PLACEMENT_PREFERENCES,
  PRODUCT_AVAILABILITY,
  VENDOR_TYPES,
} from '../../../shared/constants';
import { belongsToMember } from './auth';
import { active, allOf, nonNegative, oneOf, textList, timestamps } from './columns';

/** One product a vendor proposes in a registration (1 to 4 per registration). */
export interface MarqetRegistrationProduct {
  name: string;
  description: string;
  category: (typeof MARQET_CATEGORIES)[number];
  priceCents: number;
  imageUrl: string | null;
  availability: (typeof PRODUCT_AVAILABILITY)[number];
  productLink: string;
  discountApplied: boolean;
  /** 10 for affiliates, 15 for partners, 0 for vendors. */
  discountPercentage: number;
  finalPriceCents: number;
}

/** A member's request to show their brand or products in the Marqet (reviewed by administrators). */
export const marqetRegistrations = pgTable(
  'marqet_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // An application belongs to its applicant: it holds their contact details and leaves with the account.
    userId: belongsToMember(),
    brandName: text('brand_name').notNull(),
    websiteUrl: text('website_url'),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    description: text('description').notNull().default(''),
    vendorType: text('vendor_type').notNull(),
    placementPreference: text('placement_preference').array().notNull(),
    products: jsonb('products').$type<MarqetRegistrationProduct[]>().notNull(),
    brandImageUrl: text('brand_image_url'),
    durationMonths: integer('duration_months').notNull(),
    paymentMethod: text('payment_method').notNull(),
    totalPriceCents: integer('total_price_cents').notNull(),
    status: text('status').notNull().default('pending'),
    expirationDate: timestamp('expiration_date', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('marqet_registrations_status_idx').on(t.status, t.createdAt),
    index('marqet_registrations_created_idx').on(t.createdAt),
    index('marqet_registrations_user_idx').on(t.userId, t.createdAt),
    // The expiry job: approved registrations whose expiration date has come.
    index('marqet_registrations_expiry_idx').on(t.status, t.expirationDate),
    check('marqet_registrations_vendor_type_check', oneOf(t.vendorType, VENDOR_TYPES)),
    check(
      'marqet_registrations_placement_check',
      sql`cardinality(${t.placementPreference}) >= 1 and ${allOf(t.placementPreference, PLACEMENT_PREFERENCES)}`,
    ),
    check(
      'marqet_registrations_products_check',
      sql`jsonb_typeof(${t.products}) = 'array' and jsonb_array_length(${t.products}) between 1 and 4`,
    ),
    check('marqet_registrations_duration_check', oneOf(t.durationMonths, MARQET_DURATIONS)),
    check('marqet_registrations_payment_method_check', oneOf(t.paymentMethod, MARQET_PAYMENT_METHODS)),
    check('marqet_registrations_total_check', nonNegative(t.totalPriceCents)),
    check('marqet_registrations_status_check', oneOf(t.status, MARQET_REGISTRATION_STATUSES)),
  ],
);

/** Fete Marqet shop items; each links out to the seller. */
export const marketProducts = pgTable(
  'market_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    brand: text('brand').notNull(),
    category: text('category').notNull().default('Accessories'),
    priceCents: integer('price_cents').notNull(),
    sizes: textList('sizes'),
    colors: textList('colors'),
    inStock: boolean('in_stock').notNull().default(true),
    externalUrl: text('external_url'),
    imageUrl: text('image_url'),
    // Products created from an approved registration stay in the shop if the registration is deleted.
    registrationId: uuid('registration_id').references(() => marqetRegistrations.id, {
      onDelete: 'set null',
    }),
    active: active(),
    ...timestamps(),
  },
  (t) => [
    index('market_products_category_idx').on(t.active, t.category, t.priceCents),
    index('market_products_price_idx').on(t.active, t.priceCents),
    index('market_products_created_idx').on(t.createdAt),
    index('market_products_brand_idx').on(t.brand),
    index('market_products_registration_idx').on(t.registrationId),
    check('market_products_category_check', oneOf(t.category, MARQET_CATEGORIES)),
    check('market_products_price_check', nonNegative(t.priceCents)),
  ],
);

export type MarketProduct = typeof marketProducts.$inferSelect;
export type NewMarketProduct = typeof marketProducts.$inferInsert;
export type MarqetRegistration = typeof marqetRegistrations.$inferSelect;
export type NewMarqetRegistration = typeof marqetRegistrations.$inferInsert;
