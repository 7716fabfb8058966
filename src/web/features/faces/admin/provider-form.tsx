import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { COUNTRIES, PROVIDER_SERVICES } from '../../../../shared/constants';
import {
  providerAdminMessages as texts,
  providerCreateSchema,
  providerUpdateSchema,
  type ProviderAdminItem,
} from '../../../../shared/domains/provider-admin';
import { cleanTextList } from '../../../../shared/schemas/text-list';
import { addFormOf, editFormOf } from '../../../components/manager/manager-form';
import { FormSelectField, FormTextArea, FormTextField } from '../../../components/form/fields';
import { FormImageField } from '../../../components/form/image-field';
import { FormRows } from '../../../components/form/form-rows';
import { wireSchema } from '../../../components/form/wire-schema';
import { Button } from '../../../components/ui/button';
import { centsToDollars, dollarsToCents } from '../../../lib/money';

/** The form's values: the provider's own, or a new provider's (in Trinidad, with nothing else yet). */
const valuesOf = (p?: ProviderAdminItem) => ({
  firstName: p?.firstName ?? '',
  lastName: p?.lastName ?? '',
  bio: p?.bio ?? '',
  // A row per service, its price optional (dollars as typed): a price always belongs to a listed service.
  services: (p?.services ?? []).map((name) => ({ name, price: centsToDollars(p?.servicePrices[name]) })),
  country: p?.country ?? 'Trinidad',
  state: p?.state ?? '',
  location: p?.location ?? '',
  bookingUrl: p?.bookingUrl ?? '',
  instagramUrl: p?.instagramUrl ?? '',
  avatarUrl: p?.avatarUrl ?? null,
});
type Inputs = ReturnType<typeof valuesOf>;
const inputsSchema = z.custom<Inputs>();

const key = (text: string) => text.trim().toLocaleLowerCase('en-US');

function toWire({ services, ...rest }: Inputs) {
  return {
    ...rest,
    services: services.map((row) => row.name),
    servicePrices: Object.fromEntries(
      services.filter((row) => row.price.trim() !== '').map((row) => [row.name, dollarsToCents(row.price)]),
    ),
  };
}

/** The server's issues back on the row they concern: `services.2` is the third service left after cleaning. */
function fieldOf(path: PropertyKey[], values: Inputs): PropertyKey[] {
  const rowOf = (name: string) => values.services.findIndex((row) => key(row.name) === key(name));
  if (path[0] === 'services' && typeof path[1] === 'number') {
    const name = cleanTextList(values.services.map((row) => row.name))[path[1]];
    const row = name === undefined ? -1 : rowOf(name);
    return row >= 0 ? ['services', row, 'name'] : ['services'];
  }
  if (path[0] === 'servicePrices' && typeof path[1] === 'string') {
    const row = rowOf(path[1]);
    return row >= 0 ? ['services', row, 'price'] : ['services'];
  }
  return path.slice(0, 1);
}

const createFormSchema = wireSchema(inputsSchema, providerCreateSchema, toWire, fieldOf);
const updateFormSchema = wireSchema(inputsSchema, providerUpdateSchema, toWire, fieldOf);

/** The services with their prices: suggested services one press away, any other typed in a row. */
function ServiceRows() {
  const idPrefix = useId();
  const rows = (useWatch<Inputs, 'services'>({ name: 'services' }) ?? []) as Inputs['services'];
  const listed = new Set(rows.map((row) => key(row.name)));
  const suggestions = PROVIDER_SERVICES.filter((service) => !listed.has(key(service)));
  const datalistId = `${idPrefix}-service-suggestions`;
  return (
    <FormRows
      name="services"
      legend="Services and prices"
      emptyText="No services listed yet."
      addLabel="Add service"
      newRow={() => ({ name: '', price: '' })}
      removeLabel={(index) =>
        `Remove service ${index + 1}${rows[index]?.name ? ` (${rows[index].name})` : ''}`
      }
      gridClassName="sm:grid-cols-[1fr_10rem_auto]"
      before={
        <datalist id={datalistId}>
          {PROVIDER_SERVICES.map((service) => (
            <option key={service} value={service} />
          ))}
        </datalist>
      }
      after={(append) =>
        suggestions.length > 0 ? (
          <div className="flex flex-col gap-1.5">
            <p className="text-xs font-semibold text-gray-700" id={`${idPrefix}-suggested`}>
              Suggested services
            </p>
            <ul aria-labelledby={`${idPrefix}-suggested`} className="flex flex-wrap gap-1.5">
              {suggestions.map((service) => (
                <li key={service}>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="ring-1 ring-night-900/15"
                    aria-label={`Add service ${service}`}
                    icon={<span aria-hidden="true">+</span>}
                    onClick={() => append({ name: service, price: '' })}
                  >
                    {service}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ) : null
      }
    >
      {(index) => (
        <>
          <FormTextField
            label={`Service ${index + 1}`}
            name={`services.${index}.name`}
            list={datalistId}
            autoComplete="off"
            maxLength={80}
          />
          <FormTextField
            label={`Price of service ${index + 1} ($)`}
            name={`services.${index}.price`}
            inputMode="decimal"
            autoComplete="off"
            hint="Optional"
          />
        </>
      )}
    </FormRows>
  );
}

const providerFields = (
  <>
    <div className="grid gap-4 sm:grid-cols-2">
      <FormTextField label="First name" name="firstName" required maxLength={80} autoComplete="off" />
      <FormTextField label="Last name" name="lastName" required maxLength={80} autoComplete="off" />
    </div>
    <FormTextArea label="Bio" name="bio" rows={3} maxLength={4000} />
    <ServiceRows />
    <div className="grid gap-4 sm:grid-cols-3">
      <FormSelectField label="Country" name="country" options={COUNTRIES} />
      <FormTextField label="State" name="state" maxLength={120} />
      <FormTextField label="Location" name="location" maxLength={120} />
    </div>
    <div className="grid gap-4 sm:grid-cols-2">
      <FormTextField
        label="Booking link"
        name="bookingUrl"
        type="url"
        inputMode="url"
        placeholder="https://"
      />
      <FormTextField
        label="Instagram link"
        name="instagramUrl"
        type="url"
        inputMode="url"
        placeholder="https://instagram.com/…"
      />
    </div>
    <FormImageField label="Profile picture" name="avatarUrl" purpose="image" />
  </>
);

/** The add panel's form: a new provider is active and unrated. */
export const providerAddForm = addFormOf({
  schema: createFormSchema,
  values: () => valuesOf(),
  label: 'Add a provider',
  errorFallback: texts.addFailed,
  fields: providerFields,
  submitLabel: 'Add Provider',
});

/** Inline edit of one provider; Cancel discards the changes. Ratings are the members' and are not here. */
export const providerEditForm = editFormOf({
  schema: updateFormSchema,
  values: valuesOf,
  label: (provider: ProviderAdminItem) => `Edit ${provider.firstName} ${provider.lastName}`,
  errorFallback: texts.updateFailed,
  fields: providerFields,
});
