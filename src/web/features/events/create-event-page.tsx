import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { eventAdminMessages as texts } from '../../../shared/domains/event-admin';
import { SubmitButton } from '../../components/form/submit-button';
import { Alert } from '../../components/ui/alert';
import { Container } from '../../components/ui/container';
import { LinkButton } from '../../components/ui/link-button';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { useSession } from '../../lib/auth';
import { createMyEvent } from './api';
import { EventForm } from './event-form';
import { paths } from '../../app/paths';

/** /create-event (member-areas.md §2 Event creation, §5): on success, to /fete-guide where it shows. */
export default function CreateEventPage() {
  const { user, isPending } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  if (isPending) return <Spinner label="Loading..." />;
  return (
    <Container width="md">
      <title>Create Event · Fete</title>
      <PageHeader
        eyebrow="Fete Guide"
        title="Create Event"
        description="Share your fete with the community. It is listed on the Fete Guide as soon as you create it."
      />
      {user ? (
        <EventForm
          mode="member"
          label="Create Event"
          errorFallback={texts.createFailed}
          onSubmit={async (values) => {
            await createMyEvent(queryClient, values);
            await navigate(paths.feteGuide());
          }}
          actions={<SubmitButton loadingText="Creating Event...">Create Event</SubmitButton>}
        />
      ) : (
        <div className="flex flex-col items-start gap-4">
          <Alert tone="warning">{texts.signInToCreate}</Alert>
          <LinkButton to={paths.signin({ returnTo: paths.createEvent() })}>Sign In</LinkButton>
        </div>
      )}
    </Container>
  );
}
