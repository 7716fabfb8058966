import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { attendanceMessages } from '../../../shared/domains/attendance';
import { attendedEventsQuery } from '../../components/detail/attendance-api';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { LinkButton } from '../../components/ui/link-button';
import { RetryAlert } from '../../components/ui/retry-alert';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { EventCard } from '../events/event-card';
import { paths } from '../../app/paths';

const PAGE_SIZE = 12;

/** The dashboard's "Events I'm Attending": upcoming events first (soonest first), then past ones (newest first). */
export function AttendingEvents({ viewer }: { viewer: string }) {
  const [page, setPage] = useState(1);
  const query = useQuery(attendedEventsQuery(viewer, page, PAGE_SIZE));
  if (query.isPending) return <Spinner label="Loading the events you are attending..." />;
  if (query.isError) {
    return (
      <RetryAlert onRetry={query.refetch} retrying={query.isFetching}>
        {errorMessage(query.error, attendanceMessages.attendingListFailed)}
      </RetryAlert>
    );
  }
  const { items, total } = query.data;
  if (total === 0) {
    return (
      <EmptyState
        icon="ticket"
        title={attendanceMessages.notAttending}
        action={
          <LinkButton to={paths.feteGuide()} variant="secondary" size="sm">
            Find an event
          </LinkButton>
        }
      />
    );
  }
  const upcoming = items.filter((e) => !e.past);
  const past = items.filter((e) => e.past);
  const pages = Math.ceil(total / PAGE_SIZE);
  return (
    <div className="flex flex-col gap-8">
      {upcoming.length ? (
        <section aria-labelledby="attending-upcoming" className="flex flex-col gap-3">
          <h3 id="attending-upcoming" className="font-display text-lg font-bold text-night-900">
            Upcoming
          </h3>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {upcoming.map((event) => (
              <li key={event.id}>
                <EventCard event={event} view="grid" headingLevel="h3" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {past.length ? (
        <section aria-labelledby="attending-past" className="flex flex-col gap-3">
          <h3 id="attending-past" className="font-display text-lg font-bold text-night-900">
            Past
          </h3>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {past.map((event) => (
              <li key={event.id}>
                <EventCard event={event} view="grid" headingLevel="h3" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {pages > 1 ? (
        <nav aria-label="Attending pages" className="flex items-center gap-3">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span className="text-sm text-gray-700">
            Page {page} of {pages}
          </span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
