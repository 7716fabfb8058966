import { z } from 'zod';
import { listResponseSchema } from '../schemas/common';
import { listingFlagFields } from '../schemas/listing';
import { ratedListingCan, ratedListingCanSchema, ratedListingPolicy } from './policies';

/** Fete Faces (make-up artists and other providers): members rate them, besides the listing rules. */
export const facePolicy = ratedListingPolicy;

export const faceCan = ratedListingCan;

/** A provider as lists, details and likes show it. */
export const providerItemSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  avatarUrl: z.string().nullable(),
  services: z.array(z.string()),
  /** The average rounded to one decimal, half up; 0 while nobody has rated (bands say null: see rating.ts). */
  rating: z.number(),
  totalRatings: z.number().int(),
  location: z.string(),
  state: z.string(),
  country: z.string(),
  bio: z.string(),
  instagramUrl: z.string().nullable(),
  bookingUrl: z.string().nullable(),
  ...listingFlagFields,
});
export type ProviderItem = z.infer<typeof providerItemSchema>;

export const providerListSchema = listResponseSchema(providerItemSchema);

export const testimonialSchema = z.object({
  id: z.uuid(),
  imageUrl: z.string(),
  caption: z.string(),
  clientName: z.string(),
  service: z.string(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

/** GET /api/providers/:id */
export const providerDetailSchema = z.object({
  provider: providerItemSchema,
  testimonials: z.array(testimonialSchema),
  /** The signed-in member's own rating (1-5); null for visitors and members who have not rated. */
  myRating: z.number().int().nullable(),
  can: ratedListingCanSchema,
});
export type ProviderDetail = z.infer<typeof providerDetailSchema>;

/** PUT /api/providers/:id/rating answers the new average (one decimal), the count and the member's rating. */
export const providerRatingResultSchema = z.object({
  rating: z.number(),
  totalRatings: z.number().int(),
  myRating: z.number().int(),
});
export type ProviderRatingResult = z.infer<typeof providerRatingResultSchema>;
