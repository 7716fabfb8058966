import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import {
  MARQET_CATEGORIES,
  MARQET_DURATIONS,
  MARQET_PAYMENT_METHODS,
  PLACEMENT_PREFERENCES,
  PRODUCT_AVAILABILITY,
  UPLOAD_LIMITS,
} from '../../../shared/constants';
import {
  MARQET_DISCOUNT_PERCENT,
  MARQET_DURATION_CENTS,
  MARQET_PRODUCTS_MAX,
  MARQET_PRODUCTS_MIN,
  applyVendorDiscountRule,
  priceMarqetRegistration,
  type MarqetDuration,
  type VendorType,
} from '../../../shared/domains/marqet-pricing';
import {
  marqetRegistrationMessages as texts,
  marqetRegistrationSubmitSchema,
  type MarqetRegistrationSubmitInput,
  type MarqetRegistrationView,
  type RegistrationProductInput,
} from '../../../shared/domains/marqet-registration';
import { FormCheckboxGroup, FormRadioGroup } from '../../components/form/choice-group';
import { FormCheckbox, FormSelectField, FormTextArea, FormTextField } from '../../components/form/fields';
import { Form } from '../../components/form/form';
import { FormImageField } from '../../components/form/image-field';
import { FormMoneyField } from '../../components/form/number-fields';
import { SubmitButton } from '../../components/form/submit-button';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { Icon } from '../../components/ui/icon';
import { LinkButton } from '../../components/ui/link-button';
import { PageHeader } from '../../components/ui/page-header';
import { formatCents } from '../../lib/format';
import { useSubmitMarqetRegistration } from './registration-api';

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

const vendorChoices = (['vendor', 'affiliate', 'partner'] as const).map((type) => ({
  value: type,
  label:
    MARQET_DISCOUNT_PERCENT[type] > 0
      ? `${capitalise(type)} (${MARQET_DISCOUNT_PERCENT[type]}% discount for Fete members)`
      : `${capitalise(type)} (no discount)`,
}));
const placementChoices = PLACEMENT_PREFERENCES.map((value) => ({ value, label: value }));
const durationChoices = MARQET_DURATIONS.map((months) => ({
  value: String(months),
  label: `${months} months — ${formatCents(MARQET_DURATION_CENTS[months])}`,
}));

const emptyProduct = (): RegistrationProductInput => ({
  name: '',
  description: '',
  category: 'Accessories',
  priceCents: undefined,
  imageUrl: null,
  availability: 'In Stock',
  productLink: '',
  discountApplied: false,
});

const defaultValues: MarqetRegistrationSubmitInput = {
  brandName: '',
  websiteUrl: '',
  contactName: '',
  email: '',
  phone: '',
  description: '',
  vendorType: undefined as unknown as VendorType,
  placementPreference: [],
  brandImageUrl: null,
  products: [emptyProduct()],
  durationMonths: undefined as unknown as MarqetDuration,
  paymentMethod: 'Credit Card',
  agreeToTerms: false as unknown as true,
};

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
function VendorDiscountRule() {
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
function PriceSummary() {
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
    <section
      aria-labelledby="price-summary-title"
      className="rounded-2xl border border-gold-200 bg-gold-50 p-5"
    >
      <h2 id="price-summary-title" className="font-display text-lg font-bold text-night-900">
        Price Summary
      </h2>
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
    </section>
  );
}

function ProductFields() {
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

function Submitted({ registration }: { registration: MarqetRegistrationView }) {
  return (
    <Card className="flex flex-col items-center gap-4 py-10 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-sea-50 text-sea-700">
        <Icon name="checkCircle" />
      </span>
      <div role="status">
        <h2 className="font-display text-2xl font-bold text-night-900">{texts.submitted}</h2>
      </div>
      <p className="max-w-prose text-gray-700">
        Thank you! We will review the registration for {registration.brandName} and let you know. Total:{' '}
        <strong>{formatCents(registration.totalPriceCents)}</strong>.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <LinkButton to="/">Return to Home</LinkButton>
        <LinkButton to="/fete-marqet" variant="secondary">
          Visit the Fete Marqet
        </LinkButton>
      </div>
    </Card>
  );
}

/** Member-only (member-areas.md §2, Marqet vendor registration; §5 rules; §9 pricing). */
export default function MarqetRegistrationPage() {
  const submit = useSubmitMarqetRegistration();
  const [submitted, setSubmitted] = useState<MarqetRegistrationView | null>(null);
  return (
    <Container width="lg">
      <PageHeader
        eyebrow="Fete Marqet"
        title="Become a Fete Marqet Vendor"
        description="Put your carnival brand and products in front of the Fete community."
      />
      {submitted ? (
        <Submitted registration={submitted} />
      ) : (
        <Form
          schema={marqetRegistrationSubmitSchema}
          defaultValues={defaultValues}
          errorFallback={texts.submitFailed}
          onSubmit={async (values) => {
            setSubmitted(await submit.mutateAsync(values));
            window.scrollTo({ top: 0 });
          }}
        >
          <VendorDiscountRule />
          <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
            <div className="flex flex-col gap-6">
              <Card className="flex flex-col gap-4">
                <h2 className="font-display text-xl font-bold text-night-900">Your brand</h2>
                <div className="grid gap-4 sm:grid-cols-2">
                  <FormTextField label="Brand Name" name="brandName" required autoComplete="organization" />
                  <FormTextField label="Website" name="websiteUrl" type="url" placeholder="https://" />
                  <FormTextField label="Contact Name" name="contactName" required autoComplete="name" />
                  <FormTextField label="Email" name="email" type="email" required autoComplete="email" />
                  <FormTextField label="Phone" name="phone" type="tel" autoComplete="tel" />
                </div>
                <FormTextArea label="Brand Description" name="description" rows={3} />
                <FormImageField
                  label="Brand Image"
                  name="brandImageUrl"
                  purpose="marqet"
                  maxBytes={UPLOAD_LIMITS.marqetImage}
                  tooLargeMessage={texts.imageTooLarge}
                  hint="An image file under 10MB."
                />
              </Card>
              <Card className="flex flex-col gap-5">
                <FormRadioGroup label="Vendor Type" name="vendorType" choices={vendorChoices} required />
                <FormCheckboxGroup
                  label="Placement Preference"
                  name="placementPreference"
                  choices={placementChoices}
                  required
                />
              </Card>
              <ProductFields />
              <Card className="flex flex-col gap-5">
                <FormRadioGroup
                  label="Display Duration"
                  name="durationMonths"
                  choices={durationChoices}
                  required
                />
                <FormSelectField
                  label="Payment Method"
                  name="paymentMethod"
                  options={[...MARQET_PAYMENT_METHODS]}
                  required
                />
                <FormCheckbox label="I agree to the terms and conditions" name="agreeToTerms" />
              </Card>
            </div>
            <div className="flex flex-col gap-4 lg:sticky lg:top-24 lg:self-start">
              <PriceSummary />
              <SubmitButton loadingText="Submitting...">Submit Registration</SubmitButton>
            </div>
          </div>
        </Form>
      )}
    </Container>
  );
}
