import { and, arrayContains, count, eq, gt, ilike, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedList, type Placeholders } from '../../db/prepared';
import { providers } from '../../db/schema/faces';
import { featuredItems } from '../../db/schema/home';
import { containsPattern, pageOffset } from '../../platform/lists';
import {
  featuredJoin,
  providerColumns,
  providerOrder,
  type ProviderFilters,
  type ProviderRow,
} from './queries';

/** The public providers list (Faces): a page and its total in one statement, prepared once per shape. */

/**
 * "4.5+" keeps the providers whose card shows 4.5 or more: the card rounds the average to one decimal, half
 * up (shared/rating.ts), so a 4.45 average shows 4.5 and passes. round(10·avg) >= 10x  ⇔  10·avg >= 10x - ½
 * ⇔  20·total >= (20x - 1)·count, on integers (x is 3.5, 4 or 4.5: 20x is whole): `bound` is 20x - 1
 * (ratingBound). Unrated never passes.
 */
function shownRatingAtLeast(bound: SQLWrapper): SQL[] {
  return [
    gt(providers.ratingCount, 0),
    sql`${providers.ratingTotal} * 20 >= ${bound}::integer * ${providers.ratingCount}`,
  ];
}
const ratingBound = (threshold: number) => Math.round(threshold * 20) - 1;

/**
 * A list's statements are prepared once per shape (db/prepared.ts): whether inactive providers show decides
 * their text; the filters are their values (`q` is the search's ILIKE pattern, `service` an array of one).
 */
type ProviderShape = { seesInactive: boolean };
interface ProviderValues {
  q?: string;
  service?: string[];
  country?: string;
  minBound?: number;
}

const valuesOf = (filters: ProviderFilters): ProviderValues => ({
  q: filters.q ? containsPattern(filters.q) : undefined,
  service: filters.service ? [filters.service] : undefined,
  country: filters.country,
  minBound: filters.minRating === undefined ? undefined : ratingBound(filters.minRating),
});

function listWhere(shape: ProviderShape, p: Placeholders<ProviderValues>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [shape.seesInactive ? undefined : eq(providers.active, true)];
  // `services @> array[…]` is what the GIN index providers_services_idx serves.
  if (p.service) conditions.push(arrayContains(providers.services, p.service));
  if (p.country) conditions.push(eq(providers.country, p.country));
  if (p.minBound) conditions.push(...shownRatingAtLeast(p.minBound));
  if (p.q) {
    conditions.push(
      or(
        // The full name holds the first and the last name, so it serves all three name searches.
        ilike(sql`${providers.firstName} || ' ' || ${providers.lastName}`, p.q),
        ilike(providers.bio, p.q),
        ilike(providers.location, p.q),
        sql`exists (select 1 from unnest(${providers.services}) as service where service ilike ${p.q})`,
      ),
    );
  }
  return and(...conditions);
}

const countQuery = (db: Db, shape: ProviderShape, p: Placeholders<ProviderValues>) =>
  db.select({ total: count() }).from(providers).where(listWhere(shape, p));

/**
 * A page of providers for everyone who sees the same ones (no one's likes), best average first, with the
 * featured star (featured_items_item_unique: one row per provider) and the list's total (totalColumn).
 */
const providerList = preparedList<ProviderShape, ProviderValues, ProviderRow>(
  countQuery,
  (db, shape, p, total) =>
    db
      .select({ ...providerColumns(null), total: total() })
      .from(providers)
      .leftJoin(featuredItems, featuredJoin)
      .where(listWhere(shape, p))
      .orderBy(...providerOrder())
      .limit(p.limit)
      .offset(p.offset),
);

/**
 * A page of providers, best average first (providers_rating_idx), then by name; and the total (one statement;
 * counted apart only for an empty page past the first). The same for everyone who sees the same providers: the
 * service adds the member's own likes.
 */
export function listProviders(
  db: Db,
  seesInactive: boolean,
  filters: ProviderFilters,
): Promise<{ items: ProviderRow[]; total: number }> {
  const range = { limit: filters.pageSize, offset: pageOffset(filters.page, filters.pageSize) };
  return providerList(db, { seesInactive }, valuesOf(filters), range);
}
