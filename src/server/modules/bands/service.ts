import { FEATURED_LIST_SIZE } from '../../../shared/constants';
import { AppError, messages } from '../../../shared/errors';
import { ratingOf } from '../../../shared/rating';
import type { ListResponse } from '../../../shared/schemas/common';
import type {
  BandDetail,
  BandItem,
  BandListQuery,
  RatingInput,
  RatingResult,
} from '../../../shared/schemas/public';
import { SITE_TIME_ZONE, todayIn } from '../../../shared/time';
import type { Actor } from '../../app-env';
import { plannableOf } from '../plans/service';
import type { Db, Tx } from '../../db/client';
import type { MaybeViewer } from '../../../shared/domains/viewer';
import { isUuid, sharedListPage, type PageParams } from '../../platform/lists';
import { likedItemsPage } from '../../platform/liked-lists';
import { bandMarks, withMarks, type MemberMarks } from '../../platform/member-marks';
import { pageKey, unshared, viewerMarks, type SharedPages } from '../../platform/shared-pages';
import { bandCan, bandPolicy } from '../../../shared/domains/bands';
import {
  bandExists,
  findBand,
  findRating,
  likedBandList,
  lockBandForRating,
  shiftBandAggregates,
  upsertRating,
  withdrawBandRatingsOf,
  type BandRow,
} from './queries';
import { listBandPage } from './list-queries';
import { requireVerifiedEmail } from '../../auth/verification';
import { registrationOpen, watchedAmong } from './registration-watch';

const BAND_NOT_FOUND = messages.bands.notFound;

export function toItem(row: BandRow): BandItem {
  const { ratingTotal, ratingCount, myRating: _myRating, ...rest } = row;
  return { ...rest, rating: ratingOf('band', ratingTotal, ratingCount), totalRatings: ratingCount };
}

/** Fete Destinations: bands starting or still running today or later (`when=all` for every band). */
export async function listBands(
  db: Db,
  actor: Actor | null,
  input: BandListQuery & { carnivalId?: string },
  pages: SharedPages = unshared,
): Promise<ListResponse<BandItem>> {
  const filter = {
    includeInactive: input.carnivalId ? false : bandPolicy.seeInactive(actor),
    today: todayIn(SITE_TIME_ZONE),
    when: input.when ?? 'upcoming',
    country: input.country,
    q: input.q,
    carnivalId: input.carnivalId,
  };
  const signedIn = actor !== null;
  // The page and total every member (or visitor) shares, then the member's own likes and attendance.
  return sharedListPage(
    pages,
    pageKey('bands', filter, signedIn, input.page, input.pageSize),
    input,
    async (range) => {
      const { items, total } = await listBandPage(db, filter, { signedIn, ...range });
      return { items: items.map(toItem), total };
    },
    (items) => withBandMarks(db, actor, items, pages),
  );
}

/**
 * The member's likes and attendance on a page of bands (visitors like and attend nothing): one small
 * statement for both, kept per member and page until the next write (`perMember`).
 */
const withBandMarks = viewerMarks<BandItem, MemberMarks<'liked' | 'attending' | 'rating'>>(
  bandMarks,
  withMarks,
);

/**
 * The band, and the member's own rating (null for visitors and members who have not rated it). The band as the
 * viewer's audience sees it is built once per band and audience and shared (platform/shared-pages.ts); the
 * member's like, attendance and rating come from one small prepared statement (`bandMarks`), kept per member
 * until the next write (their own rating is a write, so it shows on their next request).
 */
