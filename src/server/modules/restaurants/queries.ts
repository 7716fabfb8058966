import { and, asc, count, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { RestaurantItem } from '../../../shared/schemas/public';
import type { RestaurantPlace } from '../../../shared/domains/restaurants';
import { activeSitemapRows } from '../../platform/sitemap-rows';
import type { Db, Tx } from '../../db/client';
import { featuredItems } from '../../db/schema/home';
import { likedRestaurants } from '../../db/schema/likes';
import {
  restaurantDiscounts,
  restaurantMenuItems,
  restaurantPhotos,
  restaurants,
} from '../../db/schema/restaurants';
import {
  containsPattern,
  featuredJoinOf,
  isFeatured,
  matchesAny,
  rowExists,
  shownAt,
  selectWithFeatured,
  visibleRowQuery,
} from '../../platform/lists';
import { pick, preparedList, type Placeholders } from '../../db/prepared';
import { likedIdsAmong } from '../../platform/liked-lists';

export interface RestaurantFilter {
  /** Administrators see inactive restaurants too; everyone else only active ones. */
  includeInactive: boolean;
  cuisine?: string;
  priceRange?: string;
  country?: string;
  q?: string;
  /** Only restaurants an administrator featured, in featured order (home page). */
  featuredOnly?: boolean;
}

/** A restaurant's own columns, as the public pages and the manager's show them. */
/** Where the door is (decision 0034): the detail page's and the managers' answers. */
export const coordinateColumns = { latitude: restaurants.latitude, longitude: restaurants.longitude };

export const restaurantFields = {
  id: restaurants.id,
  name: restaurants.name,
  description: restaurants.description,
  imageUrl: restaurants.imageUrl,
  location: restaurants.location,
  country: restaurants.country,
  state: restaurants.state,
  cuisine: restaurants.cuisine,
  priceRange: restaurants.priceRange,
  openingTime: restaurants.openingTime,
  closingTime: restaurants.closingTime,
  websiteUrl: restaurants.websiteUrl,
  instagramUrl: restaurants.instagramUrl,
  eatNowUrl: restaurants.eatNowUrl,
  active: restaurants.active,
};

function restaurantColumns(viewerId: string | null) {
  return {
    ...restaurantFields,
    liked: viewerId ? sql<boolean>`(${likedRestaurants.userId} is not null)` : sql<boolean>`false`,
    featured: isFeatured(),
  };
}

const featuredJoin = featuredJoinOf('restaurant', restaurants.id);

/**
 * A list's statement is prepared once per shape (db/prepared.ts): the audience and featured only decide its
 * text; the filters are its values (`q` is the search's ILIKE pattern).
 */
const SHAPE = ['includeInactive', 'featuredOnly'] as const;
type RestaurantShape = Pick<RestaurantFilter, (typeof SHAPE)[number]>;
type RestaurantValues = Pick<RestaurantFilter, 'cuisine' | 'priceRange' | 'country' | 'q'>;

const valuesOf = (filter: RestaurantFilter): RestaurantValues => ({
  ...pick(filter, ['cuisine', 'priceRange', 'country']),
  q: filter.q ? containsPattern(filter.q) : undefined,
});

function whereOf(shape: RestaurantShape, p: Placeholders<RestaurantValues>): SQL | undefined {
  return and(
    ...[
      shape.includeInactive ? undefined : eq(restaurants.active, true),
      p.cuisine ? eq(restaurants.cuisine, p.cuisine) : undefined,
      p.priceRange ? eq(restaurants.priceRange, p.priceRange) : undefined,
      p.country ? eq(restaurants.country, p.country) : undefined,
      matchesAny([restaurants.name, restaurants.description, restaurants.location], p.q),
    ].filter(Boolean),
  );
}

/** Which of these restaurants the member liked (one prepared statement on liked_restaurants_pk). */
export const likedRestaurantIds = likedIdsAmong(
  'liked_restaurants_among',
  likedRestaurants.userId,
  likedRestaurants.restaurantId,
);

const countQuery = (db: Db, shape: RestaurantShape, p: Placeholders<RestaurantValues>) =>
  db.select({ total: count() }).from(restaurants).where(whereOf(shape, p));

/**
 * One page of restaurants by name (featured order for the home page) with `featured`, each row with the list's
 * total (totalColumn): one statement. The same for everyone (pages are shared: platform/shared-pages.ts);
 * `liked` is false, and the service adds a member's likes (likedRestaurantIds).
 */
const restaurantList = preparedList<RestaurantShape, RestaurantValues, RestaurantItem>(
  countQuery,
  (db, shape, p, total) => {
    const order = shape.featuredOnly
      ? [asc(featuredItems.sortOrder), asc(restaurants.name), asc(restaurants.id)]
      : [asc(restaurants.name), asc(restaurants.id)];
    const columns = { ...restaurantColumns(null), total: total() };
    return selectWithFeatured(db, restaurants, columns, featuredJoin, shape.featuredOnly)
      .where(whereOf(shape, p))
      .orderBy(...order)
      .limit(p.limit)
      .offset(p.offset);
  },
);

/** A page of restaurants and the list's total (one statement; counted apart only for an empty page past the first). */
export function listRestaurantPage(
  db: Db,
  filter: RestaurantFilter,
  page: { limit: number; offset: number },
): Promise<{ items: RestaurantItem[]; total: number }> {
  return restaurantList(db, pick(filter, SHAPE), valuesOf(filter), page);
}

/** The restaurants a member liked, for their dashboard (likedItemsPage). */
export const likedRestaurantList = {
  like: {
    user: likedRestaurants.userId,
    item: likedRestaurants.restaurantId,
    createdAt: likedRestaurants.createdAt,
  },
  item: { id: restaurants.id, active: restaurants.active },
  columns: (userId: string) => restaurantColumns(userId),
  featuredJoin,
};

/**
 * The restaurant for the shared detail body, with its coordinates: `liked` false (the service adds the
 * member's own).
 */
export async function findRestaurant(
  db: Db | Tx,
  id: string,
  options: { includeInactive: boolean },
): Promise<(RestaurantPlace & { ownerId: string | null }) | undefined> {
  const [row] = await db
    .select({
      ...restaurantColumns(null),
      ...coordinateColumns,
      ownerId: restaurants.ownerId,
    })
    .from(restaurants)
    .leftJoin(featuredItems, featuredJoin)
    .where(and(eq(restaurants.id, id), options.includeInactive ? undefined : eq(restaurants.active, true)));
  return row;
}

/*
 * A restaurant's photos, menu items and discounts as the public page shows them, and the order of its photos
 * and menu: the owner's page (manage-queries.ts) reads the same, inactive ones too, with their `active`.
 */
export const photoFields = {
  id: restaurantPhotos.id,
  imageUrl: restaurantPhotos.imageUrl,
  caption: restaurantPhotos.caption,
};
export const photoOrderBy = [
  asc(restaurantPhotos.sortOrder),
  asc(restaurantPhotos.createdAt),
  asc(restaurantPhotos.id),
];
export const menuItemFields = {
  id: restaurantMenuItems.id,
  name: restaurantMenuItems.name,
  priceCents: restaurantMenuItems.priceCents,
  category: restaurantMenuItems.category,
  description: restaurantMenuItems.description,
  imageUrl: restaurantMenuItems.imageUrl,
};
export const menuOrderBy = [
  asc(restaurantMenuItems.sortOrder),
  asc(restaurantMenuItems.name),
  asc(restaurantMenuItems.id),
];
export const discountFields = {
  id: restaurantDiscounts.id,
  percentage: restaurantDiscounts.percentage,
  description: restaurantDiscounts.description,
  termsConditions: restaurantDiscounts.termsConditions,
  validFrom: restaurantDiscounts.validFrom,
  validUntil: restaurantDiscounts.validUntil,
};

/** A restaurant's active rows of `table` (its photos, its menu) as `fields`, in `order`. */
const activeRowsOf =
  <C extends SelectedFields>(
    table: PgTable & { restaurantId: AnyPgColumn; active: AnyPgColumn },
    fields: C,
    order: readonly SQL[],
  ) =>
  async (db: Db | Tx, restaurantId: string) =>
    (await db
      .select(fields as SelectedFields)
      .from(table as PgTable)
      .where(and(eq(table.restaurantId, restaurantId), eq(table.active, true)))
      .orderBy(...order)) as SelectResultFields<C>[];

/** Active photos in their order. */
export const listPhotos = activeRowsOf(restaurantPhotos, photoFields, photoOrderBy);

/** Active menu items in their order. */
export const listMenu = activeRowsOf(restaurantMenuItems, menuItemFields, menuOrderBy);

/** Active discounts that have not expired at `now`. */
export async function listCurrentDiscounts(db: Db | Tx, restaurantId: string, now: Date) {
  return db
    .select(discountFields)
    .from(restaurantDiscounts)
    .where(
      and(
        eq(restaurantDiscounts.restaurantId, restaurantId),
        shownAt(now, { active: restaurantDiscounts.active, end: restaurantDiscounts.validUntil }),
      ),
    )
    .orderBy(
      desc(restaurantDiscounts.percentage),
      asc(restaurantDiscounts.createdAt),
      asc(restaurantDiscounts.id),
    );
}

/** The restaurant's id when the viewer may see it, as a query: a like checks and writes in one statement. */
export const visibleRestaurantQuery = (db: Db | Tx, id: string | Placeholder, includeInactive: boolean) =>
  visibleRowQuery(db, restaurants, id, includeInactive);

export async function restaurantExists(db: Db | Tx, id: string, includeInactive: boolean): Promise<boolean> {
  return rowExists(db, restaurants, id, includeInactive);
}

/** Active items for the sitemap (modules/seo), with the title their address's slug comes from. */
export const sitemapRows = (db: Db) => activeSitemapRows(db, restaurants, restaurants.name);
