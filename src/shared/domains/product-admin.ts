import { z } from 'zod';
import { atMostCharacters } from '../length-messages';
import { MARQET_CATEGORIES } from '../constants';
import { messages } from '../errors';
import { listResponseSchema, optionalHttpUrl } from '../schemas/common';
import { optionalTextField, requiredTextField } from '../schemas/form-fields';
import { textListSchema } from '../schemas/text-list';
import { productItemSchema } from './marqet';

/**
 * The administrators' products manager (/admin/products, /api/admin/products): add, search, edit, activate or
 * deactivate, delete. Featuring goes through PUT/DELETE /api/admin/featured/marqet/:id (home domain).
 */

export const PRODUCT_NAME_MAX = 120;
export const PRODUCT_BRAND_MAX = 120;
export const PRODUCT_DESCRIPTION_MAX = 2000;
/** $1,000,000.00: far above any carnival product, far below the integer column's limit. */
export const PRODUCT_PRICE_MAX_CENTS = 100_000_000;
export const PRODUCT_OPTION_MAX = 40;
export const PRODUCT_OPTIONS_MAX = 20;
/** What an upload's URL can be (the storage's public URL); it must be an upload of this site (claimUploadByUrl). */
export const IMAGE_URL_MAX = 2048;

export const productAdminMessages = {
  required: 'Please fill in all required fields',
  notFound: 'Product not found',
  nameLength: atMostCharacters('The name', PRODUCT_NAME_MAX),
  brandLength: atMostCharacters('The brand', PRODUCT_BRAND_MAX),
  descriptionLength: atMostCharacters('The description', PRODUCT_DESCRIPTION_MAX),
  price: messages.marqet.priceValue,
  priceWhole: 'Please enter the price in dollars and cents (at most 2 decimals)',
  priceMax: 'Please enter a price of at most $1,000,000',
  category: 'Please choose a category from the list',
  option: atMostCharacters('Each size or colour', PRODUCT_OPTION_MAX),
  options: `Please list at most ${PRODUCT_OPTIONS_MAX} sizes and ${PRODUCT_OPTIONS_MAX} colours`,
  image: 'Please upload the image again',
  confirmDelete: 'Are you sure you want to delete this product?',
  loadFailed: 'Failed to load products. Please try again later.',
  addFailed: 'Failed to add product',
  updateFailed: 'Failed to update product',
  deleteFailed: 'Failed to delete product',
  updated: 'Product updated successfully',
  empty: 'No products found',
} as const;
const texts = productAdminMessages;

const requiredText = (max: number, tooLong: string) => requiredTextField(texts.required, max, tooLong);

const optionList = textListSchema({
  maxItems: PRODUCT_OPTIONS_MAX,
  maxLength: PRODUCT_OPTION_MAX,
  itemMessage: texts.option,
  countMessage: texts.options,
});

/** Money on the wire (a product's price, a provider's service's): whole cents from 0 to `max`. */
export const priceCentsField = (max: number, tooMuch: string, missing: string) =>
  z.number({ error: missing }).int(texts.priceWhole).min(0, texts.price).max(max, tooMuch);

/** An image: the URL POST /api/uploads answered (checked against the uploads on the server), or null. */
export const uploadedImageUrl = z
  .string({ error: texts.image })
  .trim()
  .min(1, texts.image)
  .max(IMAGE_URL_MAX);

const productFields = {
  name: requiredText(PRODUCT_NAME_MAX, texts.nameLength),
  description: optionalTextField(PRODUCT_DESCRIPTION_MAX, texts.descriptionLength),
  priceCents: priceCentsField(PRODUCT_PRICE_MAX_CENTS, texts.priceMax, texts.required),
  category: z.enum(MARQET_CATEGORIES, { error: texts.category }).optional().default('Accessories'),
  brand: requiredText(PRODUCT_BRAND_MAX, texts.brandLength),
  sizes: optionList.optional().default([]),
  colors: optionList.optional().default([]),
  inStock: z.boolean().optional().default(true),
  externalUrl: optionalHttpUrl.transform((value) => value ?? null),
};

/**
 * POST /api/admin/products. `imageUrl`: an upload of purpose `marqet` (the `marqet-image` use) or null.
 * Sizes and colours are trimmed, blanks dropped and duplicates (ignoring case) removed here.
 */
export const productCreateSchema = z.strictObject({
  ...productFields,
  imageUrl: uploadedImageUrl.nullable().optional().default(null),
  active: z.boolean().optional().default(true),
});

/**
 * PUT /api/admin/products/:id replaces the product's fields (the inline editor sends them all). `imageUrl`
 * left out keeps the current image, null removes it, a new upload's URL replaces it. Active has its own route.
 */
export const productUpdateSchema = z.strictObject({
  ...productFields,
  imageUrl: uploadedImageUrl.nullable().optional(),
});

/** The manager's card is the shop's tile (inactive ones too, with `active` false). */
export const productAdminItemSchema = productItemSchema;
export type ProductAdminItem = z.infer<typeof productAdminItemSchema>;
export const productAdminPageSchema = listResponseSchema(productAdminItemSchema);
