import { DESTINATION_COUNTRIES } from '../../../shared/constants';
import { ListResults } from '../../components/listing/list-results';
import { ListToolbar } from '../../components/listing/list-toolbar';
import { Pagination } from '../../components/listing/pagination';
import { ResultCount } from '../../components/listing/result-count';
import { useListQuery, useListState } from '../../components/listing/use-list-query';
import { Container } from '../../components/ui/container';
import { LinkButton } from '../../components/ui/link-button';
import { PageHeader } from '../../components/ui/page-header';
import { SelectField } from '../../components/ui/select-field';
import { useSession } from '../../lib/auth';
import { destinationListQuery } from './api';
import { EventCard } from './event-card';
import { eventMessages } from './messages';

/** Fete Travel (public-site.md §2.5): Festival, Carnival and Cruise events, each opening its event page. */
export default function FeteTravelPage() {
  const { user, isPending: sessionPending } = useSession();
  const viewer = user?.id ?? 'visitor';
  const list = useListState({ filters: { country: DESTINATION_COUNTRIES } });
  const query = useListQuery({
    ...destinationListQuery(viewer, list.apiParams),
    enabled: !sessionPending,
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
        search={list.q}
        onSearch={list.setSearch}
        activeFilters={list.activeFilters}
        resetHref={list.resetHref}
        filters={
          <SelectField
            label="Country"
            name="country"
            placeholder="All Countries"
            options={DESTINATION_COUNTRIES}
            value={list.filters.country}
            onChange={(event) => list.setFilter('country', event.target.value)}
          />
        }
      />
      <ListResults
        query={query}
        loadingLabel={eventMessages.loadingDestinations}
        emptyTitle={eventMessages.noDestinations}
        emptyIcon="globe"
        emptyAction={
          // A page past the end (an old link): offer the first page rather than a dead end.
          list.page > 1 ? (
            <LinkButton to={list.pageHref(1)} variant="secondary">
              Go to page 1
            </LinkButton>
          ) : undefined
        }
        errorFallback={eventMessages.destinationsFailed}
      >
        {(data) => (
          <>
            <ResultCount total={data.total} singular="destination" plural="destinations" />
            <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
              {data.items.map((event) => (
                <li key={event.id}>
                  <EventCard event={event} showCategory canFeature={false} />
                </li>
              ))}
            </ul>
            <Pagination
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              hrefFor={list.pageHref}
            />
          </>
        )}
      </ListResults>
    </Container>
  );
}
