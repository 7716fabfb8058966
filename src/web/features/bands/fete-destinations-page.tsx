import { COUNTRIES } from '../../../shared/constants';
import { ListResults } from '../../components/listing/list-results';
import { ListToolbar } from '../../components/listing/list-toolbar';
import { Pagination } from '../../components/listing/pagination';
import { ResultCount } from '../../components/listing/result-count';
import { useListQuery, useListState } from '../../components/listing/use-list-query';
import { Container } from '../../components/ui/container';
import { PageHeader } from '../../components/ui/page-header';
import { SelectField } from '../../components/ui/select-field';
import { useSession } from '../../lib/auth';
import { cx } from '../../lib/cx';
import { bandListQuery } from './api';
import { BandCard } from './band-card';
import { bandMessages } from './messages';

/** /fete-destinations: carnival bands (public-site.md §2.8). */
export default function FeteDestinationsPage() {
  const { user, isPending: sessionPending } = useSession();
  const list = useListState({ filters: { country: COUNTRIES } });
  const query = useListQuery({
    ...bandListQuery(user?.id ?? 'visitor', list.apiParams),
    enabled: !sessionPending,
  });

  return (
    <Container>
      <PageHeader
        eyebrow="Fete Destinations"
        title="Carnival Bands"
        documentTitle="Fete Destinations"
        description="Find a carnival band, see its dates and register to play mas."
      />
      <ListToolbar
        searchLabel="Search bands"
        searchPlaceholder="Name, description or location"
        search={list.q}
        onSearch={list.setSearch}
        view={list.view}
        onViewChange={list.setView}
        activeFilters={list.activeFilters}
        resetHref={list.resetHref}
        filters={
          <SelectField
            label="Country"
            name="country"
            placeholder="All Countries"
            options={COUNTRIES}
            value={list.filters.country}
            onChange={(event) => list.setFilter('country', event.target.value)}
          />
        }
      />
      <ListResults
        query={query}
        loadingLabel={bandMessages.loadingBands}
        emptyTitle={bandMessages.noBands}
        emptyIcon="music"
        errorFallback={bandMessages.loadFailed}
      >
        {(data) => (
          <>
            <ResultCount total={data.total} singular="band" plural="bands" />
            <ul
              className={cx(
                list.view === 'grid' ? 'grid gap-6 sm:grid-cols-2 xl:grid-cols-3' : 'flex flex-col gap-4',
              )}
            >
              {data.items.map((band) => (
                <li key={band.id}>
                  <BandCard band={band} view={list.view} signedIn={!!user} />
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
