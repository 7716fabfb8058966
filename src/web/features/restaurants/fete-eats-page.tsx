import { CUISINES, PRICE_RANGES, RESTAURANT_LOCATIONS } from '../../../shared/constants';
import { FilterSelect } from '../../components/listing/filter-select';
import { ListingPage, useViewerList } from '../../components/listing/searchable-list';
import { restaurantListQuery } from './api';
import { restaurantMessages } from './messages';
import { RestaurantCard } from './restaurant-card';

const FILTERS = { cuisine: CUISINES, priceRange: PRICE_RANGES, country: RESTAURANT_LOCATIONS };

/** /fete-eats: restaurants (public-site.md §2.6). */
export default function FeteEatsPage() {
  const { list, query } = useViewerList(FILTERS, restaurantListQuery);
  return (
    <ListingPage
      texts={restaurantMessages.list}
      list={list}
      query={query}
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
      emptyIcon="utensils"
      renderItem={(restaurant, view) => <RestaurantCard restaurant={restaurant} view={view} />}
    />
  );
}
