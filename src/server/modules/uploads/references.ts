import type { UploadUse } from '../../../shared/domains/uploads';

/**
 * Every column that refers to an upload, in one place: the sweep keeps an upload while any of these
 * names it. `url` columns hold the URL POST /api/uploads answered (the upload's id is the last path
 * segment, `<id>.webp`, `<id>-card.webp` or `/api/files/<id>`, whatever the storage's base URL);
 * `id` columns hold the id itself; `jsonb-array` columns hold an array of objects with a URL under `key`.
 *
 * Names, not Drizzle tables: the uploads module may import only its own tables (eslint.config.js), and
 * this list is the one deliberate exception. references.test.ts checks it against the schema: a new
 * image or URL column fails that test until it is listed here or in `notUploadColumns`.
 */
/** The upload id as the last path segment of a URL: `<id>.webp`, `<id>-card.webp`, `/api/files/<id>`. */
export const UPLOAD_ID_AT_END = '([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})[^/]*$';

export function uploadIdInUrl(url: string): string | undefined {
  return new RegExp(UPLOAD_ID_AT_END).exec(url.toLowerCase())?.[1];
}

export type UploadReference =
  | { table: string; column: string; kind: 'url'; use: UploadUse }
  | { table: string; column: string; kind: 'id'; use: UploadUse }
  | { table: string; column: string; kind: 'jsonb-array'; key: string; use: UploadUse };

export const uploadReferences: readonly UploadReference[] = [
  { table: 'users', column: 'image', kind: 'url', use: 'avatar' },
  { table: 'events', column: 'image_url', kind: 'url', use: 'event-image' },
  { table: 'carnival_bands', column: 'image_url', kind: 'url', use: 'listing-image' },
  { table: 'restaurants', column: 'image_url', kind: 'url', use: 'listing-image' },
  { table: 'restaurant_menu_items', column: 'image_url', kind: 'url', use: 'listing-image' },
  { table: 'restaurant_photos', column: 'image_url', kind: 'url', use: 'listing-image' },
  { table: 'providers', column: 'avatar_url', kind: 'url', use: 'listing-image' },
  { table: 'testimonial_images', column: 'image_url', kind: 'url', use: 'listing-image' },
  { table: 'hero_slides', column: 'image_url', kind: 'url', use: 'listing-image' },
  { table: 'hero_slides', column: 'mobile_image_url', kind: 'url', use: 'listing-image' },
  { table: 'ads', column: 'image_url', kind: 'url', use: 'listing-image' },
  { table: 'partners', column: 'logo_url', kind: 'url', use: 'listing-image' },
  { table: 'carnivals', column: 'image_url', kind: 'url', use: 'listing-image' },
  { table: 'badge_types', column: 'icon_url', kind: 'url', use: 'listing-image' },
  { table: 'receipts', column: 'image_url', kind: 'url', use: 'receipt-image' },
  { table: 'marqet_registrations', column: 'brand_image_url', kind: 'url', use: 'marqet-image' },
  {
    table: 'marqet_registrations',
    column: 'products',
    kind: 'jsonb-array',
    key: 'imageUrl',
    use: 'marqet-image',
  },
  { table: 'market_products', column: 'image_url', kind: 'url', use: 'marqet-image' },
  { table: 'staff_applications', column: 'resume_upload_id', kind: 'id', use: 'staff-resume' },
];

/**
 * Columns whose names look like they could hold an upload but never do, with the reason. Links out
 * are typed by people and point at other sites; the JSON documents hold no files.
 */
export const notUploadColumns: Readonly<Record<string, string>> = {
  'carnival_bands.website_url': 'a link out',
  'carnival_bands.instagram_url': 'a link out',
  'carnival_bands.registration_url': 'a link out',
  'carnival_bands.fete_id_registration_url': 'a link out',
  'restaurants.website_url': 'a link out',
  'restaurants.instagram_url': 'a link out',
  'restaurants.eat_now_url': 'a link out',
  'events.ticket_url': 'a link out',
  'events.fete_id_ticket_url': 'a link out',
  'events.instagram_url': 'a link out',
  'events.fete_ride_url': 'a link out',
  'providers.instagram_url': 'a link out',
  'providers.booking_url': 'a link out',
  'providers.service_prices': 'prices by service',
  'ads.link_url': 'a link out',
  'hero_slides.link_url': 'a link out (or a path on this site)',
  'partners.website_url': 'a link out',
  'carnivals.rule': 'the dates rule (anchor, main days)',
  'marqet_registrations.website_url': 'a link out',
  'market_products.external_url': 'a link out',
  'receipts.payment_link': 'a link out (payment page)',
  'receipt_payment_schedule.payment_link': 'a link out (payment page)',
  'packages.button_link': 'a link out',
  'ride_packages.button_link': 'a link out',
  'audit_log.before': 'the back office audit trail: account fields before a change (no files)',
  'audit_log.after': 'the back office audit trail: account fields after a change (no files)',
  'custom_forms.fields': 'form field definitions (no file fields: FORM_FIELD_TYPES)',
  'form_submissions.data': 'form answers (no file fields: FORM_FIELD_TYPES)',
  'notifications.data': 'ids and texts of the notification',
  'live_events.payload': 'transient live-channel messages',
};
