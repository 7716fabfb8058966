import { z } from 'zod';
import { dateString } from './common';

/**
 * The discounts of events and restaurants: the fields both kinds share, on their pages and in their managers.
 * An event's discount adds its code, a restaurant's its terms and conditions.
 */

/**
 * As an event's or a restaurant's page shows it; the validity is the first and last day it can be used (site time
 * zone, shared/validity-days.ts), or null for no bound: the same days its manager edits.
 */
export const discountFields = {
  id: z.uuid(),
  percentage: z.number(),
  description: z.string(),
  validFrom: dateString.nullable(),
  validUntil: dateString.nullable(),
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
