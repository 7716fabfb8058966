import type { RestaurantItem } from '../../../shared/schemas/public';
import { formatTimeRange } from '../../lib/format';

/** '11:00 AM - 10:00 PM'. */
export const restaurantHours = (r: Pick<RestaurantItem, 'openingTime' | 'closingTime'>) =>
  formatTimeRange(r.openingTime, r.closingTime);

const distinct = (...parts: Array<string | null | undefined>) => {
  const kept = parts.map((part) => part?.trim()).filter((part): part is string => !!part);
  return kept.filter((part, i) => kept.indexOf(part) === i).join(', ');
};

/** 'State, Country' for the card's corner, without repeats ('Tobago, Tobago'). */
export const stateAndCountry = (r: Pick<RestaurantItem, 'state' | 'country'>) => distinct(r.state, r.country);

/** The full address line of the detail page. */
export const restaurantPlace = (r: Pick<RestaurantItem, 'location' | 'state' | 'country'>) =>
  distinct(r.location, r.state, r.country);
