import { FEATURED_LIST_SIZE } from '../../../shared/constants';
import { AppError, messages } from '../../../shared/errors';
import type { ListResponse } from '../../../shared/schemas/common';
import { validityDays } from '../../../shared/validity-days';
import type { RestaurantDetail, RestaurantItem, RestaurantListQuery } from '../../../shared/schemas/public';
import type { Actor } from '../../app-env';
import type { Db, Tx } from '../../db/client';
import type { MaybeViewer } from '../../../shared/domains/viewer';
import { isUuid, sharedListPage, type PageParams } from '../../platform/lists';
import { likedItemsPage } from '../../platform/liked-lists';
import { pageKey, unshared, viewerMarks, withLikes, type SharedPages } from '../../platform/shared-pages';
import { restaurantCan, restaurantPolicy } from '../../../shared/domains/restaurants';
import {
  findRestaurant,
  likedRestaurantIds,
  listCurrentDiscounts,
  listMenu,
  likedRestaurantList,
  listPhotos,
  listRestaurantPage,
} from './queries';
import { restaurantExists } from './queries';

const RESTAURANT_NOT_FOUND = messages.restaurants.notFound;

/** Fete Eats: by name; filters cuisine, price range and country (the Location filter). */
export async function listRestaurants(
  db: Db,
  actor: Actor | null,
  input: RestaurantListQuery,
  pages: SharedPages = unshared,
): Promise<ListResponse<RestaurantItem>> {
  const filter = {
    includeInactive: restaurantPolicy.seeInactive(actor),
    cuisine: input.cuisine,
    priceRange: input.priceRange,
    country: input.country,
    q: input.q,
  };
  // The page and total everyone who sees the same restaurants shares, then the member's own likes.
  return sharedListPage(
    pages,
    pageKey('restaurants', filter, input.page, input.pageSize),
    input,
    (range) => listRestaurantPage(db, filter, range),
    (items) => withRestaurantLikes(db, actor, items, pages),
  );
}

/**
 * The member's likes on a page of restaurants (visitors like nothing): one small statement, kept per member and
 * page until the next write (`perMember`).
 */
const withRestaurantLikes = viewerMarks<RestaurantItem, ReadonlySet<string>>(likedRestaurantIds, withLikes);

/** The restaurant with its photos, active menu and current discounts: four small statements by key. */
/**
 * One restaurant with its photos, menu and current discounts. The body (inactive restaurants for
 * administrators only) is built once per restaurant and audience and shared (platform/shared-pages.ts); the
 * member's own like comes from one small prepared statement, kept per member until the next write, and `can`
 * from the viewer and the owner. An unknown restaurant is shared too (as null).
 */
export async function getRestaurant(
  db: Db,
  actor: Actor | null,
  id: string,
  pages: SharedPages = unshared,
): Promise<RestaurantDetail> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', RESTAURANT_NOT_FOUND);
  const includeInactive = restaurantPolicy.seeInactive(actor);
  const shared = await pages.get(pageKey('restaurant detail', id, includeInactive), () =>
    buildRestaurantDetail(db, id, includeInactive),
  );
  if (!shared) throw new AppError('NOT_FOUND', RESTAURANT_NOT_FOUND);
  const { ownerId, restaurant, ...rest } = shared;
  const [item] = await withRestaurantLikes(db, actor, [restaurant], pages);
  return { restaurant: item!, ...rest, can: restaurantCan(actor, { ownerId }) };
}

async function buildRestaurantDetail(db: Db, id: string, includeInactive: boolean) {
  // Side lists are read alongside; they are thrown away when the restaurant is not visible.
  const [restaurant, photos, menu, discounts] = await Promise.all([
    findRestaurant(db, id, { includeInactive }),
    listPhotos(db, id),
    listMenu(db, id),
    listCurrentDiscounts(db, id, new Date()),
  ]);
  if (!restaurant) return null;
  const { ownerId, ...item } = restaurant;
  return {
    restaurant: item,
    ownerId,
    photos,
    menu,
    discounts: discounts.map((d) => ({ ...d, ...validityDays(d) })),
  };
}

/** Top Eats on the home page: featured active restaurants in featured order, at most 3. */
export async function homeRestaurants(
  db: Db,
  actor: Actor | null,
  pages: SharedPages = unshared,
): Promise<RestaurantItem[]> {
  const items = await pages.get(pageKey('home restaurants'), async () => {
    const filter = { includeInactive: false, featuredOnly: true };
    const { items: page } = await listRestaurantPage(db, filter, { limit: FEATURED_LIST_SIZE, offset: 0 });
    return page;
  });
  return withRestaurantLikes(db, actor, items, pages);
}

/** The restaurants the member liked that are still listed, newest like first (dashboard). */
export async function likedRestaurants(
  db: Db,
  userId: string,
  page: PageParams,
): Promise<ListResponse<RestaurantItem>> {
  return likedItemsPage(db, likedRestaurantList, userId, page, (row) => row);
}

/** For likes and featuring: is the restaurant there for this viewer (inactive ones only for administrators)? */
export function findVisibleRestaurant(db: Db | Tx, actor: MaybeViewer, id: string): Promise<boolean> {
  return restaurantExists(db, id, restaurantPolicy.seeInactive(actor));
}

/** Active items for the sitemap (modules/seo). */
export { sitemapRows } from './queries';

/** For likes: the restaurant's visibility check as a query, to write in the same statement. */
export { visibleRestaurantQuery } from './queries';
