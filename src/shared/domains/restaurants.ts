import { z } from 'zod';
import { listResponseSchema, timeString } from '../schemas/common';
import { discountFields } from '../schemas/discounts';
import { listingCardSchema, listingFlagFields } from '../schemas/listing';
import type { MaybeViewer } from './viewer';
import { listingCan, listingCanSchema, ownedListingPolicy } from './policies';

/** A restaurant's owner (a member) manages it, its menu and discounts; administrators manage all. */
export const restaurantPolicy = ownedListingPolicy;

export const restaurantCan = (viewer: MaybeViewer, restaurant: { ownerId: string | null }) =>
  listingCan(restaurantPolicy, viewer, restaurant);

/** A restaurant's own fields, as its card, its page and the restaurants manager show them. */
export const restaurantFieldsSchema = listingCardSchema.extend({
  cuisine: z.string(),
  priceRange: z.string(),
  openingTime: timeString,
  closingTime: timeString,
  websiteUrl: z.string().nullable(),
  instagramUrl: z.string().nullable(),
  eatNowUrl: z.string().nullable(),
});

export const restaurantItemSchema = restaurantFieldsSchema.extend(listingFlagFields);
export type RestaurantItem = z.infer<typeof restaurantItemSchema>;

export const restaurantListSchema = listResponseSchema(restaurantItemSchema);

export const restaurantPhotoSchema = z.object({ id: z.uuid(), imageUrl: z.string(), caption: z.string() });
export type RestaurantPhoto = z.infer<typeof restaurantPhotoSchema>;

export const restaurantMenuItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  priceCents: z.number().int(),
  category: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
});
export type RestaurantMenuItem = z.infer<typeof restaurantMenuItemSchema>;

export const restaurantDiscountSchema = z.object({ ...discountFields, termsConditions: z.string() });
export type RestaurantDiscount = z.infer<typeof restaurantDiscountSchema>;

/**
 * The restaurant on its own page: the card's fields and, when the owner or the site recorded them, its
 * coordinates (WGS 84 degrees), so "Open in Maps" finds the door rather than the street (decision 0034).
 */
export const coordinateFields = {
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
};
export const restaurantPlaceSchema = restaurantItemSchema.extend(coordinateFields);
export type RestaurantPlace = z.infer<typeof restaurantPlaceSchema>;

/** GET /api/restaurants/:id */
export const restaurantDetailSchema = z.object({
  restaurant: restaurantPlaceSchema,
  photos: z.array(restaurantPhotoSchema),
  menu: z.array(restaurantMenuItemSchema),
  discounts: z.array(restaurantDiscountSchema),
  can: listingCanSchema,
});
export type RestaurantDetail = z.infer<typeof restaurantDetailSchema>;
