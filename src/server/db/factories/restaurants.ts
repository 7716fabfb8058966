import {
  restaurantDiscounts,
  restaurantMenuItems,
  restaurantPhotos,
  restaurants,
  type NewRestaurant,
  type NewRestaurantDiscount,
  type NewRestaurantMenuItem,
  type NewRestaurantPhoto,
} from '../schema';
import { DEMO_RESTAURANTS } from '../../seed/content/restaurants';
import { cents, daysFromNow, demoItems, inserter, next, rotate, slug } from './util';

const DEFAULT_RESTAURANTS = demoItems(DEMO_RESTAURANTS, ['Callaloo Kitchen', 'Store Bay Crab & Dumpling']);

/** A valid restaurant insert; override any field. */
export function restaurantInput(overrides: Partial<NewRestaurant> = {}): NewRestaurant {
  const n = next('restaurant');
  const { name, description, location, state, country, cuisine, priceRange, latitude, longitude } = rotate(
    DEFAULT_RESTAURANTS,
    n,
  );
  const handle = slug(name).replace(/-/g, '');
  return {
    name,
    description,
    location,
    state,
    country,
    cuisine,
    priceRange,
    latitude,
    longitude,
    openingTime: '11:00',
    closingTime: '22:00',
    websiteUrl: `https://${slug(name)}.example`,
    instagramUrl: `https://www.instagram.com/${handle}`,
    eatNowUrl: `https://order.fete.example/${handle}`,
    active: true,
    ...overrides,
  };
}

export const createRestaurant = inserter(restaurants, restaurantInput);

const DEFAULT_DISHES = [
  {
    name: 'Doubles',
    category: 'Street Food',
    price: 1.5,
    description: 'Bara and curried channa with pepper.',
  },
  { name: 'Pelau', category: 'Mains', price: 12, description: 'Caramelised chicken, pigeon peas and rice.' },
  { name: 'Sorrel', category: 'Drinks', price: 4, description: 'Spiced hibiscus with ginger and clove.' },
] as const;

export function menuItemInput(
  restaurantId: string,
  overrides: Partial<NewRestaurantMenuItem> = {},
): NewRestaurantMenuItem {
  const n = next('menu-item');
  const dish = rotate(DEFAULT_DISHES, n);
  return {
    restaurantId,
    name: dish.name,
    description: dish.description,
    category: dish.category,
    priceCents: cents(dish.price),
    sortOrder: n,
    active: true,
    ...overrides,
  };
}

export const createMenuItem = inserter(restaurantMenuItems, menuItemInput);

export function restaurantPhotoInput(
  restaurantId: string,
  overrides: Partial<NewRestaurantPhoto> = {},
): NewRestaurantPhoto {
  const n = next('restaurant-photo');
  return {
    restaurantId,
    imageUrl: `/uploads/demo/restaurant-photo-${n}.webp`,
    caption: 'The dining room at lunchtime',
    sortOrder: n,
    active: true,
    ...overrides,
  };
}

export const createRestaurantPhoto = inserter(restaurantPhotos, restaurantPhotoInput);

/** A discount valid from yesterday for 60 days. */
export function restaurantDiscountInput(
  restaurantId: string,
  overrides: Partial<NewRestaurantDiscount> = {},
): NewRestaurantDiscount {
  return {
    restaurantId,
    percentage: 10,
    description: '10% off for Fete members, dine-in only',
    validFrom: daysFromNow(-1),
    validUntil: daysFromNow(60),
    termsConditions: 'Show your Fete ID card. Not valid with other offers.',
    active: true,
    ...overrides,
  };
}

export const createRestaurantDiscount = inserter(restaurantDiscounts, restaurantDiscountInput);
