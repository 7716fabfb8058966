import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AdminMarqetRegistrationQuery } from '../../../shared/domains/marqet-registration';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { marketProducts, marqetRegistrations, type MarqetRegistration } from '../../db/schema/marqet';
import { containsPattern, pageOffset } from '../../platform/lists';

/** The back office's reads of registrations: searched with their submitter, and the shop products they made. */

/** The submitter's name as the back office shows it (the account's name when no first or last name is set). */
const submitterName = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.name})`;

export type AdminRegistrationRow = MarqetRegistration & { submitterName: string; submitterEmail: string };

const adminColumns = {
  registration: marqetRegistrations,
  submitterName,
  submitterEmail: users.email,
};

const flatten = (row: {
  registration: MarqetRegistration;
  submitterName: string;
  submitterEmail: string;
}): AdminRegistrationRow => ({
  ...row.registration,
  submitterName: row.submitterName,
  submitterEmail: row.submitterEmail,
});

/** The spec's search: brand, contact, e-mail or submitter name; and the status filter. */
function adminWhere(query: AdminMarqetRegistrationQuery): SQL | undefined {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  return and(
    query.status ? eq(marqetRegistrations.status, query.status) : undefined,
    pattern
      ? or(
          ilike(marqetRegistrations.brandName, pattern),
          ilike(marqetRegistrations.contactName, pattern),
          ilike(marqetRegistrations.email, pattern),
          ilike(submitterName, pattern),
        )
      : undefined,
  );
}

/** The back office's page: newest first, with the total. */
export async function searchAdminRegistrations(db: Db, query: AdminMarqetRegistrationQuery) {
  const where = adminWhere(query);
  const [rows, [totals]] = await Promise.all([
    db
      .select(adminColumns)
      .from(marqetRegistrations)
      .innerJoin(users, eq(users.id, marqetRegistrations.userId))
      .where(where)
      .orderBy(desc(marqetRegistrations.createdAt), desc(marqetRegistrations.id))
      .limit(query.pageSize)
      .offset(pageOffset(query.page, query.pageSize)),
    db
      .select({ total: count() })
      .from(marqetRegistrations)
      .innerJoin(users, eq(users.id, marqetRegistrations.userId))
      .where(where),
  ]);
  return { rows: rows.map(flatten), total: totals?.total ?? 0 };
}

export async function findAdminRegistration(
  db: Db | Tx,
  id: string,
): Promise<AdminRegistrationRow | undefined> {
  const [row] = await db
    .select(adminColumns)
    .from(marqetRegistrations)
    .innerJoin(users, eq(users.id, marqetRegistrations.userId))
    .where(eq(marqetRegistrations.id, id));
  return row ? flatten(row) : undefined;
}

/** The shop products made from these registrations, by registration, in the order they were made. */
export async function shopProductsOf(db: Db | Tx, registrationIds: string[]) {
  const byRegistration = new Map<string, { id: string; name: string; active: boolean }[]>();
  if (!registrationIds.length) return byRegistration;
  const rows = await db
    .select({
      registrationId: marketProducts.registrationId,
      id: marketProducts.id,
      name: marketProducts.name,
      active: marketProducts.active,
    })
    .from(marketProducts)
    .where(inArray(marketProducts.registrationId, registrationIds))
    .orderBy(asc(marketProducts.createdAt), asc(marketProducts.name));
  for (const { registrationId, ...product } of rows) {
    const list = byRegistration.get(registrationId!) ?? [];
    list.push(product);
    byRegistration.set(registrationId!, list);
  }
  return byRegistration;
}
