/** Fake answers about restaurants for the web's test files, checked against the contracts. */
import {
  restaurantManagedSchema,
  restaurantManageSchema,
  type RestaurantManage,
  type RestaurantManaged,
} from '../../../shared/domains/restaurant-manage';
import {
  restaurantDetailSchema,
  restaurantItemSchema,
  type RestaurantDetail,
  type RestaurantItem,
  type RestaurantPlace,
} from '../../../shared/domains/restaurants';

/** What every restaurant answer carries: a $$ Caribbean place on Ariapita Avenue, open 11:00-22:00. */
const restaurantFields = (name: string) => ({
  id: crypto.randomUUID(),
  name,
  description: 'Sunday lunch every day.',
  imageUrl: null,
  location: 'Ariapita Avenue, Woodbrook',
  country: 'Trinidad',
  state: 'Port of Spain',
  cuisine: 'Caribbean',
  priceRange: '$$',
  openingTime: '11:00',
  closingTime: '22:00',
  websiteUrl: null,
  instagramUrl: null,
  eatNowUrl: null,
  active: true,
  featured: false,
});

/** A restaurant as GET /api/restaurants answers it to a visitor. */
export const fakeRestaurant = (name: string, extra: Partial<RestaurantItem> = {}): RestaurantItem =>
  restaurantItemSchema.parse({ ...restaurantFields(name), liked: false, ...extra });

/** GET /api/restaurants/:id for a visitor: 'Callaloo Kitchen', with its coordinates, nothing else. */
export const fakeRestaurantDetail = (place: Partial<RestaurantPlace> = {}): RestaurantDetail =>
  restaurantDetailSchema.parse({
    restaurant: { ...fakeRestaurant('Callaloo Kitchen'), latitude: 10.6676, longitude: -61.5253, ...place },
    photos: [],
    menu: [],
    discounts: [],
    can: { like: false, feature: false, edit: false, delete: false },
  });

/** A restaurant as the back office and its owner manage it (GET /api/admin/restaurants, …/manage). */
export const fakeManagedRestaurant = (
  name: string,
  extra: Partial<RestaurantManaged> = {},
): RestaurantManaged =>
  restaurantManagedSchema.parse({
    ...restaurantFields(name),
    latitude: null,
    longitude: null,
    owner: null,
    ...extra,
  });

/** What an administrator may do with any restaurant, and what its owner may do with theirs. */
const MANAGE_CAN = {
  admin: { edit: true, delete: true, setActive: true, assignOwner: true, feature: true },
  owner: { edit: true, delete: false, setActive: false, assignOwner: false, feature: false },
};

/** GET /api/restaurants/:id/manage, and the answer of a write to a restaurant: no photos or discounts. */
export const fakeRestaurantManage = (
  restaurant: RestaurantManaged,
  { menu = [], as = 'admin' }: { menu?: RestaurantManage['menu']; as?: keyof typeof MANAGE_CAN } = {},
): RestaurantManage =>
  restaurantManageSchema.parse({ restaurant, menu, photos: [], discounts: [], can: MANAGE_CAN[as] });
