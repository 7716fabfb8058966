import type { ReactNode } from 'react';
import { eventAdminMessages as texts, type AdminEventItem } from '../../../../shared/domains/event-admin';
import { offersFeatureStar } from '../../../../shared/event-rules';
import { SubmitButton } from '../../../components/form/submit-button';
import { FilterSelect } from '../../../components/listing/filter-select';
import { defineResource, ResourcePage } from '../../../components/manager/resource-page';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { eventEndpoints as e } from '../../../endpoints/events';
import { imageSrc } from '../../../lib/images';
import { EventDates, EventTimes } from '../event-date-format';
import { EventForm } from '../event-form';
import { formatPrice, placeLine } from '../format';
import { DeletedEventReports } from './deleted-event-reports';
import { EventDiscountsEditor } from './event-discounts-editor';
import { EventReportsPanel } from './event-reports-panel';

const SHOW_OPTIONS = [{ value: 'true', label: 'With open reports' }];

const reportsText = (n: number) => (n === 1 ? '1 open report' : `${n} open reports`);

function EventFacts({ event }: { event: AdminEventItem }) {
  const facts: [term: string, fact: ReactNode, className?: string][] = [
    ['Date', <EventDates event={event} />],
    ['Time', <EventTimes event={event} />],
    ['Place', placeLine(event.location, event.state, event.country)],
    ['Category and price', `${event.category} · ${formatPrice(event.priceCents)}`],
    ['Organiser', `Organiser: ${event.organizer?.name ?? 'None'}`, 'text-gray-600'],
  ];
  return (
    <dl className="grid gap-1">
      {facts.map(([term, fact, className]) => (
        <div key={term}>
          <dt className="sr-only">{term}</dt>
          <dd className={className}>{fact}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /admin/events (admin-back-office.md §2 Events): add panel, server-side search over title, description and
 * location, a paged card grid with inline edit (one event at a time), active and featured toggles, delete,
 * discount codes and members' reports.
 */
const events = defineResource({
  endpoints: {
    list: e.adminList,
    create: e.adminCreate,
    update: e.adminUpdate,
    setActive: e.adminSetActive,
    remove: e.adminDelete,
  },
  texts: {
    ...texts,
    title: 'Events',
    description: texts.managerIntro,
    add: 'Add New Event',
    addTitle: 'Add an event',
    loading: 'Loading events...',
  },
  flash: texts,
  icon: 'calendar',
  search: {
    label: 'Search events',
    placeholder: 'Title, description or location',
    countText: (total) => (total === 1 ? '1 event' : `${total.toLocaleString('en-US')} events`),
    filters: { reported: ['true'] },
    filterControls: (list) => (
      <FilterSelect
        list={list}
        label="Show"
        name="reported"
        placeholder="All events"
        options={SHOW_OPTIONS}
      />
    ),
    // Past the last page (after a delete): the events are on the pages before.
    pastEnd: 'No events on this page',
    pagerLabel: 'Events pages',
  },
  aside: <DeletedEventReports />,
  name: (event) => event.title,
  card: (event, editing) => ({
    title: editing ? `Edit: ${event.title}` : undefined,
    imageUrl: imageSrc(event.imageUrl),
    badges: (
      <>
        {event.featured ? <Badge tone="gold">Featured</Badge> : null}
        {event.openReports > 0 ? <Badge tone="danger">{reportsText(event.openReports)}</Badge> : null}
      </>
    ),
    facts: <EventFacts event={event} />,
  }),
  editVariant: 'primary',
  // The star alone: with showText its words ('Featured') would differ from its name ('Feature …'); the
  // Featured badge says the state in words.
  actions: [
    'edit',
    'activate',
    'feature',
    {
      panel: {
        label: (event) => (event.openReports > 0 ? `Reports (${event.openReports})` : null),
        openLabel: 'Hide reports',
        render: (event) => <EventReportsPanel eventId={event.id} />,
      },
    },
    'delete',
  ],
  featureKind: 'event',
  // The home page picks Party events only: the star is offered there (and to take one off), nowhere else.
  featurable: offersFeatureStar,
  addForm: ({ save }) => (
    <EventForm
      mode="admin"
      label="Add an event"
      errorFallback={texts.addFailed}
      onSubmit={save}
      actions={<SubmitButton loadingText="Adding...">Add Event</SubmitButton>}
    />
  ),
  editForm: (event, { save, cancel }) => (
    <div className="flex flex-col gap-8">
      <EventForm
        mode="admin"
        event={event}
        label={`Edit ${event.title}`}
        errorFallback={texts.updateFailed}
        onSubmit={save}
        actions={
          <>
            <SubmitButton loadingText="Saving...">Save</SubmitButton>
            <Button variant="secondary" onClick={cancel}>
              Cancel
            </Button>
          </>
        }
      />
      <EventDiscountsEditor eventId={event.id} eventTitle={event.title} />
      <EventReportsPanel eventId={event.id} />
    </div>
  ),
});

export default function AdminEventsPage() {
  return <ResourcePage resource={events} />;
}
