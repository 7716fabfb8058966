import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { AdminMarqetRegistrationQuery } from '../../../shared/domains/marqet-registration';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { marketProducts, marqetRegistrations, type MarqetRegistration } from '../../db/schema/marqet';
import { matchesAny } from '../../platform/lists';
import { preparedListPage, searchPattern } from '../../platform/prepared-lists';

/** The back office's reads of registrations: searched with their submitter, and the shop products they made. */

/** The submitter's name as the back office shows it (the account's name when no first or last name is set). */
const submitterName = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.name})`;

export type AdminRegistrationRow = MarqetRegistration & { submitterName: string; submitterEmail: string };

const adminColumns = { ...getTableColumns(marqetRegistrations), submitterName, submitterEmail: users.email };
const withSubmitter = { table: users, on: eq(users.id, marqetRegistrations.userId) };

type RegistrationValues = { status?: string; q?: string };

/** The back office's statement, prepared once per set of filters present (db/prepared.ts). */
const registrationList = preparedListPage<typeof adminColumns, null, RegistrationValues>(
  (_db, _shape, p) => ({
    columns: adminColumns,
    table: marqetRegistrations,
    join: withSubmitter,
    where: and(
      p.status ? eq(marqetRegistrations.status, p.status) : undefined,
      matchesAny(
        [
          marqetRegistrations.brandName,
          marqetRegistrations.contactName,
          marqetRegistrations.email,
          submitterName,
        ],
        p.q,
      ),
    ),
    orderBy: [desc(marqetRegistrations.createdAt), desc(marqetRegistrations.id)],
  }),
);

/** The back office's page, newest first, with the total: the spec's search (brand, contact, e-mail or submitter name) and the status filter. */
export function searchAdminRegistrations(db: Db, query: AdminMarqetRegistrationQuery) {
  return registrationList(db, null, { status: query.status, q: searchPattern(query.q) }, query);
}

export async function findAdminRegistration(
  db: Db | Tx,
  id: string,
): Promise<AdminRegistrationRow | undefined> {
  const [row] = await db
    .select(adminColumns)
    .from(marqetRegistrations)
    .innerJoin(withSubmitter.table, withSubmitter.on)
    .where(eq(marqetRegistrations.id, id));
  return row;
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
