import { and, asc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { ProviderItem } from '../../../shared/schemas/faces';
import { activeSitemapRows } from '../../platform/sitemap-rows';
import type { Db, Tx } from '../../db/client';
import { featuredJoinOf, isFeatured, rowExists, visibleRowQuery } from '../../platform/lists';
import { likedIdsAmong } from '../../platform/liked-lists';
import { providerAverageRating, providerRatings, providers, testimonialImages } from '../../db/schema/faces';
import { featuredItems } from '../../db/schema/home';
import { memberMarksAmong } from '../../platform/member-marks';
import { likedProviders } from '../../db/schema/likes';

/** Who is looking: their likes mark the rows; only administrators see inactive providers. */
export interface Viewer {
  userId: string | null;
  seesInactive: boolean;
}

/** A provider row as stored: the service turns the exact aggregates into the one-decimal rating. */
export type ProviderRow = Omit<ProviderItem, 'rating' | 'totalRatings'> & {
  ratingTotal: number;
  ratingCount: number;
};

export interface ProviderFilters {
  q: string;
  service?: string;
  country?: string;
  minRating?: number;
  page: number;
  pageSize: number;
}

const visible = (viewer: Viewer): SQL | undefined =>
  viewer.seesInactive ? undefined : eq(providers.active, true);

/** The provider as every list and the detail show it; `liked` needs the viewer's likedProviders join. */
export function providerColumns(userId: string | null) {
  return {
    id: providers.id,
    firstName: providers.firstName,
    lastName: providers.lastName,
    avatarUrl: providers.avatarUrl,
    services: providers.services,
    ratingTotal: providers.ratingTotal,
    ratingCount: providers.ratingCount,
    location: providers.location,
    state: providers.state,
    country: providers.country,
    bio: providers.bio,
    instagramUrl: providers.instagramUrl,
    bookingUrl: providers.bookingUrl,
    active: providers.active,
    liked: userId ? sql<boolean>`${likedProviders.userId} is not null` : sql<boolean>`false`,
    featured: isFeatured(),
  };
}

/** The order of every providers list, public and back office: best rated first, then by name (stable). */
export const providerOrder = () =>
  [
    sql`${providerAverageRating} desc nulls last`,
    asc(providers.firstName),
    asc(providers.lastName),
    asc(providers.id),
  ] as const;

export const featuredJoin = featuredJoinOf('face', providers.id);

const likedBy = (userId: string) =>
  and(eq(likedProviders.providerId, providers.id), eq(likedProviders.userId, userId));

/**
 * One statement for provider rows with the viewer's like and the featured star: both are LEFT JOINs on
 * unique keys (liked_providers_pk, featured_items_item_unique), so each provider appears once.
 */
function selectProviders(db: Db | Tx, userId: string | null) {
  const query = db
    .select(providerColumns(userId))
    .from(providers)
    .leftJoin(featuredItems, featuredJoin)
    .$dynamic();
  return userId ? query.leftJoin(likedProviders, likedBy(userId)) : query;
}

/** The providers a member liked, for their dashboard (likedItemsPage). */
export const likedProviderList = {
  like: { user: likedProviders.userId, item: likedProviders.providerId, createdAt: likedProviders.createdAt },
  item: { id: providers.id, active: providers.active },
  columns: (userId: string) => providerColumns(userId),
  featuredJoin,
};

/**
 * A member's like and rating among providers, in one prepared statement (liked_providers_pk,
 * provider_ratings_pk): the detail page's own marks on its shared body.
 */
export const providerMarks = memberMarksAmong('provider_member_marks', {
  liked: { user: likedProviders.userId, item: likedProviders.providerId },
  rating: { user: providerRatings.userId, item: providerRatings.providerId, value: providerRatings.rating },
});

/** Which of these providers the member liked (one prepared statement on liked_providers_pk). */
export const likedProviderIds = likedIdsAmong(
  'liked_providers_among',
  likedProviders.userId,
  likedProviders.providerId,
);

/** Top Faces: featured active providers in featured order, with the viewer's like, in one statement. */
export async function listFeaturedProviders(db: Db | Tx, userId: string | null, limit: number) {
  let query = db
    .select(providerColumns(userId))
    .from(providers)
    .innerJoin(featuredItems, featuredJoin)
    .$dynamic();
  if (userId) query = query.leftJoin(likedProviders, likedBy(userId));
  return query
    .where(eq(providers.active, true))
    .orderBy(asc(featuredItems.sortOrder), asc(featuredItems.createdAt), asc(providers.id))
    .limit(limit);
}

export async function findProvider(db: Db, viewer: Viewer, id: string): Promise<ProviderRow | undefined> {
  const [row] = await selectProviders(db, viewer.userId).where(and(eq(providers.id, id), visible(viewer)));
  return row;
}

export async function listTestimonials(db: Db, providerId: string) {
  return db
    .select({
      id: testimonialImages.id,
      imageUrl: testimonialImages.imageUrl,
      caption: testimonialImages.caption,
      clientName: testimonialImages.clientName,
      service: testimonialImages.service,
    })
    .from(testimonialImages)
    .where(and(eq(testimonialImages.providerId, providerId), eq(testimonialImages.active, true)))
    .orderBy(asc(testimonialImages.sortOrder), asc(testimonialImages.createdAt), asc(testimonialImages.id));
}

/**
 * Lock the provider row for the rest of the transaction (and check the viewer may see it). Every rating
 * of this provider takes the same lock first, so they run one after another, in the same order as
 * account deletion (provider row, then rating rows): no deadlock, and no lost or doubled update.
 */
export async function lockProviderForRating(tx: Tx, viewer: Viewer, id: string): Promise<boolean> {
  const rows = await tx
    .select({ id: providers.id })
    .from(providers)
    .where(and(eq(providers.id, id), visible(viewer)))
    .for('no key update');
  return rows.length > 0;
}

/**
 * Save the member's rating (insert, or replace the earlier one) and move the provider's aggregates by the
 * difference, in one statement: `previous` reads the member's earlier rating, which cannot change under
 * us because the provider row is locked (lockProviderForRating) by every writer of its ratings.
 */
export async function saveRating(
  tx: Tx,
  input: { providerId: string; userId: string; rating: number },
): Promise<{ ratingTotal: number; ratingCount: number }> {
  const { providerId, userId, rating } = input;
  const result = await tx.execute(sql`
    with previous as (
      select rating from ${providerRatings}
      where provider_id = ${providerId} and user_id = ${userId}
    ), saved as (
      insert into ${providerRatings} (provider_id, user_id, rating)
      values (${providerId}, ${userId}, ${rating})
      on conflict (provider_id, user_id)
      do update set rating = excluded.rating, updated_at = now()
    )
    update ${providers} set
      rating_total = rating_total + ${rating}::integer - coalesce((select rating from previous), 0),
      rating_count = rating_count + (case when exists (select 1 from previous) then 0 else 1 end),
      updated_at = now()
    where id = ${providerId}
    returning rating_total, rating_count
  `);
  // Both drivers (node-postgres and PGlite) answer raw statements with `rows`.
  const [row] = (result as unknown as { rows: { rating_total: unknown; rating_count: unknown }[] }).rows;
  if (!row) throw new Error(`provider ${providerId} vanished while locked`);
  return { ratingTotal: Number(row.rating_total), ratingCount: Number(row.rating_count) };
}

/** The provider aggregates lose a deleted member's ratings in the deletion's transaction (see bands). */
export async function withdrawProviderRatingsOf(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(providers)
    .set({
      ratingTotal: sql`${providers.ratingTotal} - ${providerRatings.rating}`,
      ratingCount: sql`${providers.ratingCount} - 1`,
    })
    .from(providerRatings)
    .where(and(eq(providerRatings.providerId, providers.id), eq(providerRatings.userId, userId)));
}

/** The provider's id when the viewer may see it, as a query: a like checks and writes in one statement. */
export const visibleProviderQuery = (db: Db | Tx, id: string | Placeholder, includeInactive: boolean) =>
  visibleRowQuery(db, providers, id, includeInactive);

export async function providerExists(db: Db | Tx, id: string, includeInactive: boolean): Promise<boolean> {
  return rowExists(db, providers, id, includeInactive);
}

/** Active items for the sitemap (modules/seo), with the title their address's slug comes from. */
export const sitemapRows = (db: Db) =>
  activeSitemapRows(db, providers, sql<string>`${providers.firstName} || ' ' || ${providers.lastName}`);
