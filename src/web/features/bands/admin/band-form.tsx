import { COUNTRIES } from '../../../../shared/constants';
import { bandInputSchema, type AdminBand } from '../../../../shared/domains/band-admin';
import { FormSelectField } from '../../../components/form/fields';
import { declaredForm } from '../../../components/manager/declared-form';
import { useCarnivalChoices } from '../../carnivals/api';
import { bandsAdminMessages as t } from './messages';

/** The band's carnival, among every carnival (inactive ones too). */
function CarnivalField() {
  return (
    <FormSelectField
      label="Carnival"
      name="carnivalId"
      options={useCarnivalChoices(true)}
      placeholder="None"
    />
  );
}

/** Every field the public band list and band page show, plus the year. */
export const bandForm = declaredForm<AdminBand, typeof bandInputSchema>({
  schema: bandInputSchema,
  label: (band) => (band ? `Edit ${band.name}` : 'Add a band'),
  texts: t,
  submit: { add: 'Add Band', edit: 'Save Changes', adding: 'Saving...' },
  addCancel: true,
  columns: true,
  fields: [
    { name: 'name', label: 'Name', required: true },
    { name: 'year', label: 'Year', type: 'number', inputMode: 'numeric', min: 1900, max: 2200 },
    { kind: 'area', name: 'description', label: 'Description', rows: 3, wide: true },
    { name: 'startDate', label: 'Start date', type: 'date', required: true },
    { name: 'endDate', label: 'End date', type: 'date' },
    { name: 'location', label: 'Location' },
    { name: 'state', label: 'State' },
    {
      kind: 'select',
      name: 'country',
      label: 'Country',
      options: COUNTRIES,
      required: true,
      blank: 'Trinidad',
    },
    {
      kind: 'money',
      name: 'priceFromCents',
      label: 'Costume price from ($)',
      hint: 'Leave blank if not published',
    },
    { kind: 'money', name: 'priceToCents', label: 'Costume price to ($)' },
    <CarnivalField key="carnivalId" />,
    { kind: 'image', name: 'imageUrl', label: 'Image' },
    { name: 'websiteUrl', label: 'Website', type: 'url', hint: 'https://…' },
    { name: 'instagramUrl', label: 'Instagram', type: 'url', hint: 'https://…' },
    { name: 'registrationUrl', label: 'Registration link (Register Now)', type: 'url' },
    {
      name: 'feteIdRegistrationUrl',
      label: 'Fete ID registration link',
      type: 'url',
      hint: 'Shown to signed-in members only',
    },
  ],
  values: (band) => ({ carnivalId: band?.carnivalId ?? '' }),
});
