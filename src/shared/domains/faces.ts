import { z } from 'zod';
import { listResponseSchema } from '../schemas/common';
import { isSignedIn, type MaybeViewer } from './viewer';
import { listingCan, listingPolicy } from './policies';

/** Fete Faces (make-up artists and other providers): members rate them, besides the listing rules. */
export const facePolicy = {
  ...listingPolicy,
  rate: (viewer: MaybeViewer) => isSignedIn(viewer),
};

export const faceCan = (viewer: MaybeViewer) => ({
  ...listingCan(facePolicy, viewer),
  rate: facePolicy.rate(viewer),
});

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
  active: z.boolean(),
  liked: z.boolean(),
  featured: z.boolean(),
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
  can: z.object({
    like: z.boolean(),
    feature: z.boolean(),
    edit: z.boolean(),
    delete: z.boolean(),
    rate: z.boolean(),
  }),
});
export type ProviderDetail = z.infer<typeof providerDetailSchema>;

/** PUT /api/providers/:id/rating answers the new average (one decimal), the count and the member's rating. */
export const providerRatingResultSchema = z.object({
  rating: z.number(),
  totalRatings: z.number().int(),
  myRating: z.number().int(),
});
export type ProviderRatingResult = z.infer<typeof providerRatingResultSchema>;
