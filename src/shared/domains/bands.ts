import { z } from 'zod';
import { dateString, listResponseSchema } from '../schemas/common';
import { isSignedIn, type MaybeViewer } from './viewer';
import { listingCan, listingPolicy } from './policies';

/** Bands: members rate them (1-5 whole stars), besides the rules every listing shares. */
export const bandPolicy = {
  ...listingPolicy,
  rate: (viewer: MaybeViewer) => isSignedIn(viewer),
};

export const bandCan = (viewer: MaybeViewer) => ({
  ...listingCan(bandPolicy, viewer),
  rate: bandPolicy.rate(viewer),
});

/** A band as lists, details, home sections and likes show it. */
export const bandItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  location: z.string(),
  country: z.string(),
  state: z.string(),
  startDate: dateString,
  endDate: dateString.nullable(),
  websiteUrl: z.string().nullable(),
  instagramUrl: z.string().nullable(),
  registrationUrl: z.string().nullable(),
  feteIdRegistrationUrl: z.string().nullable(),
  /** One-decimal average, half up; null while nobody has rated. */
  rating: z.number().nullable(),
  totalRatings: z.number().int(),
  active: z.boolean(),
  liked: z.boolean(),
  /** Whether the signed-in viewer attends it (false for visitors). */
  attending: z.boolean(),
  featured: z.boolean(),
});
export type BandItem = z.infer<typeof bandItemSchema>;

export const bandListSchema = listResponseSchema(bandItemSchema);

export const bandCanSchema = z.object({
  like: z.boolean(),
  feature: z.boolean(),
  edit: z.boolean(),
  delete: z.boolean(),
  rate: z.boolean(),
});

/** GET /api/bands/:id; `myRating` is null for visitors and members who have not rated the band. */
export const bandDetailSchema = z.object({
  band: bandItemSchema,
  myRating: z.number().int().nullable(),
  can: bandCanSchema,
});
export type BandDetail = z.infer<typeof bandDetailSchema>;

/** PUT /api/bands/:id/rating */
export const bandRatingResultSchema = z.object({
  rating: z.number().nullable(),
  totalRatings: z.number().int(),
  myRating: z.number().int().nullable(),
});
export type RatingResult = z.infer<typeof bandRatingResultSchema>;
