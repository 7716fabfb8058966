import { COUNTRIES } from '../../../shared/constants';
import { TIME_OF_DAY_BUCKETS, TIMES_OF_DAY } from '../../../shared/time';
import { FilterSelect } from '../../components/listing/filter-select';
import { ListResults } from '../../components/listing/list-results';
import { ListToolbar } from '../../components/listing/list-toolbar';
import { ResultGrid } from '../../components/listing/result-grid';
import { WhenSwitch } from '../../components/listing/when-switch';
import { useListQuery, useListState } from '../../components/listing/use-list-query';
import { Container } from '../../components/ui/container';
import { LinkButton } from '../../components/ui/link-button';
import { PageHeader } from '../../components/ui/page-header';
import { TextField } from '../../components/ui/text-field';
import { useViewer } from '../../lib/auth';
import { eventListQuery } from './api';
import { EventCard } from './event-card';
import { eventMessages } from './messages';
import { paths } from '../../app/paths';

const TIME_OPTIONS = TIMES_OF_DAY.map((value) => ({ value, label: TIME_OF_DAY_BUCKETS[value].label }));
const isCalendarDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

export default function FeteGuidePage() {
  const { key: viewer, ready } = useViewer();
  const list = useListState({
    filters: { country: COUNTRIES, date: isCalendarDate, timeOfDay: TIMES_OF_DAY, when: ['past'] },
  });
  const past = list.filters.when === 'past';
  const query = useListQuery({ ...eventListQuery(viewer, list.apiParams), enabled: ready });

  return (
    <Container>
      <PageHeader
        eyebrow="Fete Guide"
        title="Fete Guide"
        description="Parties, concerts and beach fetes across the Caribbean and its diaspora."
        actions={<LinkButton to={paths.createEvent()}>{eventMessages.createEvent}</LinkButton>}
      />
      <ListToolbar
        searchLabel="Search events"
        searchPlaceholder="Title, description or location"
        list={list}
        viewSwitch
        filters={
          <>
            <FilterSelect
              list={list}
              label="Country"
              name="country"
              placeholder="All Countries"
              options={COUNTRIES}
            />
            <TextField
              label="Date"
              name="date"
              type="date"
              value={list.filters.date}
              onChange={(event) => list.setFilter('date', event.target.value)}
            />
            <FilterSelect
              list={list}
              label="Time of Day"
              name="timeOfDay"
              placeholder="All Times"
              options={TIME_OPTIONS}
            />
            <WhenSwitch list={list} />
          </>
        }
      />
      <ListResults
        list={list}
        query={query}
        loadingLabel={eventMessages.loadingEvents}
        emptyTitle={eventMessages.noEvents}
        emptyIcon="calendar"
        errorFallback={eventMessages.loadFailed}
      >
        {(data) => (
          <ResultGrid
            data={data}
            singular={past ? 'past event' : 'event'}
            plural={past ? 'past events' : 'events'}
            view={list.view}
            pageHref={list.pageHref}
            renderItem={(event) => <EventCard event={event} view={list.view} />}
          />
        )}
      </ListResults>
    </Container>
  );
}
