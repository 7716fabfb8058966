import { COUNTRIES, PROVIDER_SERVICES, RATING_FILTERS } from '../../../shared/constants';
import { FilterSelect } from '../../components/listing/filter-select';
import { ListingPage, useViewerList } from '../../components/listing/searchable-list';
import { providerListQuery } from './api';
import { faceMessages } from './messages';
import { ProviderCard } from './provider-card';

/** '4.5' → '4.5+', '4' → '4.0+'; the value sent is the threshold itself. */
const RATING_OPTIONS = RATING_FILTERS.map((n) => ({ value: String(n), label: `${n.toFixed(1)}+` }));

const FILTERS = {
  service: PROVIDER_SERVICES,
  country: COUNTRIES,
  minRating: RATING_OPTIONS.map((o) => o.value),
};

/** /fete-faces: make-up and beauty providers (public-site.md §2.7). */
export default function FeteFacesPage() {
  const { list, query } = useViewerList(FILTERS, providerListQuery);
  return (
    <ListingPage
      texts={faceMessages.list}
      list={list}
      query={query}
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
      emptyIcon="sparkles"
      gridClassName="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      renderItem={(provider, view) => <ProviderCard provider={provider} view={view} />}
    />
  );
}
