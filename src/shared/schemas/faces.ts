import { z } from 'zod';
import { COUNTRIES, RATING_FILTERS } from '../constants';
import { messages } from '../errors';
import type { ProviderItem } from '../domains/faces';
import { listQuerySchema, optionalChoice, type ListResponse } from './common';

/** Schemas and shapes of Fete Faces ; the web builds its requests from the same ones. */

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

export type { ProviderDetail, ProviderItem, ProviderRatingResult, Testimonial } from '../domains/faces';
export type ProviderList = ListResponse<ProviderItem>;
