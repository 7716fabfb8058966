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
import { declaredForm } from '../../../components/manager/declared-form';
import { FormTextField } from '../../../components/form/fields';
import { FormRows } from '../../../components/form/form-rows';
import { wireSchema } from '../../../components/form/wire-schema';
import { Button } from '../../../components/ui/button';
import { centsToDollars, dollarsToCents } from '../../../lib/money';

/** What the inputs hold (a new provider's: in Trinidad, with nothing else yet); the services as rows. */
type Inputs = Omit<ProviderAdminItem, 'services' | 'servicePrices'> & {
  services: { name: string; price: string }[];
};
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

/** The add panel's and inline edit's forms: a new provider is active and unrated; ratings are the members'. */
export const providerForm = declaredForm<ProviderAdminItem, typeof createFormSchema, typeof updateFormSchema>(
  {
    schema: createFormSchema,
    editSchema: updateFormSchema,
    label: (p) => (p ? `Edit ${p.firstName} ${p.lastName}` : 'Add a provider'),
    texts,
    submit: { add: 'Add Provider' },
    fields: [
      {
        row: [
          { name: 'firstName', label: 'First name', required: true, maxLength: 80, autoComplete: 'off' },
          { name: 'lastName', label: 'Last name', required: true, maxLength: 80, autoComplete: 'off' },
        ],
      },
      { kind: 'area', name: 'bio', label: 'Bio', rows: 3, maxLength: 4000 },
      <ServiceRows key="services" />,
      {
        row: [
          { kind: 'select', name: 'country', label: 'Country', options: COUNTRIES, blank: 'Trinidad' },
          { name: 'state', label: 'State', maxLength: 120 },
          { name: 'location', label: 'Location', maxLength: 120 },
        ],
      },
      {
        row: [
          {
            name: 'bookingUrl',
            label: 'Booking link',
            type: 'url',
            inputMode: 'url',
            placeholder: 'https://',
          },
          {
            name: 'instagramUrl',
            label: 'Instagram link',
            type: 'url',
            inputMode: 'url',
            placeholder: 'https://instagram.com/…',
          },
        ],
      },
      { kind: 'image', name: 'avatarUrl', label: 'Profile picture', purpose: 'image' },
    ],
    // A row per service, its price optional (dollars as typed): a price always belongs to a listed service.
    values: (p) => ({
      services: (p?.services ?? []).map((name) => ({ name, price: centsToDollars(p?.servicePrices[name]) })),
    }),
  },
);
