import { useEffect, useRef } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import {
  MARQET_CATEGORIES,
  MARQET_DURATIONS,
  PRODUCT_AVAILABILITY,
  UPLOAD_LIMITS,
} from '../../../shared/constants';
import {
  MARQET_DISCOUNT_PERCENT,
  MARQET_PRODUCTS_MAX,
  MARQET_PRODUCTS_MIN,
  applyVendorDiscountRule,
  priceMarqetRegistration,
  type MarqetDuration,
  type VendorType,
} from '../../../shared/domains/marqet-pricing';
import {
  marqetRegistrationMessages as texts,
  type MarqetRegistrationSubmitInput,
  type RegistrationProductInput,
} from '../../../shared/domains/marqet-registration';
import { FormCheckbox, FormSelectField, FormTextArea, FormTextField } from '../../components/form/fields';
import { FormImageField } from '../../components/form/image-field';
import { FormMoneyField } from '../../components/form/number-fields';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { formatCents } from '../../lib/format';
import { TitledSection } from '../../components/ui/titled-section';

/** The parts of the Fete Marqet registration form with a rule of their own: the vendor discount, the price, the products. */

export const emptyProduct = (): RegistrationProductInput => ({
  name: '',
  description: '',
  category: 'Accessories',
  priceCents: undefined,
  imageUrl: null,
  availability: 'In Stock',
  productLink: '',
  discountApplied: false,
});

const asDuration = (value: unknown): MarqetDuration | null => {
  const months = Number(value);
  return (MARQET_DURATIONS as readonly number[]).includes(months) ? (months as MarqetDuration) : null;
};
const asVendor = (value: unknown): VendorType | null =>
  value === 'vendor' || value === 'affiliate' || value === 'partner' ? value : null;

/**
 * The form's own rule (member-areas.md §5): choosing affiliate or partner applies the discount to the first
 * product when none has it; a vendor has none. It runs when the vendor type changes.
 */
export function VendorDiscountRule() {
  const { getValues, setValue } = useFormContext<MarqetRegistrationSubmitInput>();
  const vendorType = asVendor(useWatch<MarqetRegistrationSubmitInput, 'vendorType'>({ name: 'vendorType' }));
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const products = getValues('products');
    const next = applyVendorDiscountRule(
      vendorType,
      products.map((p) => ({ ...p, discountApplied: p.discountApplied ?? false })),
    );
    next.forEach((p, index) => {
      if (p.discountApplied !== (products[index]!.discountApplied ?? false)) {
        setValue(`products.${index}.discountApplied`, p.discountApplied, { shouldDirty: true });
      }
    });
  }, [vendorType, getValues, setValue]);
  return null;
}

