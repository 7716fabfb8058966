import { CUISINES, PRICE_RANGES, RESTAURANT_LOCATIONS } from '../../../shared/constants';
import { FilterSelect } from '../../components/listing/filter-select';
import { ListResults } from '../../components/listing/list-results';
import { ListToolbar } from '../../components/listing/list-toolbar';
import { ResultGrid } from '../../components/listing/result-grid';
import { useListQuery, useListState } from '../../components/listing/use-list-query';
import { Container } from '../../components/ui/container';
import { PageHeader } from '../../components/ui/page-header';
import { useViewer } from '../../lib/auth';
import { restaurantListQuery } from './api';
import { restaurantMessages } from './messages';
import { RestaurantCard } from './restaurant-card';

/** /fete-eats: restaurants (public-site.md §2.6). */
export default function FeteEatsPage() {
  const { key: viewer, ready } = useViewer();
  const list = useListState({
    filters: { cuisine: CUISINES, priceRange: PRICE_RANGES, country: RESTAURANT_LOCATIONS },
  });
  const query = useListQuery({
    ...restaurantListQuery(viewer, list.apiParams),
    enabled: ready,
  });

  return (
    <Container>
      <PageHeader
        eyebrow="Fete Eats"
        title="Fete Eats"
        description="Caribbean, Creole, seafood, BBQ and street food: restaurants worth the trip."
      />
      <ListToolbar
        searchLabel="Search restaurants"
        searchPlaceholder="Name, description or location"
        list={list}
        viewSwitch
        filters={
          <>
            <FilterSelect
              list={list}
              label="Cuisine"
              name="cuisine"
              placeholder="All Cuisines"
              options={CUISINES}
            />
            <FilterSelect
              list={list}
              label="Price Range"
              name="priceRange"
              placeholder="All Prices"
              options={PRICE_RANGES}
            />
            <FilterSelect
              list={list}
              label="Location"
              name="country"
              placeholder="All Locations"
              options={RESTAURANT_LOCATIONS}
            />
          </>
        }
      />
      <ListResults
        list={list}
        query={query}
        loadingLabel={restaurantMessages.loadingRestaurants}
        emptyTitle={restaurantMessages.noRestaurants}
        emptyIcon="utensils"
        errorFallback={restaurantMessages.loadFailed}
      >
        {(data) => (
          <ResultGrid
            data={data}
            singular="restaurant"
            plural="restaurants"
            view={list.view}
            pageHref={list.pageHref}
            renderItem={(restaurant) => <RestaurantCard restaurant={restaurant} view={list.view} />}
          />
        )}
      </ListResults>
    </Container>
  );
}
