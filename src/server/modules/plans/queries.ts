import { and, asc, count, desc, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  carnivalBands,
  carnivalPlanEntries,
  carnivalPlanItems,
  carnivalPlans,
  carnivals,
  events,
  eventWhenWhere,
  receiptPaymentSchedule,
  receipts,
  type CarnivalPlanEntryRow,
} from '../../db/schema';
import type { PlanEntryInput } from '../../../shared/domains/plans';

/** My Carnival's reads and writes (decision 0050); the service decides who may. */

const carnivalColumns = {
  id: carnivals.id,
  slug: carnivals.slug,
  name: carnivals.name,
  territory: carnivals.territory,
  rule: carnivals.rule,
};

export async function activeCarnivals(db: Db) {
  return db
    .select(carnivalColumns)
    .from(carnivals)
    .where(eq(carnivals.active, true))
    .orderBy(asc(carnivals.sortOrder), asc(carnivals.name));
}

export async function findActiveCarnival(db: Db, id: string) {
  const [row] = await db
    .select(carnivalColumns)
    .from(carnivals)
    .where(and(eq(carnivals.id, id), eq(carnivals.active, true)));
  return row;
}

/** The zone most of the carnival's events are in (its local time), if it has any. */
export async function carnivalTimeZone(db: Db, carnivalId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ timeZone: events.timeZone, n: count() })
    .from(events)
    .where(eq(events.carnivalId, carnivalId))
    .groupBy(events.timeZone)
    .orderBy(desc(count()), asc(events.timeZone))
    .limit(1);
  return row?.timeZone;
}

/** The member's plans with their carnivals, newest occurrence first. */
export async function memberPlans(db: Db, userId: string) {
  return db
    .select({ plan: carnivalPlans, carnival: carnivalColumns })
    .from(carnivalPlans)
    .innerJoin(carnivals, eq(carnivals.id, carnivalPlans.carnivalId))
    .where(eq(carnivalPlans.userId, userId))
    .orderBy(desc(carnivalPlans.year), asc(carnivals.sortOrder));
}

/** One plan with its carnival, if it is the member's (null `userId`: any member's, for a share link). */
export async function findPlan(db: Db, where: { id: string; userId: string } | { tokenHash: string }) {
  const [row] = await db
    .select({ plan: carnivalPlans, carnival: carnivalColumns })
    .from(carnivalPlans)
    .innerJoin(carnivals, eq(carnivals.id, carnivalPlans.carnivalId))
    .where(
      'tokenHash' in where
        ? eq(carnivalPlans.shareTokenHash, where.tokenHash)
        : and(eq(carnivalPlans.id, where.id), eq(carnivalPlans.userId, where.userId)),
    );
  return row;
}

export async function findOccurrencePlan(db: Db, userId: string, carnivalId: string, year: number) {
  const [row] = await db
    .select({ id: carnivalPlans.id })
    .from(carnivalPlans)
    .where(
      and(
        eq(carnivalPlans.userId, userId),
        eq(carnivalPlans.carnivalId, carnivalId),
        eq(carnivalPlans.year, year),
      ),
    );
  return row;
}

/** Makes the plan; undefined when the member already has one for the occurrence. */
export async function insertPlan(
  db: Db,
  values: { userId: string; carnivalId: string; year: number; timeZone: string },
) {
  const [row] = await db.insert(carnivalPlans).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updatePlan(db: Db, id: string, set: Partial<typeof carnivalPlans.$inferInsert>) {
  await db
    .update(carnivalPlans)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(carnivalPlans.id, id));
}

export async function deletePlan(db: Db, id: string) {
  await db.delete(carnivalPlans).where(eq(carnivalPlans.id, id));
}

/** The events a plan holds (active ones only), with what a line and the budget need. */
export async function planEvents(db: Db, planId: string) {
  return db
    .select({
      id: events.id,
      title: events.title,
      category: events.category,
      ...eventWhenWhere,
      priceCents: events.priceCents,
    })
    .from(carnivalPlanItems)
    .innerJoin(events, eq(events.id, carnivalPlanItems.eventId))
    .where(and(eq(carnivalPlanItems.planId, planId), eq(events.active, true)))
    .orderBy(asc(events.date), asc(events.startTime));
}

export async function planBands(db: Db, planId: string) {
  return db
    .select({
      id: carnivalBands.id,
      name: carnivalBands.name,
      startDate: carnivalBands.startDate,
      endDate: carnivalBands.endDate,
      location: carnivalBands.location,
    })
    .from(carnivalPlanItems)
    .innerJoin(carnivalBands, eq(carnivalBands.id, carnivalPlanItems.bandId))
    .where(and(eq(carnivalPlanItems.planId, planId), eq(carnivalBands.active, true)))
    .orderBy(asc(carnivalBands.startDate), asc(carnivalBands.name));
}

export async function planEntries(db: Db, planId: string): Promise<CarnivalPlanEntryRow[]> {
  return db
    .select()
    .from(carnivalPlanEntries)
    .where(eq(carnivalPlanEntries.planId, planId))
    .orderBy(asc(carnivalPlanEntries.date), asc(carnivalPlanEntries.startTime));
}

export async function countEntries(db: Db, planId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(carnivalPlanEntries)
    .where(eq(carnivalPlanEntries.planId, planId));
  return row?.n ?? 0;
}

