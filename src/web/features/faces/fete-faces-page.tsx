import { COUNTRIES, PROVIDER_SERVICES, RATING_FILTERS } from '../../../shared/constants';
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
import { providerListQuery } from './api';
import { faceMessages } from './messages';
import { ProviderCard } from './provider-card';

/** '4.5' → '4.5+', '4' → '4.0+'; the value sent is the threshold itself. */
const RATING_OPTIONS = RATING_FILTERS.map((n) => ({ value: String(n), label: `${n.toFixed(1)}+` }));

/** /fete-faces: make-up and beauty providers (public-site.md §2.7). */
export default function FeteFacesPage() {
  const { user, isPending: sessionPending } = useSession();
  const list = useListState({
    filters: {
      service: PROVIDER_SERVICES,
      country: COUNTRIES,
      minRating: RATING_OPTIONS.map((o) => o.value),
    },
  });
  const query = useListQuery({
    ...providerListQuery(user?.id ?? 'visitor', list.apiParams),
    enabled: !sessionPending,
  });

  return (
    <Container>
      <PageHeader
        eyebrow="Fete Faces"
        title="Fete Faces"
        description="Make-up artists and beauty providers for carnival, fetes and every big night."
      />
      <ListToolbar
        searchLabel="Search providers"
        searchPlaceholder="Name, service, bio or location"
        search={list.q}
        onSearch={list.setSearch}
        view={list.view}
        onViewChange={list.setView}
        activeFilters={list.activeFilters}
        resetHref={list.resetHref}
        filters={
          <>
            <SelectField
              label="Service"
              name="service"
              placeholder="All Services"
              options={PROVIDER_SERVICES}
              value={list.filters.service}
              onChange={(event) => list.setFilter('service', event.target.value)}
            />
            <SelectField
              label="Location"
              name="country"
              placeholder="All Locations"
              options={COUNTRIES}
              value={list.filters.country}
              onChange={(event) => list.setFilter('country', event.target.value)}
            />
            <SelectField
              label="Rating"
              name="minRating"
              placeholder="All Ratings"
              options={RATING_OPTIONS}
              value={list.filters.minRating}
              onChange={(event) => list.setFilter('minRating', event.target.value)}
            />
          </>
        }
      />
      <ListResults
        query={query}
        loadingLabel={faceMessages.loadingProviders}
        emptyTitle={faceMessages.noProviders}
        emptyIcon="sparkles"
        errorFallback={faceMessages.loadFailed}
      >
        {(data) => (
          <>
            <ResultCount total={data.total} singular="provider" plural="providers" />
            <ul
              className={cx(
                list.view === 'grid'
                  ? 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4'
                  : 'flex flex-col gap-4',
              )}
            >
              {data.items.map((provider) => (
                <li key={provider.id}>
                  <ProviderCard provider={provider} view={list.view} />
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
