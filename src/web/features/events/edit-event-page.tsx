import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { eventAdminMessages as texts } from '../../../shared/domains/event-admin';
import { DetailFallback } from '../../components/detail/detail-fallback';
import { SubmitButton } from '../../components/form/submit-button';
import { Badge } from '../../components/ui/badge';
import { Container } from '../../components/ui/container';
import { LinkButton } from '../../components/ui/link-button';
import { PageHeader } from '../../components/ui/page-header';
import { useViewer } from '../../lib/auth';
import { myEventQuery, updateMyEvent } from './api';
import { EventForm } from './event-form';
import { eventMessages } from './messages';
import { paths } from '../../app/paths';

const MY_EVENTS = paths.dashboard({ tab: 'events' });

/** /events/:id/edit: the organiser edits their event with the creation form, then goes back to My events. */
export default function EditEventPage() {
  const { id = '' } = useParams();
  const { key: viewer, ready } = useViewer();
  const query = useQuery({ ...myEventQuery(viewer, id), enabled: ready });
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  if (!query.isSuccess) {
    return (
      <DetailFallback
        query={query}
        loadingLabel={eventMessages.loadingEvent}
        notFound={{
          icon: 'calendar',
          message: eventMessages.eventNotFound,
          backTo: MY_EVENTS,
          backLabel: 'Back to My Events',
        }}
        errorFallback={eventMessages.eventFailed}
      />
    );
  }
  const event = query.data;
  return (
    <Container width="md">
      <title>{`Edit ${event.title} · Fete`}</title>
      <PageHeader
        eyebrow="My Events"
        title="Edit Event"
        description={event.title}
        actions={event.active ? null : <Badge tone="warning">Inactive</Badge>}
      />
      {event.active ? null : <p className="mb-4 text-sm text-gray-700">{eventMessages.inactiveOwnEvent}</p>}
      <EventForm
        mode="member"
        event={event}
        label="Edit Event"
        errorFallback={texts.updateFailed}
        onSubmit={async (values) => {
          await updateMyEvent(queryClient, event.id, values);
          await navigate(MY_EVENTS);
        }}
        actions={
          <>
            <SubmitButton loadingText="Saving...">Save Changes</SubmitButton>
            <LinkButton to={MY_EVENTS} variant="secondary">
              Cancel
            </LinkButton>
          </>
        }
      />
    </Container>
  );
}
