import { useState } from 'react';
import {
  MARQET_DURATIONS,
  MARQET_PAYMENT_METHODS,
  PLACEMENT_PREFERENCES,
  UPLOAD_LIMITS,
} from '../../../shared/constants';
import {
  MARQET_DISCOUNT_PERCENT,
  MARQET_DURATION_CENTS,
  type MarqetDuration,
  type VendorType,
} from '../../../shared/domains/marqet-pricing';
import {
  marqetRegistrationMessages as texts,
  marqetRegistrationSubmitSchema,
  type MarqetRegistrationSubmitInput,
  type MarqetRegistrationView,
} from '../../../shared/domains/marqet-registration';
import { FormCheckboxGroup, FormRadioGroup } from '../../components/form/choice-group';
import { FormCheckbox, FormSelectField, FormTextArea, FormTextField } from '../../components/form/fields';
import { Form } from '../../components/form/form';
import { FormImageField } from '../../components/form/image-field';
import { SubmitButton } from '../../components/form/submit-button';
import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { Icon } from '../../components/ui/icon';
import { LinkButton } from '../../components/ui/link-button';
import { PageHeader } from '../../components/ui/page-header';
import { formatCents } from '../../lib/format';
import { SitePageLink } from '../../components/ui/site-page-link';
import { useSubmitMarqetRegistration } from './registration-api';
import { capitalise } from './registration-status';
import { emptyProduct, PriceSummary, ProductFields, VendorDiscountRule } from './registration-form-parts';
import { paths } from '../../app/paths';

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
        <LinkButton to={paths.home()}>Return to Home</LinkButton>
        {/* Where the member follows it: status, expiry and renewal (the decisions' notices lead there too). */}
        <LinkButton to={paths.dashboard({ tab: 'marqet' })} variant="secondary">
          See My Registrations
        </LinkButton>
        <LinkButton to={paths.feteMarqet()} variant="secondary">
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
                <FormCheckbox
                  label={
                    <>
                      I agree to the <SitePageLink page="terms">terms and conditions</SitePageLink>
                    </>
                  }
                  name="agreeToTerms"
                />
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
