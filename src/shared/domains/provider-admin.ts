import { z } from 'zod';
import { atMostCharacters } from '../length-messages';
import { COUNTRIES } from '../constants';
import { listResponseSchema, optionalHttpUrl } from '../schemas/common';
import { optionalTextField, requiredTextField } from '../schemas/form-fields';
import { SERVICE_MAX_LENGTH } from '../schemas/faces';
import { textListSchema } from '../schemas/text-list';
import { providerItemSchema, testimonialSchema } from './faces';
import { IMAGE_URL_MAX, priceCentsField, uploadedImageUrl } from './product-admin';

/**
 * The administrators' service providers manager (/admin/providers, /api/admin/providers): add, search, edit,
 * activate or deactivate, delete, and the client photos of the provider's page. Ratings are the members'
 * (PUT /api/providers/:id/rating): no field here writes them. Featuring: /api/admin/featured/face/:id.
 */

export const PROVIDER_NAME_MAX = 80;
export const PROVIDER_BIO_MAX = 4000;
export const PROVIDER_PLACE_MAX = 120;
export const PROVIDER_SERVICES_MAX = 20;
/** $100,000.00 per service. */
export const SERVICE_PRICE_MAX_CENTS = 10_000_000;
export const TESTIMONIAL_TEXT_MAX = 300;
export const TESTIMONIALS_MAX = 60;

export const providerAdminMessages = {
  namesRequired: 'First name and last name are required',
  notFound: 'Provider not found',
  testimonialNotFound: 'Photo not found',
  nameLength: atMostCharacters('Names', PROVIDER_NAME_MAX),
  bioLength: atMostCharacters('The bio', PROVIDER_BIO_MAX),
  placeLength: `Must be at most ${PROVIDER_PLACE_MAX} characters`,
  country: 'Please choose a country from the list',
  service: atMostCharacters('Each service', SERVICE_MAX_LENGTH),
  services: `Please list at most ${PROVIDER_SERVICES_MAX} services`,
  price: 'Please enter a price of 0 or more',
  priceWhole: 'Please enter the price in dollars and cents (at most 2 decimals)',
  priceMax: 'Please enter a price of at most $100,000',
  priceForUnlisted: 'A price can only be given for one of the listed services',
  image: 'Please upload the image again',
  photoRequired: 'Please choose a photo',
  photosMax: `A provider can show at most ${TESTIMONIALS_MAX} client photos`,
  textLength: `Must be at most ${TESTIMONIAL_TEXT_MAX} characters`,
  order: 'The new order must list each of the provider’s photos exactly once',
  confirmDelete: 'Are you sure you want to delete this provider?',
  loadFailed: 'Failed to load providers. Please try again later.',
  addFailed: 'Failed to add provider',
  updateFailed: 'Failed to update provider',
  deleteFailed: 'Failed to delete provider',
  updated: 'Provider updated successfully',
  empty: 'No providers found',
} as const;
const texts = providerAdminMessages;

const nameText = requiredTextField(texts.namesRequired, PROVIDER_NAME_MAX, texts.nameLength);
const placeText = optionalTextField(PROVIDER_PLACE_MAX, texts.placeLength);

const providerFields = {
  firstName: nameText,
  lastName: nameText,
  bio: optionalTextField(PROVIDER_BIO_MAX, texts.bioLength),
  services: textListSchema({
    maxItems: PROVIDER_SERVICES_MAX,
    maxLength: SERVICE_MAX_LENGTH,
    itemMessage: texts.service,
    countMessage: texts.services,
  })
    .optional()
    .default([]),
  servicePrices: z
    .record(
      z.string().max(SERVICE_MAX_LENGTH * 4, texts.priceForUnlisted),
      priceCentsField(SERVICE_PRICE_MAX_CENTS, texts.priceMax, texts.price),
    )
    .optional()
    .default({}),
  country: z.enum(COUNTRIES, { error: texts.country }).optional().default('Trinidad'),
  state: placeText,
  location: placeText,
  bookingUrl: optionalHttpUrl.transform((value) => value ?? null),
  instagramUrl: optionalHttpUrl.transform((value) => value ?? null),
};

/**
 * Service prices belong to listed services: a key is matched to a service ignoring case and surrounding
 * spaces and stored under the service's own spelling; a price for a service not listed is a 422 on
 * `servicePrices.<key>`. (Decision 0015: a price alone never adds a service.)
 */
function pricesForListedServices<T extends { services: string[]; servicePrices: Record<string, number> }>(
  value: T,
  ctx: z.RefinementCtx,
): T {
  const byKey = new Map(value.services.map((service) => [service.toLocaleLowerCase('en-US'), service]));
  const prices: Record<string, number> = {};
  for (const [key, cents] of Object.entries(value.servicePrices)) {
    const service = byKey.get(key.trim().toLocaleLowerCase('en-US'));
    if (!service) {
      ctx.addIssue({ code: 'custom', path: ['servicePrices', key], message: texts.priceForUnlisted });
      continue;
    }
    prices[service] = cents;
  }
  return { ...value, servicePrices: prices };
}

/** POST /api/admin/providers. `avatarUrl`: an upload of purpose `image` (the `listing-image` use) or null. */
export const providerCreateSchema = z
  .strictObject({
    ...providerFields,
    avatarUrl: uploadedImageUrl.nullable().optional().default(null),
    active: z.boolean().optional().default(true),
  })
  .transform(pricesForListedServices);

/**
 * PUT /api/admin/providers/:id replaces the provider's fields. `avatarUrl` left out keeps the picture, null
 * removes it, a new upload's URL replaces it. Active has its own route; ratings are never written here.
 */
export const providerUpdateSchema = z
  .strictObject({
    ...providerFields,
    avatarUrl: uploadedImageUrl.nullable().optional(),
  })
  .transform(pricesForListedServices);

const optionalShortText = optionalTextField(TESTIMONIAL_TEXT_MAX, texts.textLength);

/** POST /api/admin/providers/:id/testimonials: a client photo (an `image` upload) goes last. */
export const testimonialCreateSchema = z.strictObject({
  imageUrl: requiredTextField(texts.photoRequired, IMAGE_URL_MAX, texts.image),
  caption: optionalShortText,
  clientName: optionalShortText,
  service: optionalShortText,
});
export type TestimonialCreateInput = z.infer<typeof testimonialCreateSchema>;

/** PUT /api/admin/providers/:id/testimonials/order: every photo of the provider, once, in the new order. */
export const testimonialOrderSchema = z.strictObject({
  ids: z.array(z.uuid({ error: texts.order }), { error: texts.order }).max(TESTIMONIALS_MAX, texts.order),
});
export type TestimonialOrderInput = z.infer<typeof testimonialOrderSchema>;

export const adminTestimonialSchema = testimonialSchema.extend({
  /** Hidden photos (from earlier data) are listed for administrators and marked; the public page skips them. */
  active: z.boolean(),
});

/** The manager's card: the public provider (inactive ones too) with prices and every client photo in order. */
export const providerAdminItemSchema = providerItemSchema.omit({ liked: true }).extend({
  servicePrices: z.record(z.string(), z.number().int()),
  testimonials: z.array(adminTestimonialSchema),
});
export type ProviderAdminItem = z.infer<typeof providerAdminItemSchema>;
export const providerAdminPageSchema = listResponseSchema(providerAdminItemSchema);
