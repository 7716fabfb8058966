import type { z } from 'zod';
import { endpoint } from '../contract';
import { resourceEndpoints } from './admin-resource';
import {
  discountInputSchema,
  menuItemInputSchema,
  ownedRestaurantsSchema,
  ownerAssignSchema,
  photoAddSchema,
  photoMoveSchema,
  photoUpdateSchema,
  restaurantAdminListSchema,
  restaurantInputSchema,
  restaurantManageSchema,
} from '../domains/restaurant-manage';
import { restaurantDetailSchema, restaurantListSchema } from '../domains/restaurants';
import { deletedSchema, listQuerySchema } from '../schemas/common';
import { restaurantListQuerySchema } from '../schemas/public';

const OWNER_OR_ADMIN =
  "Its owner or an administrator; 403 for another member while the restaurant is listed, 404 'Restaurant not found' when it is not (unknown or inactive).";

/**
 * Every write changes what Fete Eats, the details, the manager, the owner's page and the home page's Fete Eats
 * section show: the `restaurants` resource, and `home`. A write answers the restaurant as it now is.
 */
const touches = ['home'] as const;
const response = restaurantManageSchema;
/** The restaurants manager (administrators): tagged for the back office and for restaurants. */
const restaurants = resourceEndpoints('/api/admin/restaurants', {
  auth: 'admin',
  tags: ['admin', 'restaurants'],
  resource: 'restaurants',
  touches,
});
/** The owner's page (the owner or an administrator). */
const ownerSide = { auth: 'user' as const, tags: ['restaurants'], resource: 'restaurants', touches };
const owner = resourceEndpoints('/api', ownerSide);

/**
 * A list the owner's page keeps on a restaurant (/api/restaurants/:id/<list>, one item at :<param>): add (at the
 * end, 201), change and delete, each with its own summary; a photo's change body is not its add body.
 */
function itemEndpoints<
  const List extends string,
  const Param extends string,
  Add extends z.ZodType,
  Update extends z.ZodType,
>(
  list: List,
  param: Param,
  body: { add: Add; update: Update },
  summary: Record<'add' | 'update' | 'remove', string>,
) {
  const items = resourceEndpoints(`/api/restaurants/:id/${list}`, ownerSide);
  const one = `/:${param}` as const;
  const says = (text: string) => `${text} ${OWNER_OR_ADMIN}`;
  return {
    add: items.create({ summary: says(summary.add), body: body.add, response }),
    update: items.at('put', one, { summary: says(summary.update), body: body.update, response }),
    remove: items.at('delete', one, { summary: says(summary.remove), response: deletedSchema }),
  };
}

/**
 * Restaurants (public-site.md §2.6, member-areas.md §2, admin-back-office.md §2 Restaurants): Fete Eats and a
 * restaurant's page, the owner's page (/api/restaurants/:id/…) and the manager (/api/admin/restaurants…). Every
 * read is the `restaurants` resource (likes and featured toggles elsewhere refresh them by that name); every
 * write answers the restaurant as it now is (restaurantManageSchema), but for the deletion of a menu item, photo
 * or discount, which answers `{ id, deleted: true }` (deletedSchema).
 */
export const restaurantEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/api/restaurants',
    summary:
      'Fete Eats: restaurants by name. Filters cuisine, priceRange ($ to $$$$), country (Trinidad, Tobago or any of the 22); q searches name, description and location. Inactive restaurants only for administrators.',
    auth: 'public',
    query: restaurantListQuerySchema,
    response: restaurantListSchema,
    tags: ['restaurants'],
    resource: 'restaurants',
  }),
  detail: endpoint({
    method: 'get',
    path: '/api/restaurants/:id',
    summary:
      "One restaurant with its photos (active, in order), menu (active) and discounts (active, not expired). 404 'Restaurant not found' for unknown or (to non-administrators) inactive restaurants.",
    auth: 'public',
    response: restaurantDetailSchema,
    tags: ['restaurants'],
    resource: 'restaurants',
  }),
  adminList: restaurants.list({
    summary:
      'The restaurants manager: every restaurant (inactive too) by name with its owner; q searches name, description and location.',
    query: listQuerySchema,
    response: restaurantAdminListSchema,
  }),
  create: restaurants.create({
    summary: `Add a restaurant (active). 422 'Name and location are required'; links http(s) only; imageUrl as POST /api/uploads answered it (purpose image).`,
    body: restaurantInputSchema,
    response: restaurantManageSchema,
  }),
  remove: restaurants.remove({
    summary: 'Delete a restaurant with its menu, photos, discounts, likes and featured row (decision 0013).',
    touches,
  }),
  setActive: restaurants.setActive({
    summary: 'Activate or deactivate: an inactive restaurant is seen by administrators only.',
    response: restaurantManageSchema,
  }),
  setOwner: restaurants.at('put', '/:id/owner', {
    summary:
      "Assign the owner (a member's id from GET /api/admin/users) or none (null). 422 'Member not found'.",
    body: ownerAssignSchema,
    response: restaurantManageSchema,
  }),
  owned: owner.at('get', '/me/restaurants', {
    summary: 'The restaurants the signed-in member owns (an empty list: "No restaurant found").',
    response: ownedRestaurantsSchema,
  }),
  manage: owner.at('get', '/restaurants/:id/manage', {
    summary: `The restaurant with every menu item, photo and discount (inactive ones too) and what the caller may do. ${OWNER_OR_ADMIN}`,
    response: restaurantManageSchema,
  }),
  update: owner.at('put', '/restaurants/:id', {
    summary: `Update the whole record (not its owner or active flag). ${OWNER_OR_ADMIN}`,
    body: restaurantInputSchema,
    response: restaurantManageSchema,
  }),
  menu: itemEndpoints(
    'menu-items',
    'itemId',
    { add: menuItemInputSchema, update: menuItemInputSchema },
    {
      add: 'Add a menu item (price in cents, 0 or more).',
      update: 'Change a menu item.',
      remove: 'Delete a menu item.',
    },
  ),
  photos: {
    ...itemEndpoints(
      'photos',
      'photoId',
      { add: photoAddSchema, update: photoUpdateSchema },
      {
        add: 'Add a photo at the end (imageUrl as POST /api/uploads answered it, purpose image).',
        update: "Change a photo's caption or active flag.",
        remove: 'Remove a photo.',
      },
    ),
    move: owner.at('post', '/restaurants/:id/photos/:photoId/move', {
      summary: `Move a photo up or down one place. ${OWNER_OR_ADMIN}`,
      body: photoMoveSchema,
      response: restaurantManageSchema,
    }),
  },
  discounts: itemEndpoints(
    'discounts',
    'discountId',
    { add: discountInputSchema, update: discountInputSchema },
    {
      add: 'Add a discount (percentage 1–100; validity days in order).',
      update: 'Change a discount.',
      remove: 'Delete a discount.',
    },
  ),
};
