import { and, asc, count, desc, eq, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AdminMarqetRegistrationQuery } from '../../../shared/domains/marqet-registration';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema/auth';
import {
  marketProducts,
  marqetRegistrations,
  type MarqetRegistration,
  type NewMarketProduct,
  type NewMarqetRegistration,
} from '../../db/schema/marqet';
import { containsPattern, pageOffset } from '../../platform/lists';

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

export async function findRegistration(db: Db | Tx, id: string): Promise<MarqetRegistration | undefined> {
  const [row] = await db.select().from(marqetRegistrations).where(eq(marqetRegistrations.id, id));
  return row;
}

/** Lock the registration for the rest of a decision: decisions on one registration run one at a time. */
export async function lockRegistration(tx: Tx, id: string): Promise<MarqetRegistration | undefined> {
  const [row] = await tx
    .select()
    .from(marqetRegistrations)
    .where(eq(marqetRegistrations.id, id))
    .for('update');
  return row;
}

export async function listMemberRegistrations(db: Db, userId: string): Promise<MarqetRegistration[]> {
  return db
    .select()
    .from(marqetRegistrations)
    .where(eq(marqetRegistrations.userId, userId))
    .orderBy(desc(marqetRegistrations.createdAt), desc(marqetRegistrations.id));
}

export async function insertRegistration(tx: Tx, values: NewMarqetRegistration): Promise<MarqetRegistration> {
  const [row] = await tx.insert(marqetRegistrations).values(values).returning();
  return row!;
}

export async function updateRegistration(tx: Tx, id: string, values: Partial<NewMarqetRegistration>) {
  await tx
    .update(marqetRegistrations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(marqetRegistrations.id, id));
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

export async function insertShopProducts(tx: Tx, rows: NewMarketProduct[]): Promise<number> {
  if (!rows.length) return 0;
  const made = await tx.insert(marketProducts).values(rows).returning({ id: marketProducts.id });
  return made.length;
}

/** Activate or deactivate every shop product made from these registrations. */
export async function setRegistrationProductsActive(tx: Tx, registrationIds: string[], active: boolean) {
  if (!registrationIds.length) return;
  await tx
    .update(marketProducts)
    .set({ active, updatedAt: new Date() })
    .where(inArray(marketProducts.registrationId, registrationIds));
}

/** Approved registrations whose expiration date has come, marked expired; answered for the products and notices. */
export async function expireDueRegistrations(tx: Tx, now: Date) {
  return tx
    .update(marqetRegistrations)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(marqetRegistrations.status, 'approved'), lte(marqetRegistrations.expirationDate, now)))
    .returning({
      id: marqetRegistrations.id,
      userId: marqetRegistrations.userId,
      brandName: marqetRegistrations.brandName,
    });
}
