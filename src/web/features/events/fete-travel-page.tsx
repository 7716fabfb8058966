import { DESTINATION_COUNTRIES } from '../../../shared/constants';
import { FilterSelect } from '../../components/listing/filter-select';
import { ListResults } from '../../components/listing/list-results';
import { ListToolbar } from '../../components/listing/list-toolbar';
import { ResultGrid } from '../../components/listing/result-grid';
import { WhenSwitch } from '../../components/listing/when-switch';
import { useListQuery, useListState } from '../../components/listing/use-list-query';
import { Container } from '../../components/ui/container';
import { PageHeader } from '../../components/ui/page-header';
import { useViewer } from '../../lib/auth';
import { destinationListQuery } from './api';
import { EventCard } from './event-card';
import { eventMessages } from './messages';

/**
 * Fete Travel (public-site.md §2.5): Festival, Carnival and Cruise events, each opening its event page;
 * upcoming by default, past ones (newest first) with the Upcoming / Past switch.
 */
export default function FeteTravelPage() {
  const { key: viewer, ready } = useViewer();
  const list = useListState({ filters: { country: DESTINATION_COUNTRIES, when: ['past'] } });
  const past = list.filters.when === 'past';
  const query = useListQuery({
    ...destinationListQuery(viewer, list.apiParams),
    enabled: ready,
  });

  return (
    <Container>
      <PageHeader
        eyebrow="Fete Travel"
        title="Fete Travel"
        description="Festivals, carnivals and cruises worth travelling for."
      />
      <ListToolbar
        searchLabel="Search destinations"
        searchPlaceholder="Title, description or location"
        list={list}
        filters={
          <>
            <FilterSelect
              list={list}
              label="Country"
              name="country"
              placeholder="All Countries"
              options={DESTINATION_COUNTRIES}
            />
            <WhenSwitch list={list} />
          </>
        }
      />
      <ListResults
        list={list}
        query={query}
        loadingLabel={eventMessages.loadingDestinations}
        emptyTitle={eventMessages.noDestinations}
        emptyIcon="globe"
        errorFallback={eventMessages.destinationsFailed}
      >
        {(data) => (
          <ResultGrid
            data={data}
            singular={past ? 'past destination' : 'destination'}
            plural={past ? 'past destinations' : 'destinations'}
            pageHref={list.pageHref}
            renderItem={(event) => <EventCard event={event} showCategory canFeature={false} />}
          />
        )}
      </ListResults>
    </Container>
  );
}
