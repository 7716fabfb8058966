import { and, asc, count, desc, eq, gt, inArray, isNotNull, notLike, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema/auth';
import {
  receiptItems,
  receiptPaymentSchedule,
  receipts,
  receiptViews,
  type NewReceipt,
  type NewReceiptItem,
  type NewReceiptPaymentScheduleEntry,
  type Receipt,
} from '../../db/schema/receipts';
import { pageOffset, windowTotal, type PageParams } from '../../platform/lists';
import { preparedList, type Placeholders } from '../../db/prepared';
import { matchesEveryWord, wordPatterns, type WordPatterns } from '../../platform/prepared-lists';

/** A receipt with its member's name (null once the account is deleted). */
const receiptColumns = {
  receipt: receipts,
  member: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
};

export interface ReceiptRow {
  receipt: Receipt;
  member: { id: string; firstName: string; lastName: string; email: string } | null;
}

/**
 * Every word must match the title, the receipt number or the member's first or last name:
 * "kaia costume" finds Kaia's costume receipt.
 */
const receiptSearch = (p: Placeholders<WordPatterns>) =>
  matchesEveryWord([receipts.title, receipts.receiptNumber, users.firstName, users.lastName], p);

/** The statements of the manager's list, prepared once per number of words (db/prepared.ts). */
const receiptList = preparedList<null, WordPatterns, ReceiptRow>(
  (db, _shape, p) =>
    db
      .select({ total: count() })
      .from(receipts)
      .leftJoin(users, eq(users.id, receipts.userId))
      .where(receiptSearch(p)),
  (db, _shape, p, total) =>
    db
      .select({ ...receiptColumns, total: total() })
      .from(receipts)
      .leftJoin(users, eq(users.id, receipts.userId))
      .where(receiptSearch(p))
      .orderBy(desc(receipts.createdAt), desc(receipts.id))
      .limit(p.limit)
      .offset(p.offset),
);

/** The manager's list: newest first, one statement for the page and its total. */
export function searchReceipts(db: Db, q: string, params: PageParams) {
  const range = { limit: params.pageSize, offset: pageOffset(params.page, params.pageSize) };
  return receiptList(db, null, wordPatterns(q), range);
}

export async function findReceipt(
  db: Db | Tx,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ReceiptRow | undefined> {
  if (options.forUpdate) {
    const [locked] = await db
      .select({ id: receipts.id })
      .from(receipts)
      .where(eq(receipts.id, id))
      .for('update');
    if (!locked) return undefined;
  }
  const [row] = await db
    .select(receiptColumns)
    .from(receipts)
    .leftJoin(users, eq(users.id, receipts.userId))
    .where(eq(receipts.id, id));
  return row as ReceiptRow | undefined;
}

/** One of the member's own receipts; another member's is not found. */
export async function findMemberReceipt(db: Db, userId: string, id: string): Promise<Receipt | undefined> {
  const [row] = await db
    .select()
    .from(receipts)
    .where(and(eq(receipts.id, id), eq(receipts.userId, userId)));
  return row;
}

/** Does one of this member's receipts show this image? (receipts_user_idx narrows it to their receipts) */
export async function memberHasReceiptImage(db: Db, userId: string, imageUrl: string): Promise<boolean> {
  const [row] = await db
    .select({ id: receipts.id })
    .from(receipts)
    .where(and(eq(receipts.userId, userId), eq(receipts.imageUrl, imageUrl)))
    .limit(1);
  return !!row;
}

/** Image URLs receipts still hold that are not private files (receipts issued before they were). */
export async function publicReceiptImageUrls(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ url: receipts.imageUrl })
    .from(receipts)
    .where(and(isNotNull(receipts.imageUrl), notLike(receipts.imageUrl, '/api/files/%')));
  return rows.map((r) => r.url!);
}

/** Every receipt still showing `from` shows `to` instead (one statement: copies of a receipt move together). */
export async function replaceReceiptImageUrl(db: Db, from: string, to: string): Promise<number> {
  const moved = await db
    .update(receipts)
    .set({ imageUrl: to })
    .where(eq(receipts.imageUrl, from))
    .returning({ id: receipts.id });
  return moved.length;
}