/** The live price summary, from the same pricing function the server uses. */
export function PriceSummary() {
  const [vendorType, durationMonths, products] = useWatch<
    MarqetRegistrationSubmitInput,
    ['vendorType', 'durationMonths', 'products']
  >({ name: ['vendorType', 'durationMonths', 'products'] });
  const price = priceMarqetRegistration({
    vendorType: asVendor(vendorType),
    durationMonths: asDuration(durationMonths),
    products: (products ?? []).map((p) => ({
      priceCents: typeof p.priceCents === 'number' && p.priceCents >= 0 ? p.priceCents : 0,
      discountApplied: p.discountApplied ?? false,
    })),
  });
  const months = asDuration(durationMonths);
  return (
    <TitledSection title="Price Summary" className="rounded-2xl border border-gold-200 bg-gold-50 p-5">
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm text-gray-800">
        <dt>Display duration{months ? ` (${months} months)` : ''}</dt>
        <dd className="text-right font-semibold">
          {months ? formatCents(price.durationCents) : 'Not selected'}
        </dd>
        <dt>
          Products ({price.productCount}; {price.extraProducts} over the 2 included)
        </dt>
        <dd className="text-right font-semibold">{formatCents(price.extraProductsCents)}</dd>
        <dt className="border-t border-gold-200 pt-2 text-base font-bold text-night-900">Total</dt>
        <dd
          className="border-t border-gold-200 pt-2 text-right text-base font-bold text-night-900"
          data-testid="registration-total"
        >
          {formatCents(price.totalCents)}
        </dd>
      </dl>
      {price.products.length ? (
        <>
          <h3 className="mt-4 text-sm font-semibold text-night-900">Product prices for Fete members</h3>
          <ul className="mt-2 flex flex-col gap-1 text-sm text-gray-800">
            {price.products.map((p, index) => (
              <li key={index} className="flex justify-between gap-3">
                <span>
                  {products?.[index]?.name?.trim() || `Product ${index + 1}`}
                  {p.discountApplied ? ` (${p.discountPercentage}% off)` : ''}
                </span>
                <span className="font-semibold">
                  {p.discountApplied ? (
                    <>
                      <s className="mr-2 font-normal text-gray-600">
                        <span className="sr-only">was </span>
                        {formatCents(p.priceCents)}
                      </s>
                      <span className="sr-only">now </span>
                    </>
                  ) : null}
                  {formatCents(p.finalPriceCents)}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </TitledSection>
  );
}

export function ProductFields() {
  const { control } = useFormContext<MarqetRegistrationSubmitInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'products' });
  const vendorType = asVendor(useWatch<MarqetRegistrationSubmitInput, 'vendorType'>({ name: 'vendorType' }));
  const discount = vendorType ? MARQET_DISCOUNT_PERCENT[vendorType] : 0;
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="font-display text-xl font-bold text-night-900">Products</legend>
      <p className="text-sm text-gray-700">
        {MARQET_PRODUCTS_MIN} to {MARQET_PRODUCTS_MAX} products. The price covers 2 products; each extra
        product is {formatCents(3_000)}.
        {discount > 0
          ? ` As ${vendorType === 'affiliate' ? 'an' : 'a'} ${vendorType}, apply your ${discount}% discount to at least one product.`
          : ''}
      </p>
      {fields.map((field, index) => (
        <Card key={field.id}>
          <fieldset className="flex flex-col gap-4">
            <legend className="mb-4 font-semibold text-night-900">Product {index + 1}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormTextField label="Name" name={`products.${index}.name`} />
              <FormMoneyField label="Price (USD)" name={`products.${index}.priceCents`} />
              <FormSelectField
                label="Category"
                name={`products.${index}.category`}
                options={[...MARQET_CATEGORIES]}
              />
              <FormSelectField
                label="Availability"
                name={`products.${index}.availability`}
                options={[...PRODUCT_AVAILABILITY]}
              />
            </div>
            <FormTextArea label="Description" name={`products.${index}.description`} rows={2} />
            <FormTextField
              label="Link"
              name={`products.${index}.productLink`}
              type="url"
              placeholder="https://"
            />
            <FormImageField
              label="Image"
              name={`products.${index}.imageUrl`}
              purpose="marqet"
              maxBytes={UPLOAD_LIMITS.marqetImage}
              tooLargeMessage={texts.imageTooLarge}
              hint="An image file under 10MB."
            />
            <FormCheckbox
              label={discount > 0 ? `Apply the ${discount}% discount` : 'Apply discount'}
              name={`products.${index}.discountApplied`}
              disabled={discount === 0}
              hint={discount === 0 ? 'Discounts are for affiliates and partners.' : undefined}
            />
            <Button
              variant="ghost"
              size="sm"
              className="w-fit self-end"
              disabled={fields.length <= MARQET_PRODUCTS_MIN}
              aria-label={`Remove product ${index + 1}`}
              onClick={() => remove(index)}
            >
              Remove
            </Button>
          </fieldset>
        </Card>
      ))}
      <Button
        variant="secondary"
        className="w-fit"
        disabled={fields.length >= MARQET_PRODUCTS_MAX}
        onClick={() => append(emptyProduct())}
      >
        Add Product
      </Button>
    </fieldset>
  );
}
