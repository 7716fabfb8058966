import { TERRITORIES } from '../../../shared/constants';
import { FormPasswordField, FormSelectField, FormTextField } from './fields';

/**
 * A member's form sections, the same on the sign-up steps and in Settings: the name (First Name and Last Name side
 * by side), the place (Territory and Locality) and a new password with its confirmation. They bind to the
 * enclosing form's `firstName`, `lastName`, `territory`, `locality`, `newPassword` and `confirmPassword`.
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

/** A new password (at least 6 characters) and its confirmation: resetting it, or changing it in Settings. */
export function NewPasswordFields({ confirmLabel }: { confirmLabel: string }) {
  return (
    <>
      <FormPasswordField
        label="New Password"
        name="newPassword"
        autoComplete="new-password"
        required
        hint="At least 6 characters."
      />
      <FormPasswordField label={confirmLabel} name="confirmPassword" autoComplete="new-password" required />
    </>
  );
}
