import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { carnivalBands } from '../../db/schema/bands';
import { featuredItems } from '../../db/schema/home';
import { searchAny, windowTotal } from '../../platform/lists';
import { bandPlaceFields } from './queries';

/** The bands manager's columns: the public band, the year, the Fete ID link in full and the exact aggregates. */
export const adminColumns = {
  ...bandPlaceFields,
  year: carnivalBands.year,
  startDate: carnivalBands.startDate,
  endDate: carnivalBands.endDate,
  websiteUrl: carnivalBands.websiteUrl,
  instagramUrl: carnivalBands.instagramUrl,
  registrationUrl: carnivalBands.registrationUrl,
  feteIdRegistrationUrl: carnivalBands.feteIdRegistrationUrl,
  ratingTotal: carnivalBands.ratingTotal,
  ratingCount: carnivalBands.ratingCount,
  active: carnivalBands.active,
  featured: sql<boolean>`(${featuredItems.id} is not null)`,
};

const featuredJoin = and(
  eq(featuredItems.itemType, 'band'),
  eq(featuredItems.itemId, carnivalBands.id),
  eq(featuredItems.active, true),
);

export type AdminBandRow = Awaited<ReturnType<typeof findAdminBand>> & {};

const search = (q: string) =>
  searchAny([carnivalBands.name, carnivalBands.description, carnivalBands.location], q);

/**
 * Every band, newest start first (the season being planned is on top), searched; inactive ones too. Each row
 * carries the total (one statement with the page).
 */
export async function listAdminBandPage(db: Db, q: string, limit: number, offset: number) {
  return db
    .select({ ...adminColumns, total: windowTotal() })
    .from(carnivalBands)
    .leftJoin(featuredItems, featuredJoin)
    .where(search(q))
    .orderBy(desc(carnivalBands.startDate), asc(carnivalBands.name), asc(carnivalBands.id))
    .limit(limit)
    .offset(offset);
}

/** Only for a page past the end, which has no row to carry the total. */
export async function countAdminBands(db: Db, q: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(carnivalBands).where(search(q));
  return row?.total ?? 0;
}

export async function findAdminBand(db: Db | Tx, id: string, lock = false) {
  const query = db
    .select(adminColumns)
    .from(carnivalBands)
    .leftJoin(featuredItems, featuredJoin)
    .where(eq(carnivalBands.id, id));
  const [row] = lock ? await query.for('update', { of: carnivalBands }) : await query;
  return row;
}
