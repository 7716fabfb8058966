import { useId, useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { MEMBERSHIP } from '../../../shared/constants';
import { FormFileField, FormPasswordField, FormTextField } from '../../components/form/fields';
import { Avatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { IMAGE_ACCEPT, useObjectUrl } from '../../lib/files';
import { cx } from '../../lib/cx';
import type { SignUpInput } from '../../lib/auth';
import { LocationFields, NameFields } from '../../components/form/member-fields';

export interface SignupValues extends SignUpInput {
  /** Uploaded once the account exists (an upload needs a member). */
  avatar: File | null;
}

export function AccountStep() {
  return (
    <>
      <NameFields />
      <FormTextField label="Email" name="email" type="email" autoComplete="email" required />
      <FormPasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        required
        hint="At least 6 characters."
      />
    </>
  );
}

export function LocationStep({ firstName, lastName }: { firstName: string; lastName: string }) {
  const { setValue } = useFormContext<Pick<SignupValues, 'avatar'>>();
  const avatar = useWatch<Pick<SignupValues, 'avatar'>, 'avatar'>({ name: 'avatar' });
  const { errors } = useFormState<Pick<SignupValues, 'avatar'>>({ name: 'avatar' });
  // A file the checks refused is held (so Next stays blocked) but never previewed.
  const preview = useObjectUrl(avatar && !errors.avatar ? avatar : null);
  // A file input cannot be emptied by a value: a new one replaces it when the picture is removed.
  const [inputKey, setInputKey] = useState(0);
  return (
    <>
      <LocationFields localityPlaceholder="City, town or village" />
      <div className="flex items-start gap-4">
        <Avatar
          src={preview}
          firstName={firstName}
          lastName={lastName}
          size="lg"
          className="mt-7"
          decorative
        />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <FormFileField
            key={inputKey}
            label="Profile Picture"
            name="avatar"
            accept={IMAGE_ACCEPT}
            hint="Optional. A JPEG, PNG, WebP or GIF image less than 30MB."
          />
          {avatar ? (
            <Button
              variant="ghost"
              size="sm"
              className="self-start"
              onClick={() => {
                setValue('avatar', null, { shouldValidate: true });
                setInputKey((k) => k + 1);
              }}
            >
              Remove picture
            </Button>
          ) : null}
        </div>
      </div>
    </>
  );
}

export function MembershipStep() {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-sm font-semibold text-night-900">Membership</legend>
      <label
        htmlFor={`${id}-gold`}
        className="flex cursor-pointer items-start gap-4 rounded-2xl border-2 border-gold-500 bg-linear-to-br from-gold-100 via-white to-sunset-50 p-4 shadow-sm has-focus-visible:outline-3 has-focus-visible:outline-sea-600"
      >
        <input
          type="radio"
          id={`${id}-gold`}
          name="membership"
          value="gold"
          defaultChecked
          className="mt-1 h-5 w-5 accent-carnival-600"
        />
        <span className="flex flex-1 flex-col gap-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-display text-lg font-bold text-night-900">Gold</span>
            <Badge tone="gold">Free</Badge>
          </span>
          <span className="text-sm text-gray-700">
            Free for one year: likes, your Fete ID, receipts, forms and the Fete Nation.
          </span>
        </span>
      </label>
      <label
        htmlFor={`${id}-premium`}
        className={cx(
          'flex items-start gap-4 rounded-2xl border-2 border-gray-200 bg-gray-50 p-4',
          'cursor-not-allowed',
        )}
      >
        <input
          type="radio"
          id={`${id}-premium`}
          name="membership"
          value="premium"
          disabled
          className="mt-1 h-5 w-5"
        />
        <span className="flex flex-1 flex-col gap-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-display text-lg font-bold text-gray-700">Premium</span>
            <span className="text-sm font-semibold text-gray-700">${MEMBERSHIP.premiumPriceUsd}/year</span>
            <Badge tone="night">Coming Soon</Badge>
          </span>
          <span className="text-sm text-gray-600">Not available yet.</span>
        </span>
      </label>
    </fieldset>
  );
}
