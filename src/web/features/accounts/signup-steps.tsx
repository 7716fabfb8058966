import { useId } from 'react';
import { MEMBERSHIP, TERRITORIES } from '../../../shared/constants';
import { Avatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { FileField } from '../../components/ui/file-field';
import { PasswordField } from '../../components/ui/password-field';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { IMAGE_ACCEPT, useObjectUrl } from '../../lib/files';
import { cx } from '../../lib/cx';

export interface SignupValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  territory: string;
  locality: string;
}

interface StepProps {
  values: SignupValues;
  onChange: (name: keyof SignupValues, value: string) => void;
  invalid: Set<string>;
  describedBy?: string;
}

export function AccountStep({ values, onChange, invalid, describedBy }: StepProps) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First Name"
          name="firstName"
          autoComplete="given-name"
          required
          value={values.firstName}
          onChange={(e) => onChange('firstName', e.target.value)}
          invalid={invalid.has('firstName')}
          describedBy={describedBy}
        />
        <TextField
          label="Last Name"
          name="lastName"
          autoComplete="family-name"
          required
          value={values.lastName}
          onChange={(e) => onChange('lastName', e.target.value)}
          invalid={invalid.has('lastName')}
          describedBy={describedBy}
        />
      </div>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={(e) => onChange('email', e.target.value)}
        invalid={invalid.has('email')}
        describedBy={describedBy}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        required
        hint="At least 6 characters."
        value={values.password}
        onChange={(e) => onChange('password', e.target.value)}
        invalid={invalid.has('password')}
        describedBy={describedBy}
      />
    </>
  );
}

export function LocationStep({
  values,
  onChange,
  invalid,
  describedBy,
  avatar,
  avatarError,
  onAvatarChange,
}: StepProps & {
  avatar: File | null;
  avatarError: string | null;
  onAvatarChange: (file: File | null) => void;
}) {
  const preview = useObjectUrl(avatar);
  return (
    <>
      <SelectField
        label="Territory"
        name="territory"
        autoComplete="country-name"
        required
        placeholder="Select your territory"
        options={TERRITORIES}
        value={values.territory}
        onChange={(e) => onChange('territory', e.target.value)}
        invalid={invalid.has('territory')}
        describedBy={describedBy}
      />
      <TextField
        label="Locality"
        name="locality"
        autoComplete="address-level2"
        required
        placeholder="City, town or village"
        value={values.locality}
        onChange={(e) => onChange('locality', e.target.value)}
        invalid={invalid.has('locality')}
        describedBy={describedBy}
      />
      <div className="flex items-start gap-4">
        <Avatar
          src={preview}
          firstName={values.firstName}
          lastName={values.lastName}
          size="lg"
          className="mt-7"
          decorative
        />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <FileField
            label="Profile Picture"
            name="avatar"
            accept={IMAGE_ACCEPT}
            hint="Optional. A JPEG, PNG, WebP or GIF image less than 30MB."
            error={avatarError ?? undefined}
            onChange={(e) => onAvatarChange(e.target.files?.[0] ?? null)}
          />
          {avatar ? (
            <Button variant="ghost" size="sm" className="self-start" onClick={() => onAvatarChange(null)}>
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
