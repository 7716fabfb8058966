import { and, eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import type { BandItem } from '../../../shared/schemas/public';
import { activeSitemapRows } from '../../platform/sitemap-rows';
import type { Db, Tx } from '../../db/client';
import { bandRatings, carnivalBands } from '../../db/schema/bands';
import { carnivals } from '../../db/schema/carnivals';
import { featuredItems } from '../../db/schema/home';
import { likedBands } from '../../db/schema/likes';
import { featuredJoinOf, isFeatured, rowExists, visibleRowQuery } from '../../platform/lists';

export interface BandFilter {
  /** Administrators see inactive bands too; everyone else only active ones. */
  includeInactive: boolean;
  /**
   * Today in the site's time zone; `upcoming`: bands whose start or end date is today or later; `past`:
   * the rest (ended before today), newest first; `all`: every band by start date.
   */
  today: string;
  when: 'upcoming' | 'past' | 'all';
  country?: string;
  q?: string;
  /** Only bands an administrator featured (home page). */
  featuredOnly?: boolean;
  /** Only the bands of this carnival (its season page). */
  carnivalId?: string;
}

/** A band row as stored: the service turns the exact aggregates into the one-decimal rating. */
export type BandRow = Omit<BandItem, 'rating' | 'totalRatings'> & {
  ratingTotal: number;
  ratingCount: number;
  /** The viewer's own rating (detail only). */
  myRating?: number | null;
};

/** A band's name, picture, words and place: the first columns of the public band and the manager's. */
export const bandPlaceFields = {
  id: carnivalBands.id,
  name: carnivalBands.name,
  description: carnivalBands.description,
  imageUrl: carnivalBands.imageUrl,
  location: carnivalBands.location,
  country: carnivalBands.country,
  state: carnivalBands.state,
};

/** The costume prices and the carnival: the public band's and the manager's, after the links. */
export const bandOfferFields = {
  priceFromCents: carnivalBands.priceFromCents,
  priceToCents: carnivalBands.priceToCents,
  carnivalId: carnivalBands.carnivalId,
  carnivalName: sql<
    string | null
  >`(select ${carnivals.name} from ${carnivals} where ${carnivals.id} = ${carnivalBands.carnivalId})`.as(
    'carnival_name',
  ),
};

/** Lists pass whether someone is signed in and no id: their pages are shared, likes added by the service. */
export function bandColumns(viewerId: string | null, signedIn = viewerId !== null) {
  return {
    ...bandPlaceFields,
    startDate: carnivalBands.startDate,
    endDate: carnivalBands.endDate,
    websiteUrl: carnivalBands.websiteUrl,
    instagramUrl: carnivalBands.instagramUrl,
    registrationUrl: carnivalBands.registrationUrl,
    // The Fete ID price is for members: visitors get null from the database, not a link the page hides.
    feteIdRegistrationUrl: signedIn
      ? carnivalBands.feteIdRegistrationUrl
      : sql<string | null>`null::text`.as('fete_id_registration_url'),
    ...bandOfferFields,
    ratingTotal: carnivalBands.ratingTotal,
    ratingCount: carnivalBands.ratingCount,
    active: carnivalBands.active,
    liked: viewerId ? sql<boolean>`(${likedBands.userId} is not null)` : sql<boolean>`false`,
    // The member's attendance belongs to the attendance module: the service adds it (platform/member-marks.ts).
    attending: sql<boolean>`false`,
    featured: isFeatured(),
  };
}

export const featuredJoin = featuredJoinOf('band', carnivalBands.id);

/** The bands a member liked, for their dashboard (likedItemsPage). */
export const likedBandList = {
  like: { user: likedBands.userId, item: likedBands.bandId, createdAt: likedBands.createdAt },
  item: { id: carnivalBands.id, active: carnivalBands.active },
  columns: (userId: string) => bandColumns(userId),
  featuredJoin,
};

/**
 * The band as its audience sees it, for the shared detail body: `liked` and `attending` false, no rating of
 * anyone's (the service adds the member's own, platform/member-marks.ts).
 */
export async function findBand(
  db: Db | Tx,
  id: string,
  options: { signedIn: boolean; includeInactive: boolean },
): Promise<BandRow | undefined> {
  const [row] = await db
    .select(bandColumns(null, options.signedIn))
    .from(carnivalBands)
    .leftJoin(featuredItems, featuredJoin)
    .where(
      and(eq(carnivalBands.id, id), options.includeInactive ? undefined : eq(carnivalBands.active, true)),
    );
  return row;
}

/**
 * Lock the band row for the rest of the transaction: ratings of one band then run one after another,
 * so reading the member's earlier rating and moving the aggregates cannot interleave.
 */
export async function lockBandForRating(tx: Tx, id: string, includeInactive: boolean): Promise<boolean> {
  const rows = await tx
    .select({ id: carnivalBands.id })
    .from(carnivalBands)
    .where(and(eq(carnivalBands.id, id), includeInactive ? undefined : eq(carnivalBands.active, true)))
    .for('update');
  return rows.length > 0;
}

export async function findRating(tx: Tx, bandId: string, userId: string): Promise<number | null> {
  const [row] = await tx
    .select({ rating: bandRatings.rating })
    .from(bandRatings)
    .where(and(eq(bandRatings.bandId, bandId), eq(bandRatings.userId, userId)));
  return row?.rating ?? null;
}

export async function upsertRating(tx: Tx, bandId: string, userId: string, rating: number): Promise<void> {
  await tx
    .insert(bandRatings)
    .values({ bandId, userId, rating })
    .onConflictDoUpdate({
      target: [bandRatings.bandId, bandRatings.userId],
      set: { rating, updatedAt: new Date() },
    });
}

/** Move the aggregates by a difference (relative update), never by recomputing them from a read. */
export async function shiftBandAggregates(
  tx: Tx,
  bandId: string,
  delta: { total: number; count: number },
): Promise<{ ratingTotal: number; ratingCount: number }> {
  const [row] = await tx
    .update(carnivalBands)
    .set({
      ratingTotal: sql`${carnivalBands.ratingTotal} + ${delta.total}`,
      ratingCount: sql`${carnivalBands.ratingCount} + ${delta.count}`,
    })
    .where(eq(carnivalBands.id, bandId))
    .returning({ ratingTotal: carnivalBands.ratingTotal, ratingCount: carnivalBands.ratingCount });
  if (!row) throw new Error(`band ${bandId} vanished while locked`);
  return row;
}

/**
 * Ratings go with the account (ON DELETE CASCADE); the stored aggregates of the bands they rated must lose
 * them too, in the same transaction.
 */
export async function withdrawBandRatingsOf(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(carnivalBands)
    .set({
      ratingTotal: sql`${carnivalBands.ratingTotal} - ${bandRatings.rating}`,
      ratingCount: sql`${carnivalBands.ratingCount} - 1`,
    })
    .from(bandRatings)
    .where(and(eq(bandRatings.bandId, carnivalBands.id), eq(bandRatings.userId, userId)));
}

/** The active bands among `ids` as the audience sees them (any order), for the comparison. */
export function findActiveBands(db: Db, ids: string[], signedIn: boolean): Promise<BandRow[]> {
  return db
    .select(bandColumns(null, signedIn))
    .from(carnivalBands)
    .leftJoin(featuredItems, featuredJoin)
    .where(and(inArray(carnivalBands.id, ids), eq(carnivalBands.active, true)));
}

/** A carnival as the comparison names it. */
export async function findCarnival(db: Db, id: string) {
  const [row] = await db
    .select({ id: carnivals.id, name: carnivals.name, slug: carnivals.slug, territory: carnivals.territory })
    .from(carnivals)
    .where(eq(carnivals.id, id));
  return row;
}

/** The same as attendance checks it, with the capacity events have (bands have none), in one statement. */
export const attendableBandQuery = (db: Db | Tx, id: string | Placeholder, includeInactive: boolean) =>
  db
    .select({ id: carnivalBands.id, capacity: sql<number | null>`null::integer`.as('capacity') })
    .from(carnivalBands)
    .where(and(eq(carnivalBands.id, id), includeInactive ? undefined : eq(carnivalBands.active, true)));

/** The band's id when the viewer may see it, as a query: a like checks and writes in one statement. */
export const visibleBandQuery = (db: Db | Tx, id: string | Placeholder, includeInactive: boolean) =>
  visibleRowQuery(db, carnivalBands, id, includeInactive);

/** Is the band there (any band when `includeInactive`, else active ones only)? */
export async function bandExists(db: Db | Tx, id: string, includeInactive: boolean): Promise<boolean> {
  return rowExists(db, carnivalBands, id, includeInactive);
}

/** Active items for the sitemap (modules/seo), with the title their address's slug comes from. */
export const sitemapRows = (db: Db) => activeSitemapRows(db, carnivalBands, carnivalBands.name);
