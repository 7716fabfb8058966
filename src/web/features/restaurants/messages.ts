export const restaurantMessages = {
  noRestaurants: 'No restaurants found',
  restaurantNotFound: 'Restaurant not found',
  noOwnedRestaurant: 'No restaurant found',
} as const;
