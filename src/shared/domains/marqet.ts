import { z } from 'zod';
import { listResponseSchema } from '../schemas/common';
import { listingStateFields } from '../schemas/listing';
import { listingPolicy } from './policies';

/** Products: withdrawn ones, or those of a lapsed vendor registration, are in the shop for administrators only. */
export const productPolicy = listingPolicy;

/** A shop tile. Products link out to their seller (`externalUrl`); there is no like for products. */
export const productItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  brand: z.string(),
  category: z.string(),
  priceCents: z.number().int(),
  imageUrl: z.string().nullable(),
  externalUrl: z.string().nullable(),
  inStock: z.boolean(),
  sizes: z.array(z.string()),
  colors: z.array(z.string()),
  ...listingStateFields,
});
export type ProductItem = z.infer<typeof productItemSchema>;

export const productListSchema = listResponseSchema(productItemSchema);

/**
 * GET /api/products/:id: one shop product, for the shop at its shared address `/fete-marqet/{slug}-{id}`
 * (decision 0033). Products have no page of their own; the shop shows the shared one above its list.
 */
export const productDetailSchema = z.object({ product: productItemSchema });
export type ProductDetail = z.infer<typeof productDetailSchema>;
