import { COUNTRIES, PROVIDER_SERVICES, RATING_FILTERS } from '../../../shared/constants';
import { FilterSelect } from '../../components/listing/filter-select';
import { ListResults } from '../../components/listing/list-results';
import { ListToolbar } from '../../components/listing/list-toolbar';
import { ResultGrid } from '../../components/listing/result-grid';
import { useListQuery, useListState } from '../../components/listing/use-list-query';
import { Container } from '../../components/ui/container';
import { PageHeader } from '../../components/ui/page-header';
import { useViewer } from '../../lib/auth';
import { providerListQuery } from './api';
import { faceMessages } from './messages';
import { ProviderCard } from './provider-card';

/** '4.5' → '4.5+', '4' → '4.0+'; the value sent is the threshold itself. */
const RATING_OPTIONS = RATING_FILTERS.map((n) => ({ value: String(n), label: `${n.toFixed(1)}+` }));

/** /fete-faces: make-up and beauty providers (public-site.md §2.7). */
export default function FeteFacesPage() {
  const { key: viewer, ready } = useViewer();
  const list = useListState({
    filters: {
      service: PROVIDER_SERVICES,
      country: COUNTRIES,
      minRating: RATING_OPTIONS.map((o) => o.value),
    },
  });
  const query = useListQuery({
    ...providerListQuery(viewer, list.apiParams),
    enabled: ready,
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
        list={list}
        viewSwitch
        filters={
          <>
            <FilterSelect
              list={list}
              label="Service"
              name="service"
              placeholder="All Services"
              options={PROVIDER_SERVICES}
            />
            <FilterSelect
              list={list}
              label="Location"
              name="country"
              placeholder="All Locations"
              options={COUNTRIES}
            />
            <FilterSelect
              list={list}
              label="Rating"
              name="minRating"
              placeholder="All Ratings"
              options={RATING_OPTIONS}
            />
          </>
        }
      />
      <ListResults
        list={list}
        query={query}
        loadingLabel={faceMessages.loadingProviders}
        emptyTitle={faceMessages.noProviders}
        emptyIcon="sparkles"
        errorFallback={faceMessages.loadFailed}
      >
        {(data) => (
          <ResultGrid
            data={data}
            singular="provider"
            plural="providers"
            view={list.view}
            gridClassName="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
            pageHref={list.pageHref}
            renderItem={(provider) => <ProviderCard provider={provider} view={list.view} />}
          />
        )}
      </ListResults>
    </Container>
  );
}