export async function getBand(
  db: Db,
  actor: Actor | null,
  id: string,
  pages: SharedPages = unshared,
): Promise<BandDetail> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', BAND_NOT_FOUND);
  const audience = { signedIn: actor !== null, includeInactive: bandPolicy.seeInactive(actor) };
  const shared = await pages.get(
    pageKey('band detail', id, audience.signedIn, audience.includeInactive),
    async () => {
      const [row, plannable] = await Promise.all([
        findBand(db, id, audience),
        plannableOf(db, { bandId: id }),
      ]);
      return row ? { item: toItem(row), plannable } : null;
    },
  );
  if (!shared) throw new AppError('NOT_FOUND', BAND_NOT_FOUND);
  const { item, plannable } = shared;
  if (!actor) return { band: item, myRating: null, can: bandCan(actor), watching: false, plannable };
  // A band whose registration is open has nothing to watch: no statement for it (most bands).
  const [marks, watched] = await Promise.all([
    bandMarks(db, actor.id, [id], pages),
    registrationOpen(item) ? [] : watchedAmong(db, actor, [id], pages),
  ]);
  const [band] = withMarks([item], marks);
  return {
    band: band!,
    myRating: marks.rating.get(id) ?? null,
    can: bandCan(actor),
    watching: watched.length > 0,
    plannable,
  };
}

/**
 * Rate a band 1-5; a new rating replaces the member's earlier one. The rating row and the band's exact
 * aggregates change in one transaction, the aggregates by relative updates under the band's row lock,
 * so concurrent ratings of one band leave exact totals.
 */
export async function rateBand(db: Db, actor: Actor, id: string, input: RatingInput): Promise<RatingResult> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', BAND_NOT_FOUND);
  requireVerifiedEmail(actor);
  const aggregates = await db.transaction(async (tx) => {
    if (!(await lockBandForRating(tx, id, bandPolicy.seeInactive(actor)))) {
      throw new AppError('NOT_FOUND', BAND_NOT_FOUND);
    }
    const earlier = await findRating(tx, id, actor.id);
    await upsertRating(tx, id, actor.id, input.rating);
    return shiftBandAggregates(tx, id, {
      total: input.rating - (earlier ?? 0),
      count: earlier === null ? 1 : 0,
    });
  });
  return {
    rating: ratingOf('band', aggregates.ratingTotal, aggregates.ratingCount),
    totalRatings: aggregates.ratingCount,
    myRating: input.rating,
  };
}

/** Top Carnival Bands on the home page: featured active bands not over yet, in the featured order, at most 3. */
export async function homeBands(
  db: Db,
  actor: Actor | null,
  pages: SharedPages = unshared,
): Promise<BandItem[]> {
  const signedIn = actor !== null;
  const filter = {
    includeInactive: false,
    today: todayIn(SITE_TIME_ZONE),
    when: 'upcoming',
    featuredOnly: true,
  } as const;
  const items = await pages.get(pageKey('home bands', filter, signedIn), async () => {
    const { items: rows } = await listBandPage(db, filter, {
      signedIn,
      limit: FEATURED_LIST_SIZE,
      offset: 0,
    });
    return rows.map(toItem);
  });
  return withBandMarks(db, actor, items, pages);
}

/** The bands the member liked that are still listed, newest like first (dashboard). */
export async function likedBands(db: Db, userId: string, page: PageParams): Promise<ListResponse<BandItem>> {
  const list = await likedItemsPage(db, likedBandList, userId, page, toItem);
  const marks = await bandMarks(
    db,
    userId,
    list.items.map((b) => b.id),
  );
  return { ...list, items: withMarks(list.items, marks) };
}

/** For likes and featuring: is the band there for this viewer (inactive ones only for administrators)? */
export function findVisibleBand(db: Db | Tx, actor: MaybeViewer, id: string): Promise<boolean> {
  return bandExists(db, id, bandPolicy.seeInactive(actor));
}

/** A member's account is going: their ratings leave the bands' totals, in the deletion's transaction. */
export const onMemberDeleted = (tx: Tx, userId: string) => withdrawBandRatingsOf(tx, userId);

/** Active items for the sitemap (modules/seo). */
export { sitemapRows } from './queries';

/** For likes: the band's visibility check as a query, to write in the same statement. */
export { attendableBandQuery, visibleBandQuery } from './queries';
