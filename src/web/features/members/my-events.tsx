import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { eventAdminMessages } from '../../../shared/domains/event-admin';
import { ActiveBadge } from '../../components/manager/active-badge';
import { DeleteButton } from '../../components/manager/item-actions';
import { LinkButton } from '../../components/ui/link-button';
import { QueryView } from '../../components/ui/query-view';
import { StepPager } from '../../components/ui/step-pager';
import { deleteMyEvent, myEventListQuery } from '../events/api';
import { EventDates, EventTimes } from '../events/event-date-format';
import { eventMessages } from '../events/messages';
import { paths } from '../../app/paths';

const PAGE_SIZE = 10;

/**
 * The dashboard's My Events tab: the events the member created (active or taken down by an administrator),
 * newest date first, each with Edit (the creation form) and Delete (the spec's confirmation).
 */
export function MyEvents({ viewer }: { viewer: string }) {
  const [page, setPage] = useState(1);
  const query = useQuery(myEventListQuery(viewer, { page, pageSize: PAGE_SIZE }));
  const queryClient = useQueryClient();

  const create = <LinkButton to={paths.createEvent()}>{eventMessages.createEvent}</LinkButton>;
  return (
    <QueryView
      query={query}
      loadingLabel={eventMessages.loadingMyEvents}
      failedMessage={eventMessages.myEventsFailed}
      empty={{
        when: (data) => data.total === 0,
        icon: 'calendar',
        title: eventMessages.noMyEvents,
        action: create,
      }}
    >
      {({ items, total }) => {
        const pages = Math.ceil(total / PAGE_SIZE);
        return (
          <section aria-label={eventMessages.myEventsTitle} className="flex flex-col gap-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h3 className="font-display text-lg font-bold text-night-900">
                {eventMessages.myEventsTitle}{' '}
                <span className="text-sm font-medium text-gray-700">({total})</span>
              </h3>
              {create}
            </div>
            <ul className="flex flex-col gap-3">
              {items.map((event) => (
                <li
                  key={event.id}
                  className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-night-900/10 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <div className="flex flex-wrap items-center gap-2">
                      {event.active ? (
                        <Link
                          to={paths.event(event.id, event.title)}
                          className="font-semibold text-night-900 hover:text-carnival-700 hover:underline"
                        >
                          {event.title}
                        </Link>
                      ) : (
                        <span className="font-semibold text-night-900">{event.title}</span>
                      )}
                      <ActiveBadge active={event.active} />
                    </div>
                    <p className="mt-1 text-sm text-gray-700">
                      <EventDates event={event} /> · <EventTimes event={event} /> · {event.location}
                    </p>
                    {event.active ? null : (
                      <p className="mt-1 text-sm text-gray-700">{eventMessages.inactiveOwnEvent}</p>
                    )}
                  </div>
                  <div className="flex shrink-0 flex-wrap gap-2">
                    <LinkButton
                      to={paths.eventEdit(event.id)}
                      variant="secondary"
                      size="sm"
                      aria-label={`Edit ${event.title}`}
                    >
                      Edit
                    </LinkButton>
                    <DeleteButton
                      itemName={event.title}
                      message={eventAdminMessages.confirmDelete}
                      failedMessage={eventAdminMessages.deleteFailed}
                      onDelete={async () => {
                        await deleteMyEvent(queryClient, event.id);
                        if (items.length === 1 && page > 1) setPage(page - 1);
                      }}
                    />
                  </div>
                </li>
              ))}
            </ul>
            <StepPager label="My events pages" page={page} pages={pages} onPage={setPage} />
          </section>
        );
      }}
    </QueryView>
  );
}
