import type { RestaurantItem } from '../../../shared/schemas/public';
import { placeOf } from '../../components/listing/place';
import { formatTimeRange } from '../../lib/format';

/** '11:00 AM - 10:00 PM'. */
export const restaurantHours = (r: Pick<RestaurantItem, 'openingTime' | 'closingTime'>) =>
  formatTimeRange(r.openingTime, r.closingTime);

/** 'State, Country' for the card's corner, without repeats ('Tobago, Tobago'). */
export const stateAndCountry = (r: Pick<RestaurantItem, 'state' | 'country'>) => placeOf(r.state, r.country);

/** The full address line of the detail page. */
export const restaurantPlace = (r: Pick<RestaurantItem, 'location' | 'state' | 'country'>) =>
  placeOf(r.location, r.state, r.country);
