import { CUISINES, PRICE_RANGES, RESTAURANT_LOCATIONS } from '../../../shared/constants';
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
import { restaurantListQuery } from './api';
import { restaurantMessages } from './messages';
import { RestaurantCard } from './restaurant-card';

/** /fete-eats: restaurants (public-site.md §2.6). */
export default function FeteEatsPage() {
  const { user, isPending: sessionPending } = useSession();
  const list = useListState({
    filters: { cuisine: CUISINES, priceRange: PRICE_RANGES, country: RESTAURANT_LOCATIONS },
  });
  const query = useListQuery({
    ...restaurantListQuery(user?.id ?? 'visitor', list.apiParams),
    enabled: !sessionPending,
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
        search={list.q}
        onSearch={list.setSearch}
        view={list.view}
        onViewChange={list.setView}
        activeFilters={list.activeFilters}
        resetHref={list.resetHref}
        filters={
          <>
            <SelectField
              label="Cuisine"
              name="cuisine"
              placeholder="All Cuisines"
              options={CUISINES}
              value={list.filters.cuisine}
              onChange={(event) => list.setFilter('cuisine', event.target.value)}
            />
            <SelectField
              label="Price Range"
              name="priceRange"
              placeholder="All Prices"
              options={PRICE_RANGES}
              value={list.filters.priceRange}
              onChange={(event) => list.setFilter('priceRange', event.target.value)}
            />
            <SelectField
              label="Location"
              name="country"
              placeholder="All Locations"
              options={RESTAURANT_LOCATIONS}
              value={list.filters.country}
              onChange={(event) => list.setFilter('country', event.target.value)}
            />
          </>
        }
      />
      <ListResults
        query={query}
        loadingLabel={restaurantMessages.loadingRestaurants}
        emptyTitle={restaurantMessages.noRestaurants}
        emptyIcon="utensils"
        errorFallback={restaurantMessages.loadFailed}
      >
        {(data) => (
          <>
            <ResultCount total={data.total} singular="restaurant" plural="restaurants" />
            <ul
              className={cx(
                list.view === 'grid' ? 'grid gap-6 sm:grid-cols-2 xl:grid-cols-3' : 'flex flex-col gap-4',
              )}
            >
              {data.items.map((restaurant) => (
                <li key={restaurant.id}>
                  <RestaurantCard restaurant={restaurant} view={list.view} />
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