export async function listMemberReceipts(db: Db, userId: string, params: PageParams) {
  const rows = await db
    .select({ receipt: receipts, total: windowTotal() })
    .from(receipts)
    .where(eq(receipts.userId, userId))
    .orderBy(desc(receipts.createdAt), desc(receipts.id))
    .limit(params.pageSize)
    .offset(pageOffset(params.page, params.pageSize));
  const countAll = async () => {
    const [row] = await db.select({ total: count() }).from(receipts).where(eq(receipts.userId, userId));
    return row?.total ?? 0;
  };
  return { rows, countAll };
}

/** How many of the member's receipts were issued after `since` (all of them when never seen). */
export async function countNewReceipts(db: Db, userId: string, since: Date | null): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(receipts)
    .where(and(eq(receipts.userId, userId), since ? gt(receipts.createdAt, since) : undefined));
  return row?.total ?? 0;
}

export async function itemsOf(db: Db | Tx, receiptIds: string[]) {
  if (!receiptIds.length) return [];
  return db
    .select()
    .from(receiptItems)
    .where(inArray(receiptItems.receiptId, receiptIds))
    .orderBy(asc(receiptItems.receiptId), asc(receiptItems.sortOrder), asc(receiptItems.createdAt));
}

export async function scheduleOf(db: Db | Tx, receiptIds: string[]) {
  if (!receiptIds.length) return [];
  return db
    .select()
    .from(receiptPaymentSchedule)
    .where(inArray(receiptPaymentSchedule.receiptId, receiptIds))
    .orderBy(
      asc(receiptPaymentSchedule.receiptId),
      asc(receiptPaymentSchedule.sortOrder),
      asc(receiptPaymentSchedule.createdAt),
    );
}

/**
 * Inserts the receipt with its number unless another receipt holds it: `on conflict do nothing` answers no
 * row then, and the caller draws another number. Nothing is aborted, so the transaction goes on.
 */
export async function insertReceiptIfNumberFree(tx: Tx, values: NewReceipt): Promise<string | undefined> {
  const [row] = await tx
    .insert(receipts)
    .values(values)
    .onConflictDoNothing({ target: receipts.receiptNumber })
    .returning({ id: receipts.id });
  return row?.id;
}

export async function updateReceiptRow(tx: Tx, id: string, values: Partial<NewReceipt>): Promise<void> {
  await tx.update(receipts).set(values).where(eq(receipts.id, id));
}

export async function deleteReceiptRow(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx.delete(receipts).where(eq(receipts.id, id)).returning({ id: receipts.id });
  return rows.length > 0;
}

/** Replaces the receipt's lines and schedule with the given ones, in the caller's transaction. */
export async function replaceLines(
  tx: Tx,
  receiptId: string,
  items: Omit<NewReceiptItem, 'receiptId'>[],
  schedule: Omit<NewReceiptPaymentScheduleEntry, 'receiptId'>[],
): Promise<void> {
  await tx.delete(receiptItems).where(eq(receiptItems.receiptId, receiptId));
  await tx.delete(receiptPaymentSchedule).where(eq(receiptPaymentSchedule.receiptId, receiptId));
  if (items.length) await tx.insert(receiptItems).values(items.map((item) => ({ ...item, receiptId })));
  if (schedule.length) {
    await tx.insert(receiptPaymentSchedule).values(schedule.map((entry) => ({ ...entry, receiptId })));
  }
}

export async function findSeenAt(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db.select().from(receiptViews).where(eq(receiptViews.userId, userId));
  return row?.seenAt ?? null;
}

/** The member opened the tab at `at`; a later time never goes back (two devices, two clocks of requests). */
export async function markSeen(db: Db, userId: string, at: Date): Promise<Date> {
  const [row] = await db
    .insert(receiptViews)
    .values({ userId, seenAt: at })
    .onConflictDoUpdate({
      target: receiptViews.userId,
      set: { seenAt: sql`greatest(${receiptViews.seenAt}, excluded.seen_at)` },
    })
    .returning({ seenAt: receiptViews.seenAt });
  return row!.seenAt;
}
