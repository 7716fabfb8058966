import { useQuery } from '@tanstack/react-query';
import type { UseMutationResult } from '@tanstack/react-query';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import type { ReactNode } from 'react';
import { messages } from '../../../../shared/errors';
import { Form, type FormSchema } from '../../../components/form/form';
import { SubmitButton } from '../../../components/form/submit-button';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { useViewer } from '../../../lib/auth';
import { myProfileQuery, type MemberProfile } from '../api';

export function SectionCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-6">
      <div>
        <h2 className="font-display text-2xl font-bold text-night-900">{title}</h2>
        {description ? <p className="mt-1 text-gray-700">{description}</p> : null}
      </div>
      {children}
    </Card>
  );
}

/** Loads GET /api/members/me, then renders the section with it ('Failed to load profile' otherwise). */
export function WithProfile({ children }: { children: (profile: MemberProfile) => ReactNode }) {
  const query = useQuery(myProfileQuery(useViewer().key));
  if (query.isPending) return <Spinner label="Loading profile..." />;
  if (query.isError) {
    return (
      <RetryAlert onRetry={query.refetch} retrying={query.isFetching}>
        {messages.settings.profileLoadFailed}
      </RetryAlert>
    );
  }
  return <>{children(query.data)}</>;
}

/**
 * A setting saved as soon as the box is ticked (`mutation` takes the new value): while it saves, the box shows
 * the value being saved and waits.
 */
export function SettingCheckbox({
  name,
  label,
  hint,
  saved,
  mutation,
}: {
  name: string;
  label: string;
  hint?: string;
  /** The value as last saved. */
  saved: boolean;
  mutation: UseMutationResult<unknown, Error, boolean>;
}) {
  return (
    <Checkbox
      name={name}
      label={label}
      hint={hint}
      checked={mutation.isPending ? mutation.variables : saved}
      disabled={mutation.isPending}
      onChange={(e) => mutation.mutate(e.target.checked)}
    />
  );
}

/** Under a setting: a failed save (the server's words for a 4xx, else `failedMessage`), then useFlash's message. */
export function SaveOutcome({
  error,
  failedMessage,
  message,
}: {
  error: unknown;
  failedMessage: string;
  message: string | null;
}) {
  return (
    <>
      {error ? <Alert tone="error">{errorMessage(error, failedMessage)}</Alert> : null}
      {message ? <Alert tone="success">{message}</Alert> : null}
    </>
  );
}

/**
 * A form that saves a part of the member's profile (name, location): "Profile updated successfully" or the
 * failure, and `submitLabel` ("Saving..." while it saves). Saving makes the profile and the session (the avatar
 * menu) stale: both ask again.
 */
export function ProfilePartForm<S extends FormSchema>({
  schema,
  defaultValues,
  save,
  submitLabel,
  children,
}: {
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  save: (values: z.output<S>) => Promise<unknown>;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <Form
      schema={schema}
      defaultValues={defaultValues}
      errorFallback={messages.settings.profileUpdateFailed}
      successMessage={messages.settings.profileUpdated}
      onSubmit={async (values) => {
        await save(values);
      }}
    >
      {children}
      <div>
        <SubmitButton loadingText="Saving...">{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}
