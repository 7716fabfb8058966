import { z } from 'zod';
import { dateString } from './common';

/**
 * The discounts of events and restaurants: the fields both kinds share, on their pages and in their managers.
 * An event's discount adds its code, a restaurant's its terms and conditions.
 */

/** As an event's or a restaurant's page shows it; the validity is ISO strings, or null for no bound. */
export const discountFields = {
  id: z.uuid(),
  percentage: z.number(),
  description: z.string(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
};

/** As a manager edits it: a whole percentage, the first and last day it is valid (site time zone) or null, on or off. */
export const managedDiscountFields = {
  id: z.uuid(),
  percentage: z.number().int(),
  description: z.string(),
  validFrom: dateString.nullable(),
  validUntil: dateString.nullable(),
  active: z.boolean(),
};
