import { COUNTRIES } from '../../../../shared/constants';
import { bandInputSchema, type AdminBand, type BandInput } from '../../../../shared/domains/band-admin';
import { FormSelectField, FormTextArea, FormTextField } from '../../../components/form/fields';
import { FormImageField } from '../../../components/form/image-field';
import { FormMoneyField } from '../../../components/form/number-fields';
import { ManagerForm } from '../../../components/manager/manager-form';
import { useCarnivalChoices } from '../../carnivals/api';
import { bandsAdminMessages as t } from './messages';

const defaults = (band?: AdminBand): BandInput => ({
  name: band?.name ?? '',
  description: band?.description ?? '',
  location: band?.location ?? '',
  state: band?.state ?? '',
  country: (band?.country as BandInput['country']) ?? 'Trinidad',
  year: band?.year ?? ('' as unknown as null),
  startDate: band?.startDate ?? '',
  endDate: band?.endDate ?? '',
  imageUrl: band?.imageUrl ?? null,
  websiteUrl: band?.websiteUrl ?? '',
  instagramUrl: band?.instagramUrl ?? '',
  registrationUrl: band?.registrationUrl ?? '',
  feteIdRegistrationUrl: band?.feteIdRegistrationUrl ?? '',
  priceFromCents: band?.priceFromCents ?? undefined,
  priceToCents: band?.priceToCents ?? undefined,
  carnivalId: band?.carnivalId ?? '',
});

/** Every field the public band list and band page show, plus the year. */
export function BandForm({
  band,
  submitLabel,
  onSave,
  onCancel,
}: {
  band?: AdminBand;
  submitLabel: string;
  onSave: (input: BandInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const carnivals = useCarnivalChoices(true);
  return (
    <ManagerForm
      schema={bandInputSchema}
      aria-label={band ? `Edit ${band.name}` : 'Add a band'}
      defaultValues={defaults(band)}
      errorFallback={band ? t.updateFailed : t.addFailed}
      onSubmit={(values) => onSave(values)}
      submitLabel={submitLabel}
      onCancel={onCancel}
      columns
    >
      <FormTextField label="Name" name="name" required />
      <FormTextField label="Year" name="year" type="number" inputMode="numeric" min={1900} max={2200} />
      <div className="sm:col-span-2">
        <FormTextArea label="Description" name="description" rows={3} />
      </div>
      <FormTextField label="Start date" name="startDate" type="date" required />
      <FormTextField label="End date" name="endDate" type="date" />
      <FormTextField label="Location" name="location" />
      <FormTextField label="State" name="state" />
      <FormSelectField label="Country" name="country" options={COUNTRIES} required />
      <FormMoneyField
        label="Costume price from ($)"
        name="priceFromCents"
        hint="Leave blank if not published"
      />
      <FormMoneyField label="Costume price to ($)" name="priceToCents" />
      <FormSelectField label="Carnival" name="carnivalId" options={carnivals} placeholder="None" />
      <FormImageField label="Image" name="imageUrl" />
      <FormTextField label="Website" name="websiteUrl" type="url" hint="https://…" />
      <FormTextField label="Instagram" name="instagramUrl" type="url" hint="https://…" />
      <FormTextField label="Registration link (Register Now)" name="registrationUrl" type="url" />
      <FormTextField
        label="Fete ID registration link"
        name="feteIdRegistrationUrl"
        type="url"
        hint="Shown to signed-in members only"
      />
    </ManagerForm>
  );
}
