import {
  activeSchema,
  discountInputSchema,
  menuItemInputSchema,
  ownedRestaurantsSchema,
  ownerAssignSchema,
  photoAddSchema,
  photoMoveSchema,
  photoUpdateSchema,
  restaurantAdminListSchema,
  restaurantAdminMessages as texts,
  restaurantAdminQuerySchema,
  restaurantDeletedSchema,
  restaurantInputSchema,
  restaurantManageSchema,
} from '../../../shared/domains/restaurant-admin';
import { messages } from '../../../shared/errors';
import type { Routes } from '../../platform/http';
import { isUuid } from '../../platform/lists';
import {
  addDiscount,
  addMenuItem,
  addPhoto,
  changeDiscount,
  changeMenuItem,
  changePhoto,
  movePhoto,
  removeDiscount,
  removeMenuItem,
  removePhoto,
} from './manage-items-service';
import {
  assignRestaurantOwner,
  createRestaurant,
  getManagedRestaurant,
  listManagedRestaurants,
  ownedRestaurants,
  removeRestaurant,
  setRestaurantActive,
  updateRestaurantDetails,
} from './manage-service';

const OWNER_OR_ADMIN =
  "Its owner or an administrator; 403 for another member while the restaurant is listed, 404 'Restaurant not found' when it is not (unknown or inactive).";

/**
 * The restaurants manager (/api/admin/restaurants…, administrators) and the owner's page (/api/restaurants/:id/…,
 * the owner or an administrator). Every write answers the restaurant as it now is (restaurantManageSchema).
 */
