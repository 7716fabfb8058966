/** Business constants of the three spec documents (§9 of each). */

export const EVENT_CATEGORIES = [
  'Party',
  'Concert',
  'Carnival',
  'Cruise',
  'Beach Party',
  'Festival',
] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];
/** Categories listed on /fete-travel; the rest are on /fete-guide. */
export const DESTINATION_CATEGORIES = ['Festival', 'Carnival', 'Cruise'] as const;

export const COUNTRIES = [
  'Antigua and Barbuda',
  'Bahamas',
  'Barbados',
  'Bermuda',
  'Canada',
  'Cuba',
  'Dominica',
  'Dominican Republic',
  'Grenada',
  'Guyana',
  'Haiti',
  'Jamaica',
  'Saint Kitts and Nevis',
  'Saint Lucia',
  'Saint Martin (Sint Maarten)',
  'Saint Thomas (U.S. Virgin Islands)',
  'Saint Vincent and the Grenadines',
  'Suriname',
  'Trinidad',
  'Tobago',
  'United Kingdom',
  'United States',
] as const;
export const DESTINATION_COUNTRIES = ['Trinidad', 'Tobago', 'Jamaica', 'Barbados', 'United States'] as const;

export const CUISINES = ['Caribbean', 'Creole', 'Seafood', 'BBQ', 'Street Food', 'Fusion', 'Vegan'] as const;
export const PRICE_RANGES = ['$', '$$', '$$$', '$$$$'] as const;
export const RESTAURANT_LOCATIONS = ['Trinidad', 'Tobago'] as const;

export const MARQET_CATEGORIES = [
  'Costumes',
  'Swimwear',
  'Accessories',
  'Footwear',
  'Makeup',
  'Body Jewelry',
  'Festival Wear',
  'Tanks',
  'Crop Tops',
  'Monday Wear',
] as const;
/**
 * The shop's price range when none is chosen: from $0 with no upper bound, so every product shows (issue #23:
 * the spec's 0 to 1000 hid dearer products while the Filters button said no filter was set).
 */
export const MARQET_DEFAULT_PRICE = { min: 0, max: null } as const;

export const PROVIDER_SERVICES = [
  'Makeup',
  'Hair Styling',
  'Face Painting',
  'Glitter Art',
  'Body Paint',
  'Prosthetics',
  'Lash Application',
  'Special Effects',
  'Airbrush Makeup',
  'Henna Art',
] as const;
export const RATING_FILTERS = [4.5, 4.0, 3.5] as const;

/** What featured_items.item_type holds: the item kinds (src/shared/domains/item-kind.ts). */
export { ITEM_KINDS as FEATURED_ITEM_TYPES, type ItemKind as FeaturedItemType } from './domains/item-kind';
export const FEATURED_LIST_SIZE = 3;

export const HERO = {
  autoAdvanceMs: 5000,
  swipeThresholdPx: 50,
  fetchDelayMs: 1000,
  retries: 3,
  retryBaseMs: 2000,
  retryCapMs: 8000,
} as const;
export const MOBILE_MAX_WIDTH = 768;

export const MEMBERSHIP = {
  goldDays: 365,
  expiryWarningDays: 30,
  premiumPriceUsd: 250,
} as const;
export const PASSWORD_MIN_LENGTH = 6;

export const MB = 1024 * 1024;
export const UPLOAD_LIMITS = {
  image: 30 * MB,
  marqetImage: 10 * MB,
  resume: 10 * MB,
} as const;

/**
 * What one account may keep stored, counted over its uploads (files, and bytes of the main file of each).
 * Administrators fill the site's own content (hero slides, listings), so they get more, never unlimited:
 * a stolen admin session must not fill the disk either.
 */
export const UPLOAD_QUOTA = {
  member: { files: 200, bytes: 500 * MB },
  admin: { files: 5000, bytes: 20 * 1024 * MB },
} as const;

export const RECEIPT_STATUSES = ['paid', 'pending', 'failed'] as const;
export const RECEIPT_PAYMENT_METHODS = ['Credit Card', 'PayPal', 'Bank Transfer', 'Cash', 'Other'] as const;
export const PAYMENT_SCHEDULE_STATUSES = ['pending', 'paid', 'failed'] as const;
export const FORM_FIELD_TYPES = [
  'text',
  'email',
  'number',
  'select',
  'checkbox',
  'textarea',
  'date',
] as const;
export const FORM_TYPES = ['package', 'ride'] as const;
export const FORM_SUBMISSION_STATUSES = ['pending', 'processed', 'completed'] as const;
export const STAFF_APPLICATION_STATUSES = [
  'pending',
  'reviewing',
  'interviewed',
  'accepted',
  'rejected',
] as const;
export const MARQET_REGISTRATION_STATUSES = ['pending', 'approved', 'rejected', 'expired'] as const;
export const VENDOR_TYPES = ['vendor', 'affiliate', 'partner'] as const;
export const PLACEMENT_PREFERENCES = ['My Brand', 'My Products'] as const;
export const MARQET_DURATIONS = [3, 6] as const;
export const MARQET_PAYMENT_METHODS = ['Credit Card', 'PayPal', 'Bank Transfer'] as const;
export const PRODUCT_AVAILABILITY = ['In Stock', 'Preorder', 'Limited Stock'] as const;
export const DEFAULT_BADGE_COLOR = '#3B82F6';

/** The contact address and social accounts are the operator's configuration (CONTACT_EMAIL, SOCIAL_*; decision 0045). */
export const SITE = { name: 'Fete' } as const;

export { TERRITORIES } from './territories';

/** The kinds of a member's own entry in My Carnival (issue #24, item 2), as the form names them. */
export const PLAN_ENTRY_KINDS = [
  'Make-up slot',
  'Restaurant booking',
  'Flight',
  'Costume pick-up',
  'Meeting point',
  'Other',
] as const;
export type PlanEntryKind = (typeof PLAN_ENTRY_KINDS)[number];
