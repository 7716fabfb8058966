import { and, asc, count, desc, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import { countUpcoming, dateSpan, upcomingPage } from '../../platform/upcoming';
import type { BandItem } from '../../../shared/schemas/public';
import { activeSitemapRows } from '../../platform/sitemap-rows';
import type { Db, Tx } from '../../db/client';
import { bandRatings, carnivalBands } from '../../db/schema/bands';
import { carnivals } from '../../db/schema/carnivals';
import { featuredItems } from '../../db/schema/home';
import { likedBands } from '../../db/schema/likes';
import {
  containsPattern,
  featuredJoinOf,
  isFeatured,
  matchesAny,
  pageBounds,
  rowExists,
  withFeatured,
  type PageBounds,
} from '../../platform/lists';
import { preparedPerShape, type Placeholders, type Preparable } from '../../db/prepared';

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
function bandColumns(viewerId: string | null, signedIn = viewerId !== null) {
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

const featuredJoin = featuredJoinOf('band', carnivalBands.id);

/** The bands a member liked, for their dashboard (likedItemsPage). */
export const likedBandList = {
  like: { user: likedBands.userId, item: likedBands.bandId, createdAt: likedBands.createdAt },
  item: { id: carnivalBands.id, active: carnivalBands.active },
  columns: (userId: string) => bandColumns(userId),
  featuredJoin,
};

/** Upcoming and past (platform/upcoming.ts). */
const span = dateSpan(carnivalBands, carnivalBands.startDate, carnivalBands.endDate);

/**
 * A list's statement is prepared once per shape (db/prepared.ts): the audience, `when` and featured only
 * decide its text; the rest are its values (`q` is the search's ILIKE pattern).
 */
type BandShape = Pick<BandFilter, 'includeInactive' | 'when' | 'featuredOnly'>;
type BandValues = Pick<BandFilter, 'today' | 'country' | 'carnivalId' | 'q'>;
type BandPlaceholders = Placeholders<BandValues>;

const shapeOf = (filter: BandFilter): BandShape => ({
  includeInactive: filter.includeInactive,
  when: filter.when,
  featuredOnly: filter.featuredOnly,
});

const valuesOf = (filter: BandFilter): BandValues => ({
  today: filter.today,
  country: filter.country,
  carnivalId: filter.carnivalId,
  q: filter.q ? containsPattern(filter.q) : undefined,
});

function whereOf(shape: BandShape, p: BandPlaceholders, when?: SQL): SQL | undefined {
  return and(
    ...[
      shape.includeInactive ? undefined : eq(carnivalBands.active, true),
      p.country ? eq(carnivalBands.country, p.country) : undefined,
      p.carnivalId ? eq(carnivalBands.carnivalId, p.carnivalId) : undefined,
      matchesAny([carnivalBands.name, carnivalBands.description, carnivalBands.location], p.q),
      when,
    ].filter(Boolean),
  );
}

const byStartDate = [asc(carnivalBands.startDate), asc(carnivalBands.name), asc(carnivalBands.id)];
const newestFirst = [desc(carnivalBands.startDate), asc(carnivalBands.name), asc(carnivalBands.id)];

/** Lists are the same for every member (the Fete ID link) or every visitor. */
type Audience = { signedIn: boolean };

function selectRows(db: Db, shape: BandShape & Audience) {
  return withFeatured(
    db.select(bandColumns(null, shape.signedIn)).from(carnivalBands).$dynamic(),
    featuredJoin,
    shape.featuredOnly,
  );
}

/**
 * One page of bands by start date, with `featured` (`liked` and `attending` false: the service adds the
 * member's own), in one statement prepared once per shape. Upcoming (start or end date today or later) is two
 * ordered branches, like the event lists (platform/upcoming.ts): bands starting from today on, and bands still
 * on the road; every band of the second sorts before every band of the first.
 */
const bandPage = preparedPerShape<BandShape & Audience, BandValues & PageBounds, BandRow[]>(
  (db, shape, p) => {
    if (shape.when === 'past') {
      return selectRows(db, shape)
        .where(whereOf(shape, p, span.past(p.today)))
        .orderBy(...newestFirst)
        .limit(p.limit)
        .offset(p.offset);
    }
    if (shape.featuredOnly && shape.when === 'upcoming') {
      // The home's Top Carnival Bands: featured bands not over yet, in the order administrators gave them
      // (/admin/featured); last season's drop out on their own. The featured rows are a handful: one OR.
      const notOver = or(gte(carnivalBands.startDate, p.today), gte(carnivalBands.endDate, p.today));
      return selectRows(db, shape)
        .where(whereOf(shape, p, notOver))
        .orderBy(asc(featuredItems.sortOrder), ...byStartDate)
        .limit(p.limit)
        .offset(p.offset);
    }
    if (shape.when === 'all') {
      return selectRows(db, shape)
        .where(whereOf(shape, p))
        .orderBy(...byStartDate)
        .limit(p.limit)
        .offset(p.offset);
    }
    return upcomingPage(
      (when) =>
        selectRows(db, shape)
          .where(whereOf(shape, p, when))
          .orderBy(...byStartDate),
      span.upcoming(p.today),
      ['start_date', 'name', 'id'],
      p,
    ) as unknown as Preparable<BandRow[]>;
  },
);

export function listBandPage(
  db: Db,
  filter: BandFilter,
  page: Audience & { limit: number; offset: number },
): Promise<BandRow[]> {
  return bandPage(
    db,
    { ...shapeOf(filter), signedIn: page.signedIn },
    { ...valuesOf(filter), ...pageBounds(page) },
  );
}

/** How many bands the list has, in one statement prepared once per shape (two branches when upcoming). */
const bandCount = preparedPerShape<BandShape, BandValues, { total: number }[]>((db, shape, p) => {
  if (shape.when === 'upcoming') {
    return countUpcoming(db, carnivalBands, (when) => whereOf(shape, p, when), span.upcoming(p.today));
  }
  const when = shape.when === 'past' ? span.past(p.today) : undefined;
  return db
    .select({ total: count() })
    .from(carnivalBands)
    .where(whereOf(shape, p, when));
});

export async function countBands(db: Db, filter: BandFilter): Promise<number> {
  const [row] = await bandCount(db, shapeOf(filter), valuesOf(filter));
  return row?.total ?? 0;
}

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

/** Is the band there (any band when `includeInactive`, else active ones only)? */
export async function bandExists(db: Db | Tx, id: string, includeInactive: boolean): Promise<boolean> {
  return rowExists(db, carnivalBands, id, includeInactive);
}

/** Active items for the sitemap (modules/seo), with the title their address's slug comes from. */
export const sitemapRows = (db: Db) => activeSitemapRows(db, carnivalBands, carnivalBands.name);
