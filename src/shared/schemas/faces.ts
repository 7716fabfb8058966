import { z } from 'zod';
import { COUNTRIES, RATING_FILTERS } from '../constants';
import { messages } from '../errors';
import { listQuerySchema, optionalChoice, type ListResponse } from './common';

/** Schemas and shapes of Fete Faces (docs/api-public.md); the web builds its requests from the same ones. */

export const SERVICE_MAX_LENGTH = 80;

const blankAsAbsent = (value: unknown) => (value === '' ? undefined : value);

/**
 * GET /api/providers. `service` is matched exactly against an element of the provider's services (the
 * suggested PROVIDER_SERVICES or any service an administrator typed); `minRating` is an at-least
 * threshold on the average, so 4.5 keeps 4.5 and above.
 */
export const providerListQuerySchema = listQuerySchema.extend({
  service: z.preprocess(
    blankAsAbsent,
    z
      .string({ error: 'Please choose a service from the list' })
      .trim()
      .min(1, 'Please choose a service from the list')
      .max(SERVICE_MAX_LENGTH, 'Please choose a service from the list')
      .optional(),
  ),
  country: optionalChoice(COUNTRIES, 'Please choose a country from the list'),
  minRating: z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ error: messages.faces.minRating })
      .refine((value) => (RATING_FILTERS as readonly number[]).includes(value), messages.faces.minRating)
      .meta({ enum: [...RATING_FILTERS], description: 'At least this average rating' })
      .optional(),
  ),
});
export type ProviderListQuery = z.infer<typeof providerListQuerySchema>;

/** A provider as lists, details and likes show it. */
export interface ProviderItem {
  id: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
  services: string[];
  /** The average rounded to one decimal, half up; 0 while nobody has rated. */
  rating: number;
  totalRatings: number;
  location: string;
  state: string;
  country: string;
  bio: string;
  instagramUrl: string | null;
  bookingUrl: string | null;
  active: boolean;
  liked: boolean;
  featured: boolean;
}

export type ProviderList = ListResponse<ProviderItem>;

export interface Testimonial {
  id: string;
  imageUrl: string;
  caption: string;
  clientName: string;
  service: string;
}

/** GET /api/providers/:id */
export interface ProviderDetail {
  provider: ProviderItem;
  testimonials: Testimonial[];
  /** The signed-in member's own rating (1-5); null for visitors and members who have not rated. */
  myRating: number | null;
}

/** PUT /api/providers/:id/rating answers the new average (one decimal), the count and the member's rating. */
export interface ProviderRatingResult {
  rating: number;
  totalRatings: number;
  myRating: number;
}
