import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  NOTIFICATION_EMAIL_CATEGORIES,
  emailPreferencesMessages,
  emailPreferencesSchema,
  type EmailPreferences,
} from '../../../../shared/domains/notifications';
import { FormCheckbox } from '../../../components/form/fields';
import { Form } from '../../../components/form/form';
import { SubmitButton } from '../../../components/form/submit-button';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { useViewer } from '../../../lib/auth';
import { emailPreferencesQuery, notificationApi } from '../../notifications/api';
import { SectionCard } from './section-frame';

/** Settings › E-mail Notifications: which kinds of notification also come by e-mail. */
export function EmailSection() {
  const { key, ready } = useViewer();
  // Asked once the session is known: a member's own preferences, never a visitor's.
  const query = useQuery({ ...emailPreferencesQuery(key), enabled: ready });
  return (
    <SectionCard
      title="E-mail Notifications"
      description="Choose which notifications also come by e-mail. You always find them under the bell."
    >
      {query.isPending ? (
        <Spinner label="Loading e-mail preferences..." />
      ) : query.isError ? (
        <RetryAlert onRetry={query.refetch} retrying={query.isFetching}>
          {emailPreferencesMessages.loadFailed}
        </RetryAlert>
      ) : (
        <EmailForm viewer={key} email={query.data.email} />
      )}
    </SectionCard>
  );
}

function EmailForm({ viewer, email }: { viewer: string; email: EmailPreferences }) {
  const queryClient = useQueryClient();
  return (
    <Form
      schema={emailPreferencesSchema}
      defaultValues={email}
      errorFallback={emailPreferencesMessages.saveFailed}
      successMessage={emailPreferencesMessages.saved}
      onSubmit={async (values) => {
        // Shown at once as the form's values; the preferences ask again too.
        await notificationApi(queryClient, viewer).saveEmailPreferences(values);
      }}
    >
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold text-night-900">Send me an e-mail for</legend>
        {NOTIFICATION_EMAIL_CATEGORIES.map((c) => (
          <FormCheckbox key={c.key} name={c.key} label={c.label} />
        ))}
      </fieldset>
      <div>
        <SubmitButton loadingText="Saving...">Save E-mail Preferences</SubmitButton>
      </div>
    </Form>
  );
}
