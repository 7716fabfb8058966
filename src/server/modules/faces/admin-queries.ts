import { asc, count, eq, ilike, inArray, max, or, sql, type SQL } from 'drizzle-orm';
import type { ListQuery } from '../../../shared/schemas/common';
import type { Db, Tx } from '../../db/client';
import { containsPattern, managedPage, managedRow } from '../../platform/lists';
import { providers, testimonialImages, type NewTestimonialImage } from '../../db/schema/faces';
import { featuredJoin, providerColumns, providerOrder } from './queries';

/** The spec's search of the manager: full name, bio and services (the public list also searches the location). */
function adminWhere(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    ilike(sql`${providers.firstName} || ' ' || ${providers.lastName}`, pattern),
    ilike(providers.bio, pattern),
    sql`exists (select 1 from unnest(${providers.services}) as service where service ilike ${pattern})`,
  );
}

const { liked: _liked, ...publicColumns } = providerColumns(null);
/** The manager's columns: the public provider (with the featured flag, a join) and the service prices. */
export const adminColumns = { ...publicColumns, servicePrices: providers.servicePrices };
const providerCatalogue = { table: providers, columns: adminColumns, featuredJoin };

/**
 * The manager's page: every provider (inactive too), best average first as the spec lists them; and the
 * total, carried on every row (one statement; counted apart only for a page past the end).
 */
export function searchAdminProviders(db: Db, query: ListQuery) {
  return managedPage(db, providerCatalogue, adminWhere(query.q), providerOrder(), query);
}

/** One provider as the manager shows it; `lock` locks the provider for the write (ratings take the same lock). */
export function findAdminProvider(db: Db | Tx, id: string, lock = false) {
  return managedRow(db, providerCatalogue, id, lock);
}

export type AdminProviderRow = NonNullable<Awaited<ReturnType<typeof findAdminProvider>>>;

/** Every client photo of these providers (hidden ones too), in page order. */
export async function listTestimonialsOf(db: Db | Tx, providerIds: string[]) {
  if (providerIds.length === 0) return [];
  return db
    .select({
      id: testimonialImages.id,
      providerId: testimonialImages.providerId,
      imageUrl: testimonialImages.imageUrl,
      caption: testimonialImages.caption,
      clientName: testimonialImages.clientName,
      service: testimonialImages.service,
      active: testimonialImages.active,
    })
    .from(testimonialImages)
    .where(inArray(testimonialImages.providerId, providerIds))
    .orderBy(asc(testimonialImages.sortOrder), asc(testimonialImages.createdAt), asc(testimonialImages.id));
}

/** How many photos the provider has, and the last place in their order (-1 when none). */
export async function testimonialCount(tx: Tx, providerId: string) {
  const [row] = await tx
    .select({ total: count(), last: max(testimonialImages.sortOrder) })
    .from(testimonialImages)
    .where(eq(testimonialImages.providerId, providerId));
  return { total: row?.total ?? 0, last: row?.last ?? -1 };
}

export async function insertTestimonial(tx: Tx, values: NewTestimonialImage) {
  await tx.insert(testimonialImages).values(values);
}

export async function testimonialIdsOf(tx: Tx, providerId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: testimonialImages.id })
    .from(testimonialImages)
    .where(eq(testimonialImages.providerId, providerId));
  return rows.map((row) => row.id);
}

/** Each photo's place is its index in `ids` (one statement). */
export async function setTestimonialOrder(tx: Tx, providerId: string, ids: string[]) {
  if (ids.length === 0) return;
  const places = sql.join(
    ids.map((id, index) => sql`(${id}::uuid, ${index}::integer)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${testimonialImages} set sort_order = places.place
    from (values ${places}) as places(id, place)
    where ${testimonialImages.id} = places.id and ${testimonialImages.providerId} = ${providerId}
  `);
}
