import { z } from 'zod';
import { atMostCharacters } from '../length-messages';
import { isAdmin, type MaybeViewer } from './viewer';
import { instantString, itemsSchema } from '../schemas/common';
import { requiredTextField } from '../schemas/form-fields';
import { adItemSchema, heroSlideItemSchema, partnerItemSchema } from './home';
import { ITEM_KINDS } from './item-kind';
import {
  imageRef,
  optionalImageRef,
  nullAsEmptyText,
  siteOrHttpLink,
  windowedInputSchema,
  windowSchema,
} from './content-admin';

/**
 * The home page's managers (hero slides, ads, partners, featured order), under /api/admin/… and /admin/….
 * Every list is short (a home page holds a handful), so the managers load them whole, in order.
 */

export const HOME_TEXT_MAX = {
  title: 120,
  subtitle: 300,
  description: 500,
  name: 120,
  position: 40,
} as const;

export const homeAdminMessages = {
  slideNotFound: 'Hero slide not found',
  adNotFound: 'Ad not found',
  partnerNotFound: 'Partner not found',
  featuredNotFound: 'This item is not featured',
  titleLength: atMostCharacters('The title', HOME_TEXT_MAX.title),
  subtitleLength: atMostCharacters('The text', HOME_TEXT_MAX.subtitle),
  descriptionLength: atMostCharacters('The description', HOME_TEXT_MAX.description),
  partnerName: 'Please enter the partner name',
  partnerNameLength: atMostCharacters('The name', HOME_TEXT_MAX.name),
  position: 'Please enter a position in lower case letters, digits, - or _ (hero for the home page)',
} as const;

/* Hero slides */

/** POST /api/admin/hero-slides and PUT /api/admin/hero-slides/:id (the whole slide). */
export const heroSlideInputSchema = windowedInputSchema({
  title: nullAsEmptyText(HOME_TEXT_MAX.title, homeAdminMessages.titleLength),
  subtitle: nullAsEmptyText(HOME_TEXT_MAX.subtitle, homeAdminMessages.subtitleLength),
  imageUrl: imageRef,
  mobileImageUrl: optionalImageRef,
  linkUrl: siteOrHttpLink,
});

export const adminHeroSlideSchema = heroSlideItemSchema.extend({
  ...windowSchema,
  active: z.boolean(),
  /** Active and inside its window now: the home shows it. */
  showing: z.boolean(),
});
export type AdminHeroSlide = z.infer<typeof adminHeroSlideSchema>;

/* Ads */

/** POST /api/admin/ads and PUT /api/admin/ads/:id. Without a start the ad starts now. */
export const adInputSchema = windowedInputSchema({
  position: z
    .string({ error: homeAdminMessages.position })
    .trim()
    .regex(/^[a-z][a-z0-9_-]{0,39}$/, homeAdminMessages.position),
  title: nullAsEmptyText(HOME_TEXT_MAX.title, homeAdminMessages.titleLength),
  description: nullAsEmptyText(HOME_TEXT_MAX.description, homeAdminMessages.descriptionLength),
  imageUrl: imageRef,
  linkUrl: siteOrHttpLink,
});

export const adminAdSchema = adItemSchema.extend({
  position: z.string(),
  startsAt: instantString,
  endsAt: instantString.nullable(),
  active: z.boolean(),
  showing: z.boolean(),
});
export type AdminAd = z.infer<typeof adminAdSchema>;

/* Partners */

export const partnerInputSchema = z.strictObject({
  name: requiredTextField(
    homeAdminMessages.partnerName,
    HOME_TEXT_MAX.name,
    homeAdminMessages.partnerNameLength,
  ),
  logoUrl: imageRef,
  websiteUrl: siteOrHttpLink,
  active: z.boolean().optional(),
});

export const adminPartnerSchema = partnerItemSchema.extend({ active: z.boolean() });
export type AdminPartner = z.infer<typeof adminPartnerSchema>;

/* Featured order */

/** One featured row of a kind, in the home order: the item's name and whether it is itself active. */
export const adminFeaturedItemSchema = z.object({
  itemId: z.uuid(),
  kind: z.enum(ITEM_KINDS),
  title: z.string(),
  /** The item is active (an inactive one stays featured but no visitor sees it). */
  active: z.boolean(),
});
export type AdminFeaturedItem = z.infer<typeof adminFeaturedItemSchema>;
export const adminFeaturedListSchema = itemsSchema(adminFeaturedItemSchema);

/** Who may manage the home page's content (slides, ads, partners, featured order): administrators. */
export const homeContentPolicy = {
  manage: (viewer: MaybeViewer) => isAdmin(viewer),
};
