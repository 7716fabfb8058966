import { restaurantEndpoints as e } from '../../../shared/contracts/restaurants';
import { restaurantAdminMessages as texts } from '../../../shared/domains/restaurant-manage';
import { messages } from '../../../shared/errors';
import type { Context } from 'hono';
import type { Actor, AppEnv } from '../../app-env';
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
import { getManagedRestaurant, updateRestaurantDetails, type ManageDeps } from './manage-service';
import { listOwned } from './manage-queries';

/** A handler that hands the service its dependencies, the actor, the path parameters and the body. */
export const serve =
  <P, B, R>(run: (deps: ManageDeps, actor: Actor, params: P, body: B) => R) =>
  ({ c, actor, params, body }: { c: Context<AppEnv>; actor: Actor; params: P; body: B }) =>
    run(c.get('deps'), actor, params, body);

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
  const menuItem = child(texts.menuItemNotFound);
  const photo = child(texts.photoNotFound);
  const discount = child(texts.discountNotFound);

  routes.implement(e.owned, { notFound }, async ({ c, actor }) => ({
    items: await listOwned(c.get('deps').db, actor.id),
  }));
  routes.implement(e.manage, { notFound }, ({ c, actor, params }) =>
    getManagedRestaurant(c.get('deps').db, actor, params.id),
  );
  routes.implement(e.update, { notFound }, serve(updateRestaurantDetails));
  routes.implement(e.addMenuItem, { notFound }, serve(addMenuItem));
  routes.implement(e.updateMenuItem, menuItem, serve(changeMenuItem));
  routes.implement(e.removeMenuItem, menuItem, serve(removeMenuItem));
  routes.implement(e.addPhoto, { notFound }, serve(addPhoto));
  routes.implement(e.updatePhoto, photo, serve(changePhoto));
  routes.implement(e.movePhoto, photo, serve(movePhoto));
  routes.implement(e.removePhoto, photo, serve(removePhoto));
  routes.implement(e.addDiscount, { notFound }, serve(addDiscount));
  routes.implement(e.updateDiscount, discount, serve(changeDiscount));
  routes.implement(e.removeDiscount, discount, serve(removeDiscount));
}
