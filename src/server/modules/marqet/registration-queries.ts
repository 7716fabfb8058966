import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  marketProducts,
  marqetRegistrations,
  type MarqetRegistration,
  type NewMarketProduct,
  type NewMarqetRegistration,
} from '../../db/schema/marqet';

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
