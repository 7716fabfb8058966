import { TERRITORIES } from '../../../shared/constants';
import { FormSelectField, FormTextField } from './fields';

/**
 * A member's form sections, the same on the sign-up steps and in Settings: the name (First Name and Last Name side
 * by side) and the place (Territory and Locality). They bind to the enclosing form's `firstName`, `lastName`,
 * `territory` and `locality`.
 */
export function NameFields() {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormTextField label="First Name" name="firstName" autoComplete="given-name" required />
      <FormTextField label="Last Name" name="lastName" autoComplete="family-name" required />
    </div>
  );
}

/** `saved`: the member's territory, still offered when the list no longer has it. */
export function LocationFields({
  saved,
  localityPlaceholder,
}: {
  saved?: string;
  localityPlaceholder?: string;
}) {
  const options =
    !saved || TERRITORIES.includes(saved as (typeof TERRITORIES)[number])
      ? TERRITORIES
      : [saved, ...TERRITORIES];
  return (
    <>
      <FormSelectField
        label="Territory"
        name="territory"
        autoComplete="country-name"
        required
        placeholder="Select your territory"
        options={options}
      />
      <FormTextField
        label="Locality"
        name="locality"
        autoComplete="address-level2"
        required
        placeholder={localityPlaceholder}
      />
    </>
  );
}
