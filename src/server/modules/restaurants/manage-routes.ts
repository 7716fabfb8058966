import { restaurantEndpoints as e } from '../../../shared/contracts/restaurants';
import { restaurantAdminMessages as texts } from '../../../shared/domains/restaurant-manage';
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
import { getManagedRestaurant, ownedRestaurants, updateRestaurantDetails } from './manage-service';

/**
 * The owner's page (/api/restaurants/:id/…, the owner or an administrator): the record, its menu, photos and
 * discounts. Every write answers the restaurant as it now is (restaurantManageSchema), a deletion of a menu item,
 * photo or discount `{ id, deleted: true }`.
 */
export function registerRestaurantManageRoutes(routes: Routes): void {
  const notFound = messages.restaurants.notFound;
  /** A malformed sub-item id names no menu item, photo or discount; a malformed :id no restaurant. */
  const child = (text: string) => ({
    notFound: (params: Record<string, string>) => (isUuid(params.id) ? text : messages.restaurants.notFound),
  });

  routes.implement(e.owned, { notFound }, ({ c, actor }) => ownedRestaurants(c.get('deps').db, actor));
  routes.implement(e.manage, { notFound }, ({ c, actor, params }) =>
    getManagedRestaurant(c.get('deps').db, actor, params.id),
  );
  routes.implement(e.update, { notFound }, ({ c, actor, params, body }) =>
    updateRestaurantDetails(c.get('deps'), actor, params.id, body),
  );
  routes.implement(e.addMenuItem, { notFound }, ({ c, actor, params, body }) =>
    addMenuItem(c.get('deps'), actor, params.id, body),
  );
  routes.implement(e.updateMenuItem, child(texts.menuItemNotFound), ({ c, actor, params, body }) =>
    changeMenuItem(c.get('deps'), actor, params.id, params.itemId, body),
  );
  routes.implement(e.removeMenuItem, child(texts.menuItemNotFound), ({ c, actor, params }) =>
    removeMenuItem(c.get('deps'), actor, params.id, params.itemId),
  );
  routes.implement(e.addPhoto, { notFound }, ({ c, actor, params, body }) =>
    addPhoto(c.get('deps'), actor, params.id, body),
  );
  routes.implement(e.updatePhoto, child(texts.photoNotFound), ({ c, actor, params, body }) =>
    changePhoto(c.get('deps'), actor, params.id, params.photoId, body),
  );
  routes.implement(e.movePhoto, child(texts.photoNotFound), ({ c, actor, params, body }) =>
    movePhoto(c.get('deps'), actor, params.id, params.photoId, body),
  );
  routes.implement(e.removePhoto, child(texts.photoNotFound), ({ c, actor, params }) =>
    removePhoto(c.get('deps'), actor, params.id, params.photoId),
  );
  routes.implement(e.addDiscount, { notFound }, ({ c, actor, params, body }) =>
    addDiscount(c.get('deps'), actor, params.id, body),
  );
  routes.implement(e.updateDiscount, child(texts.discountNotFound), ({ c, actor, params, body }) =>
    changeDiscount(c.get('deps'), actor, params.id, params.discountId, body),
  );
  routes.implement(e.removeDiscount, child(texts.discountNotFound), ({ c, actor, params }) =>
    removeDiscount(c.get('deps'), actor, params.id, params.discountId),
  );
}
