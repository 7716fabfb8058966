import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { attendanceMessages, type AttendedEvent } from '../../../shared/domains/attendance';
import { attendedEventsQuery } from '../../components/detail/attendance-api';
import { CardGroup } from '../../components/ui/card-group';
import { QueryView } from '../../components/ui/query-view';
import { StepPager } from '../../components/ui/step-pager';
import { EventCard } from '../events/event-card';
import { paths } from '../../app/paths';

const PAGE_SIZE = 12;

/** The dashboard's "Events I'm Attending": upcoming events first (soonest first), then past ones (newest first). */
export function AttendingEvents({ viewer }: { viewer: string }) {
  const [page, setPage] = useState(1);
  const query = useQuery(attendedEventsQuery(viewer, page, PAGE_SIZE));
  return (
    <QueryView
      query={query}
      loadingLabel="Loading the events you are attending..."
      failedMessage={attendanceMessages.attendingListFailed}
      empty={{
        when: (data) => data.total === 0,
        icon: 'ticket',
        title: attendanceMessages.notAttending,
        link: { to: paths.feteGuide(), label: 'Find an event' },
      }}
    >
      {({ items, total }) => <Attending items={items} total={total} page={page} onPage={setPage} />}
    </QueryView>
  );
}

const eventCard = (event: AttendedEvent) => <EventCard event={event} view="grid" headingLevel="h3" />;

function Attending({
  items,
  total,
  page,
  onPage,
}: {
  items: AttendedEvent[];
  total: number;
  page: number;
  onPage: (page: number) => void;
}) {
  const upcoming = items.filter((e) => !e.past);
  const past = items.filter((e) => e.past);
  const pages = Math.ceil(total / PAGE_SIZE);
  return (
    <div className="flex flex-col gap-8">
      <CardGroup title="Upcoming" items={upcoming} render={eventCard} />
      <CardGroup title="Past" items={past} render={eventCard} />
      <StepPager label="Attending pages" page={page} pages={pages} onPage={onPage} />
    </div>
  );
}