export async function countItems(db: Db, planIds: string[]) {
  if (!planIds.length) return [];
  return db
    .select({ planId: carnivalPlanItems.planId, n: count() })
    .from(carnivalPlanItems)
    .where(inArray(carnivalPlanItems.planId, planIds))
    .groupBy(carnivalPlanItems.planId);
}

export async function countEntriesOf(db: Db, planIds: string[]) {
  if (!planIds.length) return [];
  return db
    .select({ planId: carnivalPlanEntries.planId, n: count() })
    .from(carnivalPlanEntries)
    .where(inArray(carnivalPlanEntries.planId, planIds))
    .groupBy(carnivalPlanEntries.planId);
}

/** The events and bands in any of the member's plans (the detail pages' "In My Carnival"). */
export async function memberPlanRefs(db: Db, userId: string) {
  return db
    .select({ eventId: carnivalPlanItems.eventId, bandId: carnivalPlanItems.bandId })
    .from(carnivalPlanItems)
    .innerJoin(carnivalPlans, eq(carnivalPlans.id, carnivalPlanItems.planId))
    .where(eq(carnivalPlans.userId, userId));
}

export async function insertItem(db: Db, planId: string, ref: { eventId: string } | { bandId: string }) {
  await db
    .insert(carnivalPlanItems)
    .values({ planId, ...ref })
    .onConflictDoNothing();
}

export async function deleteItem(db: Db, planId: string, ref: { eventId: string } | { bandId: string }) {
  const column = 'eventId' in ref ? carnivalPlanItems.eventId : carnivalPlanItems.bandId;
  const id = 'eventId' in ref ? ref.eventId : ref.bandId;
  await db.delete(carnivalPlanItems).where(and(eq(carnivalPlanItems.planId, planId), eq(column, id)));
}

export async function insertEntry(db: Db, planId: string, input: PlanEntryInput) {
  await db.insert(carnivalPlanEntries).values({ planId, ...input });
}

/** Replaces an entry of this plan; false when the plan has no such entry. */
export async function updateEntry(db: Db, planId: string, entryId: string, input: PlanEntryInput) {
  const rows = await db
    .update(carnivalPlanEntries)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(carnivalPlanEntries.id, entryId), eq(carnivalPlanEntries.planId, planId)))
    .returning({ id: carnivalPlanEntries.id });
  return rows.length > 0;
}

export async function deleteEntry(db: Db, planId: string, entryId: string) {
  const rows = await db
    .delete(carnivalPlanEntries)
    .where(and(eq(carnivalPlanEntries.id, entryId), eq(carnivalPlanEntries.planId, planId)))
    .returning({ id: carnivalPlanEntries.id });
  return rows.length > 0;
}

/** The event or band to add, with its carnival (inactive ones are not found). */
export async function findPlannable(db: Db, ref: { eventId: string } | { bandId: string }) {
  if ('eventId' in ref) {
    const [row] = await db
      .select({ carnivalId: events.carnivalId, date: events.date })
      .from(events)
      .where(and(eq(events.id, ref.eventId), eq(events.active, true)));
    return row;
  }
  const [row] = await db
    .select({ carnivalId: carnivalBands.carnivalId, date: carnivalBands.startDate })
    .from(carnivalBands)
    .where(and(eq(carnivalBands.id, ref.bandId), eq(carnivalBands.active, true)));
  return row;
}

/** The member's unpaid instalments due from `from` to `to`, with their receipt (the budget's balances). */
export async function balancesDue(db: Db, userId: string, from: string, to: string) {
  return db
    .select({
      id: receiptPaymentSchedule.id,
      title: receipts.title,
      receiptNumber: receipts.receiptNumber,
      dueDate: receiptPaymentSchedule.dueDate,
      amountCents: receiptPaymentSchedule.amountCents,
    })
    .from(receiptPaymentSchedule)
    .innerJoin(receipts, eq(receipts.id, receiptPaymentSchedule.receiptId))
    .where(
      and(
        eq(receipts.userId, userId),
        ne(receiptPaymentSchedule.status, 'paid'),
        gte(receiptPaymentSchedule.dueDate, from),
        lte(receiptPaymentSchedule.dueDate, to),
      ),
    )
    .orderBy(asc(receiptPaymentSchedule.dueDate), asc(receipts.receiptNumber));
}

/** The member's own entries on or after `fromDate`, each with its plan's zone (their calendar feed). */
export async function memberPlanEntriesFrom(db: Db, userId: string, fromDate: string, limit: number) {
  const e = carnivalPlanEntries;
  return db
    .select({
      id: e.id,
      planId: e.planId,
      kind: e.kind,
      title: e.title,
      notes: e.notes,
      place: e.place,
      date: e.date,
      startTime: e.startTime,
      endTime: e.endTime,
      timeZone: carnivalPlans.timeZone,
      updatedAt: e.updatedAt,
    })
    .from(e)
    .innerJoin(carnivalPlans, eq(carnivalPlans.id, e.planId))
    .where(and(eq(carnivalPlans.userId, userId), gte(e.date, fromDate)))
    .orderBy(asc(e.date), asc(e.startTime), asc(e.id))
    .limit(limit);
}
