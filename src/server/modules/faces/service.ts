import { FEATURED_LIST_SIZE } from '../../../shared/constants';
import { ratingOf } from '../../../shared/rating';
import type { ListResponse } from '../../../shared/schemas/common';
import { AppError, messages } from '../../../shared/errors';
import type {
  ProviderDetail,
  ProviderItem,
  ProviderList,
  ProviderListQuery,
  ProviderRatingResult,
} from '../../../shared/schemas/faces';
import type { RatingInput } from '../../../shared/schemas/public';
import type { Actor } from '../../app-env';
import type { Db, Tx } from '../../db/client';
import type { MaybeViewer } from '../../../shared/domains/viewer';
import { isUuid, sharedListPage, type PageParams } from '../../platform/lists';
import { likedItemsPage } from '../../platform/liked-lists';
import { pageKey, unshared, viewerMarks, withLikes, type SharedPages } from '../../platform/shared-pages';
import { faceCan, facePolicy } from '../../../shared/domains/faces';
import {
  findProvider,
  likedProviderIds,
  providerMarks,
  listFeaturedProviders,
  likedProviderList,
  listTestimonials,
  lockProviderForRating,
  saveRating,
  type ProviderRow,
  type Viewer,
} from './queries';
import { listProviders } from './list-queries';
import { providerExists, withdrawProviderRatingsOf } from './queries';
import { requireVerifiedEmail } from '../../auth/verification';

const viewerOf = (actor: Actor | null): Viewer => ({
  userId: actor?.id ?? null,
  seesInactive: facePolicy.seeInactive(actor),
});

const notFound = () => new AppError('NOT_FOUND', messages.faces.notFound);

/** Stored aggregates become the card's one-decimal average (0 while unrated, as the cards show it). */
function toProviderItem(row: ProviderRow): ProviderItem {
  const { ratingTotal, ratingCount, ...rest } = row;
  return { ...rest, rating: ratingOf('face', ratingTotal, ratingCount), totalRatings: ratingCount };
}

/**
 * A page of providers: the page and total everyone who sees the same providers shares (built without anyone's
 * likes: platform/shared-pages.ts), then the member's own likes.
 */
export async function browseProviders(
  db: Db,
  actor: Actor | null,
  query: ProviderListQuery,
  pages: SharedPages = unshared,
): Promise<ProviderList> {
  const seesInactive = facePolicy.seeInactive(actor);
  return sharedListPage(
    pages,
    pageKey('providers', seesInactive, query),
    query,
    async () => {
      const { items, total } = await listProviders(db, seesInactive, query);
      return { items: items.map(toProviderItem), total };
    },
    (items) => withProviderLikes(db, actor, items, pages),
  );
}

/**
 * The member's likes on a page of providers (visitors like nothing): one small statement, kept per member and
 * page until the next write (`perMember`).
 */
const withProviderLikes = viewerMarks<ProviderItem, ReadonlySet<string>>(likedProviderIds, withLikes);

/**
 * A provider's page: the provider, their active client photos in order, and the member's own rating. The
 * provider and photos (inactive providers for administrators only) are built once per provider and audience
 * and shared (platform/shared-pages.ts); the member's like and rating come from one small prepared statement
 * (`providerMarks`), kept per member until the next write (their own rating is a write).
 */
export async function getProvider(
  db: Db,
  actor: Actor | null,
  id: string,
  pages: SharedPages = unshared,
): Promise<ProviderDetail> {
  if (!isUuid(id)) throw notFound();
  const viewer: Viewer = { userId: null, seesInactive: facePolicy.seeInactive(actor) };
  const shared = await pages.get(pageKey('provider detail', id, viewer.seesInactive), async () => {
    const [row, testimonials] = await Promise.all([findProvider(db, viewer, id), listTestimonials(db, id)]);
    return row ? { provider: toProviderItem(row), testimonials } : null;
  });
  if (!shared) throw notFound();
  if (!actor) return { ...shared, myRating: null, can: faceCan(actor) };
  const marks = await providerMarks(db, actor.id, [id], pages);
  return {
    provider: { ...shared.provider, liked: marks.liked.has(id) },
    testimonials: shared.testimonials,
    myRating: marks.rating.get(id) ?? null,
    can: faceCan(actor),
  };
}

/**
 * Rate a provider 1-5. A member has one rating per provider: a new one replaces the earlier one, and the
 * provider's total and count move by the difference in the same transaction, so concurrent ratings
 * (other members, or the same member twice) leave exact aggregates.
 */
export async function rateProvider(
  db: Db,
  actor: Actor,
  id: string,
  input: RatingInput,
): Promise<ProviderRatingResult> {
  if (!isUuid(id)) throw notFound();
  requireVerifiedEmail(actor);
  const viewer = viewerOf(actor);
  const aggregates = await db.transaction(async (tx) => {
    if (!(await lockProviderForRating(tx, viewer, id))) throw notFound();
    return saveRating(tx, { providerId: id, userId: actor.id, rating: input.rating });
  });
  return {
    rating: ratingOf('face', aggregates.ratingTotal, aggregates.ratingCount),
    totalRatings: aggregates.ratingCount,
    myRating: input.rating,
  };
}

/** Top Faces on home: featured active providers in featured order. */
export async function homeFaces(
  db: Db,
  actor: Actor | null,
  pages: SharedPages = unshared,
): Promise<ProviderItem[]> {
  const items = await pages.get(pageKey('home providers'), async () => {
    const rows = await listFeaturedProviders(db, null, FEATURED_LIST_SIZE);
    return rows.map(toProviderItem);
  });
  return withProviderLikes(db, actor, items, pages);
}

/** The providers the member liked that are still listed, newest like first (dashboard). */
export async function likedProviders(
  db: Db,
  userId: string,
  page: PageParams,
): Promise<ListResponse<ProviderItem>> {
  return likedItemsPage(db, likedProviderList, userId, page, toProviderItem);
}

/** For likes and featuring: is the provider there for this viewer (inactive ones only for administrators)? */
export function findVisibleProvider(db: Db | Tx, actor: MaybeViewer, id: string): Promise<boolean> {
  return providerExists(db, id, facePolicy.seeInactive(actor));
}

/** A member's account is going: their ratings leave the providers' totals, in the deletion's transaction. */
export const onMemberDeleted = (tx: Tx, userId: string) => withdrawProviderRatingsOf(tx, userId);

/** Active items for the sitemap (modules/seo). */
export { sitemapRows } from './queries';

/** For likes: the provider's visibility check as a query, to write in the same statement. */
export { visibleProviderQuery } from './queries';
