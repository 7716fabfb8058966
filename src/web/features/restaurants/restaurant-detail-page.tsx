import { ItemNotFound } from '../site/item-not-found';
import { restaurantMessages } from './messages';

export default function RestaurantDetailPage() {
  return (
    <ItemNotFound
      icon="utensils"
      message={restaurantMessages.restaurantNotFound}
      backTo="/fete-eats"
      backLabel="Back to Fete Eats"
    />
  );
}