export function registerRestaurantManageRoutes(routes: Routes): void {
  const admin = {
    auth: 'admin' as const,
    notFound: messages.restaurants.notFound,
    tags: ['admin', 'restaurants'],
  };
  const owner = { auth: 'user' as const, notFound: messages.restaurants.notFound, tags: ['restaurants'] };
  /** A malformed sub-item id names no menu item, photo or discount; a malformed :id no restaurant. */
  const child = (text: string) => ({
    ...owner,
    notFound: (params: Record<string, string>) => (isUuid(params.id) ? text : messages.restaurants.notFound),
  });

  routes.get(
    '/api/admin/restaurants',
    {
      keep: 'per-admin',
      ...admin,
      summary:
        'The restaurants manager: every restaurant (inactive too) by name with its owner; q searches name, description and location.',
      query: restaurantAdminQuerySchema,
      response: restaurantAdminListSchema,
    },
    ({ c, actor, query }) => listManagedRestaurants(c.get('deps').db, actor, query),
  );

  routes.post(
    '/api/admin/restaurants',
    {
      ...admin,
      summary: `Add a restaurant (active). 422 'Name and location are required'; links http(s) only; imageUrl as POST /api/uploads answered it (purpose image).`,
      body: restaurantInputSchema,
      response: restaurantManageSchema,
      status: 201,
    },
    ({ c, actor, body }) => createRestaurant(c.get('deps'), actor, body),
  );

  routes.delete(
    '/api/admin/restaurants/:id',
    {
      ...admin,
      summary:
        'Delete a restaurant with its menu, photos, discounts, likes and featured row (decision 0013).',
      response: restaurantDeletedSchema,
    },
    ({ c, actor, params }) => removeRestaurant(c.get('deps').db, actor, params.id),
  );

  routes.put(
    '/api/admin/restaurants/:id/active',
    {
      ...admin,
      summary: 'Activate or deactivate: an inactive restaurant is seen by administrators only.',
      body: activeSchema,
      response: restaurantManageSchema,
    },
    ({ c, actor, params, body }) => setRestaurantActive(c.get('deps').db, actor, params.id, body),
  );

  routes.put(
    '/api/admin/restaurants/:id/owner',
    {
      ...admin,
      summary:
        "Assign the owner (a member's id from GET /api/admin/members) or none (null). 422 'Member not found'.",
      body: ownerAssignSchema,
      response: restaurantManageSchema,
    },
    ({ c, actor, params, body }) => assignRestaurantOwner(c.get('deps').db, actor, params.id, body),
  );

  routes.get(
    '/api/restaurant-admin',
    {
      ...owner,
      summary: 'The restaurants the signed-in member owns (an empty list: "No restaurant found").',
      response: ownedRestaurantsSchema,
    },
    ({ c, actor }) => ownedRestaurants(c.get('deps').db, actor),
  );

  routes.get(
    '/api/restaurants/:id/manage',
    {
      ...owner,
      summary: `The restaurant with every menu item, photo and discount (inactive ones too) and what the caller may do. ${OWNER_OR_ADMIN}`,
      response: restaurantManageSchema,
    },
    ({ c, actor, params }) => getManagedRestaurant(c.get('deps').db, actor, params.id),
  );

  routes.put(
    '/api/restaurants/:id',
    {
      ...owner,
      summary: `Update the whole record (not its owner or active flag). ${OWNER_OR_ADMIN}`,
      body: restaurantInputSchema,
      response: restaurantManageSchema,
    },
    ({ c, actor, params, body }) => updateRestaurantDetails(c.get('deps'), actor, params.id, body),
  );

  routes.post(
    '/api/restaurants/:id/menu-items',
    {
      ...owner,
      summary: `Add a menu item (price in cents, 0 or more). ${OWNER_OR_ADMIN}`,
      body: menuItemInputSchema,
      response: restaurantManageSchema,
      status: 201,
    },
    ({ c, actor, params, body }) => addMenuItem(c.get('deps'), actor, params.id, body),
  );

  routes.put(
    '/api/restaurants/:id/menu-items/:itemId',
    {
      ...child(texts.menuItemNotFound),
      summary: `Change a menu item. ${OWNER_OR_ADMIN}`,
      body: menuItemInputSchema,
      response: restaurantManageSchema,
    },
    ({ c, actor, params, body }) => changeMenuItem(c.get('deps'), actor, params.id, params.itemId, body),
  );

  routes.delete(
    '/api/restaurants/:id/menu-items/:itemId',
    {
      ...child(texts.menuItemNotFound),
      summary: `Delete a menu item. ${OWNER_OR_ADMIN}`,
      response: restaurantManageSchema,
    },
    ({ c, actor, params }) => removeMenuItem(c.get('deps'), actor, params.id, params.itemId),
  );

  routes.post(
    '/api/restaurants/:id/photos',
    {
      ...owner,
      summary: `Add a photo at the end (imageUrl as POST /api/uploads answered it, purpose image). ${OWNER_OR_ADMIN}`,
      body: photoAddSchema,
      response: restaurantManageSchema,
      status: 201,
    },
    ({ c, actor, params, body }) => addPhoto(c.get('deps'), actor, params.id, body),
  );

  routes.put(
    '/api/restaurants/:id/photos/:photoId',
    {
      ...child(texts.photoNotFound),
      summary: `Change a photo's caption or active flag. ${OWNER_OR_ADMIN}`,
      body: photoUpdateSchema,
      response: restaurantManageSchema,
    },
    ({ c, actor, params, body }) => changePhoto(c.get('deps'), actor, params.id, params.photoId, body),
  );

  routes.post(
    '/api/restaurants/:id/photos/:photoId/move',
    {
      ...child(texts.photoNotFound),
      summary: `Move a photo up or down one place. ${OWNER_OR_ADMIN}`,
      body: photoMoveSchema,
      response: restaurantManageSchema,
    },
    ({ c, actor, params, body }) => movePhoto(c.get('deps'), actor, params.id, params.photoId, body),
  );

  routes.delete(
    '/api/restaurants/:id/photos/:photoId',
    {
      ...child(texts.photoNotFound),
      summary: `Remove a photo. ${OWNER_OR_ADMIN}`,
      response: restaurantManageSchema,
    },
    ({ c, actor, params }) => removePhoto(c.get('deps'), actor, params.id, params.photoId),
  );

  routes.post(
    '/api/restaurants/:id/discounts',
    {
      ...owner,
      summary: `Add a discount (percentage 1–100; validity days in order). ${OWNER_OR_ADMIN}`,
      body: discountInputSchema,
      response: restaurantManageSchema,
      status: 201,
    },
    ({ c, actor, params, body }) => addDiscount(c.get('deps'), actor, params.id, body),
  );

  routes.put(
    '/api/restaurants/:id/discounts/:discountId',
    {
      ...child(texts.discountNotFound),
      summary: `Change a discount. ${OWNER_OR_ADMIN}`,
      body: discountInputSchema,
      response: restaurantManageSchema,
    },
    ({ c, actor, params, body }) => changeDiscount(c.get('deps'), actor, params.id, params.discountId, body),
  );

  routes.delete(
    '/api/restaurants/:id/discounts/:discountId',
    {
      ...child(texts.discountNotFound),
      summary: `Delete a discount. ${OWNER_OR_ADMIN}`,
      response: restaurantManageSchema,
    },
    ({ c, actor, params }) => removeDiscount(c.get('deps'), actor, params.id, params.discountId),
  );
}
