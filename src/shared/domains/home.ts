import { z } from 'zod';
import { itemsSchema } from '../schemas/common';
import { bandItemSchema } from './bands';
import { eventItemSchema } from './events';
import { providerItemSchema } from './faces';
import { productItemSchema } from './marqet';
import { restaurantItemSchema } from './restaurants';

export const heroSlideItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  subtitle: z.string(),
  imageUrl: z.string(),
  mobileImageUrl: z.string().nullable(),
  /** Where the slide leads (http(s) or a path on this site); null when it is not a link. */
  linkUrl: z.string().nullable(),
});
export type HeroSlideItem = z.infer<typeof heroSlideItemSchema>;

export const adItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  linkUrl: z.string().nullable(),
});
export type AdItem = z.infer<typeof adItemSchema>;

export const partnerItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  logoUrl: z.string(),
  websiteUrl: z.string().nullable(),
});
export type PartnerItem = z.infer<typeof partnerItemSchema>;

export const heroSlidesSchema = itemsSchema(heroSlideItemSchema);
export const adsSchema = itemsSchema(adItemSchema);
export const partnersSchema = itemsSchema(partnerItemSchema);

/** GET /api/home/:section: at most 3 items in the list shape of the section's kind. */
export const homeSectionSchema = itemsSchema(
  z.union([bandItemSchema, eventItemSchema, restaurantItemSchema, providerItemSchema, productItemSchema]),
);

/** PUT and DELETE /api/admin/featured/:type/:id */
export const featuredStateSchema = z.object({ featured: z.boolean() });
export type FeaturedState = z.infer<typeof featuredStateSchema>;
