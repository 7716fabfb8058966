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
import { isPastEvent } from './event-card';
import { eventMessages } from './messages';
import type { EventItem } from '../../../shared/domains/events';
import { isDestinationCategory } from '../../../shared/event-rules';
import { flashState } from '../../lib/flash';
import { paths } from '../../app/paths';

/**
 * Where a new event is listed (public-site.md §2.4, §2.5): the Fete Guide, or Fete Travel for a Festival, Carnival
 * or Cruise; under Past when it is already over. The member goes there and is told so, with a link to the event
 * (member-areas.md §2 Event creation says the Fete Guide, where only its categories are listed: decision 0046).
 */
export function whereListed(event: Pick<EventItem, 'id' | 'title' | 'category' | 'date' | 'endDate'>) {
  const travel = isDestinationCategory(event.category);
  const query = isPastEvent(event) ? { when: 'past' as const } : undefined;
  const place = travel ? 'Fete Travel' : 'the Fete Guide';
  return {
    to: travel ? paths.feteTravel(query) : paths.feteGuide(query),
    state: flashState('success', eventMessages.createdOn(place), {
      to: paths.event(event.id, event.title),
      label: `View ${event.title}`,
    }),
  };
}

/** /create-event (member-areas.md §2 Event creation, §5): on success, to the list where the event shows. */
export default function CreateEventPage() {
  const { user, isPending } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  if (isPending) return <Spinner label="Loading..." />;
  return (
    <Container width="md">
      <title>Create Event · Fete</title>
      <PageHeader eyebrow="Fete Guide" title="Create Event" description={eventMessages.createIntro} />
      {user ? (
        <EventForm
          mode="member"
          label="Create Event"
          errorFallback={texts.createFailed}
          onSubmit={async (values) => {
            const { to, state } = whereListed(await createMyEvent(queryClient, values));
            await navigate(to, { state });
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
