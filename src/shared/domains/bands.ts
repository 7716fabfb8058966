import { z } from 'zod';
import { plannableSchema } from './plans';
import { dateString, listResponseSchema } from '../schemas/common';
import { listingCardSchema, listingFlagFields } from '../schemas/listing';
import { ratedListingCan, ratedListingCanSchema, ratedListingPolicy } from './policies';

/** Bands: members rate them (1-5 whole stars), besides the rules every listing shares. */
export const bandPolicy = ratedListingPolicy;

export const bandCan = ratedListingCan;

/** A band as lists, details, home sections and likes show it. */
export const bandItemSchema = listingCardSchema.extend({
  startDate: dateString,
  endDate: dateString.nullable(),
  websiteUrl: z.string().nullable(),
  instagramUrl: z.string().nullable(),
  registrationUrl: z.string().nullable(),
  feteIdRegistrationUrl: z.string().nullable(),
  /** The costume price range in cents; either may be missing (decision 0052). */
  priceFromCents: z.number().int().nullable(),
  priceToCents: z.number().int().nullable(),
  /** The carnival the band plays, if any: bands are compared within one carnival. */
  carnivalId: z.string().nullable(),
  carnivalName: z.string().nullable(),
  /** One-decimal average, half up; null while nobody has rated. */
  rating: z.number().nullable(),
  totalRatings: z.number().int(),
  ...listingFlagFields,
  /** Whether the signed-in viewer attends it (false for visitors). */
  attending: z.boolean(),
});
export type BandItem = z.infer<typeof bandItemSchema>;

export const bandListSchema = listResponseSchema(bandItemSchema);

export const bandCanSchema = ratedListingCanSchema;

/** GET /api/bands/:id; `myRating` is null for visitors and members who have not rated the band. */
export const bandDetailSchema = z.object({
  band: bandItemSchema,
  myRating: z.number().int().nullable(),
  can: bandCanSchema,
  /** The member asked to be notified when registration opens (false for visitors). */
  watching: z.boolean(),
  /** The carnival occurrence it can go into My Carnival for (decision 0050), or null. */
  plannable: plannableSchema,
});
export type BandDetail = z.infer<typeof bandDetailSchema>;

/** PUT /api/bands/:id/rating */
export const bandRatingResultSchema = z.object({
  rating: z.number().nullable(),
  totalRatings: z.number().int(),
  myRating: z.number().int().nullable(),
});
export type RatingResult = z.infer<typeof bandRatingResultSchema>;
