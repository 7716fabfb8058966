import { useId, useState, type ReactNode } from 'react';
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

/**
 * One membership choice, a radio card: the one on offer (checked at first), or one not available yet (greyed
 * out and disabled).
 */
function MembershipOption({
  id,
  value,
  title,
  tags,
  description,
  available,
}: {
  id: string;
  value: string;
  title: string;
  tags: ReactNode;
  description: string;
  available: boolean;
}) {
  return (
    <label
      htmlFor={`${id}-${value}`}
      className={cx(
        'flex items-start gap-4 rounded-2xl border-2 p-4',
        available
          ? 'cursor-pointer border-gold-500 bg-linear-to-br from-gold-100 via-white to-sunset-50 shadow-sm has-focus-visible:outline-3 has-focus-visible:outline-sea-600'
          : 'cursor-not-allowed border-gray-200 bg-gray-50',
      )}
    >
      <input
        type="radio"
        id={`${id}-${value}`}
        name="membership"
        value={value}
        defaultChecked={available}
        disabled={!available}
        className={cx('mt-1 h-5 w-5', available && 'accent-carnival-600')}
      />
      <span className="flex flex-1 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span
            className={cx('font-display text-lg font-bold', available ? 'text-night-900' : 'text-gray-700')}
          >
            {title}
          </span>
          {tags}
        </span>
        <span className={cx('text-sm', available ? 'text-gray-700' : 'text-gray-600')}>{description}</span>
      </span>
    </label>
  );
}

export function MembershipStep() {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-sm font-semibold text-night-900">Membership</legend>
      <MembershipOption
        id={id}
        value="gold"
        title="Gold"
        tags={<Badge tone="gold">Free</Badge>}
        description="Free for one year: likes, your Fete ID, receipts, forms and the Fete Nation."
        available
      />
      <MembershipOption
        id={id}
        value="premium"
        title="Premium"
        tags={
          <>
            <span className="text-sm font-semibold text-gray-700">${MEMBERSHIP.premiumPriceUsd}/year</span>
            <Badge tone="night">Coming Soon</Badge>
          </>
        }
        description="Not available yet."
        available={false}
      />
    </fieldset>
  );
}
