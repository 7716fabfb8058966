import { z } from 'zod';
import { MARQET_CATEGORIES, UPLOAD_LIMITS } from '../../../../shared/constants';
import {
  productAdminMessages as texts,
  productCreateSchema,
  productUpdateSchema,
  type ProductAdminItem,
} from '../../../../shared/domains/product-admin';
import { messages } from '../../../../shared/errors';
import { declaredForm } from '../../../components/manager/declared-form';
import { wireSchema } from '../../../components/form/wire-schema';
import { centsToDollars, dollarsToCents, splitList } from '../../../lib/money';

/** What the inputs hold (a new product's: in stock, Accessories): the price, sizes and colours as typed. */
type Inputs = Omit<ProductAdminItem, 'priceCents' | 'sizes' | 'colors'> &
  Record<'priceCents' | 'sizes' | 'colors', string>;

const toWire = (v: Inputs) => ({
  ...v,
  priceCents: dollarsToCents(v.priceCents),
  sizes: splitList(v.sizes),
  colors: splitList(v.colors),
});

/** The server's schemas, checked in the browser on the inputs above (sizes.3 is the Sizes input). */
const createFormSchema = wireSchema(z.custom<Inputs>(), productCreateSchema, toWire);
const updateFormSchema = wireSchema(z.custom<Inputs>(), productUpdateSchema, toWire);

/** The add panel's and inline edit's forms: a new product is active and goes first (newest first). */
export const productForm = declaredForm<ProductAdminItem, typeof createFormSchema, typeof updateFormSchema>({
  schema: createFormSchema,
  editSchema: updateFormSchema,
  label: (product) => (product ? `Edit ${product.name}` : 'Add a product'),
  texts,
  submit: { add: 'Add Product' },
  fields: [
    {
      cols: 2,
      row: [
        { name: 'name', label: 'Name', required: true, maxLength: 120 },
        { name: 'brand', label: 'Brand', required: true, maxLength: 120 },
        {
          name: 'priceCents',
          label: 'Price ($)',
          required: true,
          inputMode: 'decimal',
          autoComplete: 'off',
          hint: 'US dollars, e.g. 85.00',
        },
        {
          kind: 'select',
          name: 'category',
          label: 'Category',
          options: MARQET_CATEGORIES,
          blank: 'Accessories',
        },
      ],
    },
    { kind: 'area', name: 'description', label: 'Description', rows: 3, maxLength: 2000 },
    {
      row: [
        { name: 'sizes', label: 'Sizes', hint: 'Separate with commas, e.g. S, M, L', autoComplete: 'off' },
        {
          name: 'colors',
          label: 'Colours',
          hint: 'Separate with commas, e.g. Gold, Red',
          autoComplete: 'off',
        },
      ],
    },
    {
      name: 'externalUrl',
      label: 'Shop link',
      type: 'url',
      inputMode: 'url',
      placeholder: 'https://',
      hint: "Where Shop Now leads: the seller's page for this product",
    },
    {
      kind: 'image',
      name: 'imageUrl',
      label: 'Product image',
      purpose: 'marqet',
      maxBytes: UPLOAD_LIMITS.marqetImage,
      tooLargeMessage: messages.uploads.marqetImageTooLarge,
    },
    { kind: 'check', name: 'inStock', label: 'In stock' },
  ],
  // The price in dollars as typed, sizes and colours as one comma-separated line.
  values: (p) => ({
    priceCents: p ? centsToDollars(p.priceCents) : '',
    sizes: p?.sizes.join(', ') ?? '',
    colors: p?.colors.join(', ') ?? '',
  }),
});
