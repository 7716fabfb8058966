import type { DefaultValues } from 'react-hook-form';
import { COUNTRIES, CUISINES, PRICE_RANGES } from '../../../../shared/constants';
import {
  restaurantInputSchema,
  type RestaurantInput,
  type RestaurantManaged,
  type RestaurantValues,
} from '../../../../shared/domains/restaurant-manage';
import { ManagerForm } from '../../../components/manager/manager-form';
import { FormSelectField, FormTextArea, FormTextField } from '../../../components/form/fields';
import { FormImageField } from '../../../components/form/image-field';
import { FormNumberField } from '../../../components/form/number-fields';

/** A new restaurant: the defaults of admin-back-office.md §3 and §9. */
export const newRestaurantValues: DefaultValues<RestaurantInput> = {
  name: '',
  description: '',
  location: '',
  country: 'Trinidad',
  state: 'Port of Spain',
  cuisine: 'Caribbean',
  priceRange: '$$',
  openingTime: '11:00',
  closingTime: '22:00',
  websiteUrl: '',
  instagramUrl: '',
  eatNowUrl: '',
  imageUrl: null,
  latitude: null,
  longitude: null,
};

/** The form's values for an existing restaurant (times as the time inputs take them). */
export const restaurantValues = (r: RestaurantManaged): DefaultValues<RestaurantInput> => ({
  name: r.name,
  description: r.description,
  location: r.location,
  country: r.country as RestaurantInput['country'],
  state: r.state,
  cuisine: r.cuisine as RestaurantInput['cuisine'],
  priceRange: r.priceRange as RestaurantInput['priceRange'],
  openingTime: r.openingTime.slice(0, 5),
  closingTime: r.closingTime.slice(0, 5),
  websiteUrl: r.websiteUrl ?? '',
  instagramUrl: r.instagramUrl ?? '',
  eatNowUrl: r.eatNowUrl ?? '',
  imageUrl: r.imageUrl,
  latitude: r.latitude,
  longitude: r.longitude,
});

/**
 * The whole restaurant record, for the manager's add panel and inline edit and for the owner's page: the
 * server validates with the same schema (restaurantInputSchema).
 */
export function RestaurantForm({
  defaultValues,
  onSubmit,
  errorFallback,
  successMessage,
  submitLabel,
  onCancel,
  label,
}: {
  defaultValues: DefaultValues<RestaurantInput>;
  onSubmit: (values: RestaurantValues) => Promise<unknown>;
  errorFallback: string;
  successMessage?: string;
  submitLabel: string;
  onCancel?: () => void;
  label: string;
}) {
  return (
    <ManagerForm
      schema={restaurantInputSchema}
      defaultValues={defaultValues}
      onSubmit={(values) => onSubmit(values)}
      errorFallback={errorFallback}
      successMessage={successMessage}
      aria-label={label}
      submitLabel={submitLabel}
      onCancel={onCancel}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <FormTextField label="Name" name="name" required autoComplete="off" />
        <FormTextField label="Location" name="location" required hint="Street and area" autoComplete="off" />
        <FormSelectField label="Country" name="country" options={COUNTRIES} />
        <FormTextField label="State or region" name="state" autoComplete="off" />
        <FormNumberField
          label="Latitude"
          name="latitude"
          fraction
          hint="Where Open in Maps points, e.g. 10.6549; blank uses the address"
        />
        <FormNumberField
          label="Longitude"
          name="longitude"
          fraction
          hint="West of Greenwich is negative, e.g. -61.5019"
        />
        <FormSelectField label="Cuisine" name="cuisine" options={CUISINES} />
        <FormSelectField label="Price range" name="priceRange" options={PRICE_RANGES} />
        <FormTextField label="Opening time" name="openingTime" type="time" />
        <FormTextField label="Closing time" name="closingTime" type="time" />
        <FormTextField label="Website" name="websiteUrl" type="url" placeholder="https://" />
        <FormTextField
          label="Instagram"
          name="instagramUrl"
          type="url"
          placeholder="https://instagram.com/…"
        />
        <FormTextField
          label="Order now link"
          name="eatNowUrl"
          type="url"
          placeholder="https://"
          hint="Where the Order Now button goes"
        />
        <FormImageField name="imageUrl" label="Restaurant image" previewAlt="Current restaurant image" />
      </div>
      <FormTextArea label="Description" name="description" rows={3} />
    </ManagerForm>
  );
}
