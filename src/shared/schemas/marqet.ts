import { z } from 'zod';
import { MARQET_CATEGORIES } from '../constants';
import { messages } from '../errors';
import type { ProductItem } from '../domains/marqet';
import { listQuerySchema, optionalChoice, type ListResponse } from './common';

/** Schemas and shapes of the Marqet shop; the web builds its requests from the same ones. */

/** Prices are stored as integer cents; a bound above this would not fit the column anyway. */
export const PRICE_FILTER_MAX_DOLLARS = 10_000_000;

const price = z.coerce
  .number({ error: messages.marqet.priceValue })
  .min(0, messages.marqet.priceValue)
  .max(PRICE_FILTER_MAX_DOLLARS, messages.marqet.priceValue);
const blankAsAbsent = (value: unknown) => (value === '' ? undefined : value);

/**
 * GET /api/products. `minPrice` and `maxPrice` are dollars and inclusive; no `maxPrice` means no upper
 * bound. A minimum above the maximum is refused rather than answered with an empty list.
 */
export const productListQuerySchema = listQuerySchema
  .extend({
    category: optionalChoice(MARQET_CATEGORIES, 'Please choose a category from the list'),
    minPrice: z.preprocess(blankAsAbsent, price.optional().default(0)),
    maxPrice: z.preprocess(blankAsAbsent, price.optional()),
  })
  .refine((query) => query.maxPrice === undefined || query.minPrice <= query.maxPrice, {
    message: messages.marqet.minAboveMax,
    path: ['minPrice'],
  });
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export type { ProductItem } from '../domains/marqet';
export type ProductList = ListResponse<ProductItem>;
