import { z } from 'zod';
import { MARQET_CATEGORIES, UPLOAD_LIMITS } from '../../../../shared/constants';
import {
  productAdminMessages as texts,
  productCreateSchema,
  productUpdateSchema,
  type ProductAdminItem,
} from '../../../../shared/domains/product-admin';
import { messages } from '../../../../shared/errors';
import { addFormOf, editFormOf } from '../../../components/manager/manager-form';
import { FormCheckbox, FormSelectField, FormTextArea, FormTextField } from '../../../components/form/fields';
import { FormImageField } from '../../../components/form/image-field';
import { wireSchema } from '../../../components/form/wire-schema';
import { centsToDollars, dollarsToCents, splitList } from '../../../lib/money';

/**
 * What the inputs hold: a product's values, or a new product's (in stock, Accessories); the price in dollars as
 * typed, sizes and colours as one comma-separated line.
 */
const inputsOf = (p?: ProductAdminItem) => ({
  name: p?.name ?? '',
  brand: p?.brand ?? '',
  priceCents: p ? centsToDollars(p.priceCents) : '',
  category: p?.category ?? 'Accessories',
  description: p?.description ?? '',
  sizes: p?.sizes.join(', ') ?? '',
  colors: p?.colors.join(', ') ?? '',
  inStock: p?.inStock ?? true,
  externalUrl: p?.externalUrl ?? '',
  imageUrl: p?.imageUrl ?? null,
});
type Inputs = ReturnType<typeof inputsOf>;

const toWire = (v: Inputs) => ({
  ...v,
  priceCents: dollarsToCents(v.priceCents),
  sizes: splitList(v.sizes),
  colors: splitList(v.colors),
});

/** The server's schemas, checked in the browser on the inputs above (sizes.3 is the Sizes input). */
const createFormSchema = wireSchema(z.custom<Inputs>(), productCreateSchema, toWire);
const updateFormSchema = wireSchema(z.custom<Inputs>(), productUpdateSchema, toWire);

const productFields = (
  <>
    <div className="grid gap-4 sm:grid-cols-2">
      <FormTextField label="Name" name="name" required maxLength={120} />
      <FormTextField label="Brand" name="brand" required maxLength={120} />
      <FormTextField
        label="Price ($)"
        name="priceCents"
        required
        inputMode="decimal"
        autoComplete="off"
        hint="US dollars, e.g. 85.00"
      />
      <FormSelectField label="Category" name="category" options={MARQET_CATEGORIES} />
    </div>
    <FormTextArea label="Description" name="description" rows={3} maxLength={2000} />
    <div className="grid gap-4 sm:grid-cols-2">
      <FormTextField
        label="Sizes"
        name="sizes"
        hint="Separate with commas, e.g. S, M, L"
        autoComplete="off"
      />
      <FormTextField
        label="Colours"
        name="colors"
        hint="Separate with commas, e.g. Gold, Red"
        autoComplete="off"
      />
    </div>
    <FormTextField
      label="Shop link"
      name="externalUrl"
      type="url"
      inputMode="url"
      placeholder="https://"
      hint="Where Shop Now leads: the seller's page for this product"
    />
    <FormImageField
      label="Product image"
      name="imageUrl"
      purpose="marqet"
      maxBytes={UPLOAD_LIMITS.marqetImage}
      tooLargeMessage={messages.uploads.marqetImageTooLarge}
    />
    <FormCheckbox label="In stock" name="inStock" />
  </>
);

/** The add panel's form: a new product is active and goes first in the manager (newest first). */
export const productAddForm = addFormOf({
  schema: createFormSchema,
  values: () => inputsOf(),
  label: 'Add a product',
  errorFallback: texts.addFailed,
  fields: productFields,
  submitLabel: 'Add Product',
});

/** Inline edit of one product; Cancel discards the changes. */
export const productEditForm = editFormOf({
  schema: updateFormSchema,
  values: inputsOf,
  label: (product: ProductAdminItem) => `Edit ${product.name}`,
  errorFallback: texts.updateFailed,
  fields: productFields,
});
