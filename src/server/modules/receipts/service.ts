import {
  isOverdue,
  receiptMessages as texts,
  receiptStatusOf,
  type AdminReceipt,
  type MyReceipt,
  type MyReceiptPage,
  type MyReceiptQuery,
  type MyReceiptStatus,
  type ReceiptItem,
  type ScheduleEntry,
} from '../../../shared/domains/receipts';
import { AppError } from '../../../shared/errors';
import { todayIn } from '../../../shared/time';
import type { Actor } from '../../app-env';
import type { Db } from '../../db/client';
import type { Receipt } from '../../db/schema/receipts';
import { pageFromWindow } from '../../platform/lists';
import type { UploadViewerCheck } from '../uploads/service';
import {
  countNewReceipts,
  findMemberReceipt,
  findSeenAt,
  itemsOf,
  listMemberReceipts,
  markSeen,
  memberHasReceiptImage,
  scheduleOf,
} from './queries';

/*
 * The member's side of receipts: the dashboard's Receipts tab and who may read a receipt's image. The back
 * office (issue, edit, copy, delete) is admin-service.ts, which answers with the same shapes (below).
 */

export const receiptNotFound = () => new AppError('NOT_FOUND', texts.notFound);

type ItemRow = Awaited<ReturnType<typeof itemsOf>>[number];
type ScheduleRow = Awaited<ReturnType<typeof scheduleOf>>[number];

export const toItem = (row: ItemRow): ReceiptItem => ({
  id: row.id,
  description: row.description,
  quantity: row.quantity,
  unitPriceCents: row.unitPriceCents,
  amountCents: row.amountCents,
  order: row.sortOrder,
});

export const toEntry = (row: ScheduleRow): ScheduleEntry => ({
  id: row.id,
  amountCents: row.amountCents,
  dueDate: row.dueDate,
  status: row.status as ScheduleEntry['status'],
  paymentLink: row.paymentLink,
  order: row.sortOrder,
});

export const receiptFields = (r: Receipt) => ({
  id: r.id,
  receiptNumber: r.receiptNumber,
  receiptDate: r.receiptDate,
  title: r.title,
  description: r.description,
  imageUrl: r.imageUrl,
  status: receiptStatusOf(r.status),
  amountCents: r.amountCents,
  amountPaidCents: r.amountPaidCents,
  balanceOwedCents: r.balanceOwedCents,
  paymentMethod: r.paymentMethod as AdminReceipt['paymentMethod'],
  paymentDueDate: r.paymentDueDate,
  paymentLink: r.paymentLink,
  createdAt: r.createdAt.toISOString(),
});

async function withLines(db: Db, rows: Receipt[], seenAt: Date | null, today: string): Promise<MyReceipt[]> {
  const ids = rows.map((r) => r.id);
  const [items, schedule] = await Promise.all([itemsOf(db, ids), scheduleOf(db, ids)]);
  return rows.map((r) => {
    const base = receiptFields(r);
    return {
      ...base,
      items: items.filter((i) => i.receiptId === r.id).map(toItem),
      schedule: schedule.filter((e) => e.receiptId === r.id).map(toEntry),
      isNew: !seenAt || r.createdAt > seenAt,
      overdue: isOverdue(base, today),
    };
  });
}

/** The dashboard's Receipts tab: the member's own receipts, newest first, with what is new since last seen. */
export async function listMyReceipts(
  db: Db,
  actor: Actor,
  query: MyReceiptQuery,
  now: Date = new Date(),
): Promise<MyReceiptPage> {
  const seenAt = await findSeenAt(db, actor.id);
  const [{ rows, countAll }, newCount] = await Promise.all([
    listMemberReceipts(db, actor.id, query),
    countNewReceipts(db, actor.id, seenAt),
  ]);
  const page = await pageFromWindow(rows, query, countAll, (row) => row.receipt);
  return {
    ...page,
    items: await withLines(db, page.items, seenAt, todayIn(undefined, now)),
    newCount,
    seenAt: seenAt?.toISOString() ?? null,
  };
}

/** One of the member's own receipts; another member's does not exist for them (404). */
export async function getMyReceipt(
  db: Db,
  actor: Actor,
  id: string,
  now: Date = new Date(),
): Promise<MyReceipt> {
  const row = await findMemberReceipt(db, actor.id, id);
  if (!row) throw receiptNotFound();
  const seenAt = await findSeenAt(db, actor.id);
  const [receipt] = await withLines(db, [row], seenAt, todayIn(undefined, now));
  return receipt!;
}

export async function myReceiptStatus(db: Db, actor: Actor): Promise<MyReceiptStatus> {
  const seenAt = await findSeenAt(db, actor.id);
  return { newCount: await countNewReceipts(db, actor.id, seenAt), seenAt: seenAt?.toISOString() ?? null };
}

/** The member opened the Receipts tab: everything issued until now is no longer new, on every device. */
export async function markMyReceiptsSeen(
  db: Db,
  actor: Actor,
  now: Date = new Date(),
): Promise<MyReceiptStatus> {
  await markSeen(db, actor.id, now);
  return myReceiptStatus(db, actor);
}

/**
 * Who reads a receipt image at /api/files/{id} besides the administrators: the member of a receipt showing
 * it (a copy to another member shows the same file, so both members read it). Registered with the uploads
 * module, which never reads the receipts tables itself.
 */
export const receiptImageViewer: UploadViewerCheck = (db, viewer, upload) =>
  memberHasReceiptImage(db, viewer.id, upload.url);
