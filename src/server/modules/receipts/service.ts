import { randomInt } from 'node:crypto';
import {
  isOverdue,
  receiptMessages as texts,
  receiptPolicy,
  receiptStatusOf,
  receiptTotals,
  type AdminReceipt,
  type AdminReceiptPage,
  type AdminReceiptSummary,
  type MyReceipt,
  type MyReceiptPage,
  type MyReceiptQuery,
  type MyReceiptStatus,
  type ReceiptCopyInput,
  type ReceiptCreateInput,
  type ReceiptItem,
  type ReceiptQuery,
  type ReceiptUpdateInput,
  type ScheduleEntry,
} from '../../../shared/domains/receipts';
import { AppError } from '../../../shared/errors';
import { todayIn } from '../../../shared/time';
import type { Actor, Deps } from '../../app-env';
import type { Db, Tx } from '../../db/client';
import type { Receipt } from '../../db/schema/receipts';
import { pageFromWindow } from '../../platform/lists';
import { mailNotification, notify } from '../notifications/service';
import { imageFieldValue, type UploadViewerCheck } from '../uploads/service';
import {
  countNewReceipts,
  deleteReceiptRow,
  findMemberReceipt,
  findReceipt,
  findSeenAt,
  insertReceiptIfNumberFree,
  itemsOf,
  listMemberReceipts,
  markSeen,
  memberExists,
  memberHasReceiptImage,
  replaceLines,
  scheduleOf,
  searchReceipts,
  updateReceiptRow,
  type ReceiptRow,
} from './queries';

type WriteDeps = Pick<Deps, 'db' | 'storage' | 'mailer' | 'logger' | 'config'>;

/** REC- and five random digits (admin-back-office.md §9). Tests pass their own to force a collision. */
export const drawReceiptNumber = (): string => `REC-${String(randomInt(0, 100_000)).padStart(5, '0')}`;
/** With 100,000 numbers, ten draws in a row all taken means the space is nearly full: say so, do not loop. */
const NUMBER_ATTEMPTS = 10;

export interface NumberSource {
  drawNumber?: () => string;
}

const notFound = () => new AppError('NOT_FOUND', texts.notFound);

function assertManager(actor: Actor): void {
  if (!receiptPolicy.manage(actor)) throw new AppError('FORBIDDEN');
}

type ItemRow = Awaited<ReturnType<typeof itemsOf>>[number];
type ScheduleRow = Awaited<ReturnType<typeof scheduleOf>>[number];

const toItem = (row: ItemRow): ReceiptItem => ({
  id: row.id,
  description: row.description,
  quantity: row.quantity,
  unitPriceCents: row.unitPriceCents,
  amountCents: row.amountCents,
  order: row.sortOrder,
});

const toEntry = (row: ScheduleRow): ScheduleEntry => ({
  id: row.id,
  amountCents: row.amountCents,
  dueDate: row.dueDate,
  status: row.status as ScheduleEntry['status'],
  paymentLink: row.paymentLink,
  order: row.sortOrder,
});

const fields = (r: Receipt) => ({
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

const toSummary = (row: ReceiptRow): AdminReceiptSummary => ({
  ...fields(row.receipt),
  member: row.member?.id ? row.member : null,
});

async function answer(db: Db, id: string): Promise<AdminReceipt> {
  const row = await findReceipt(db, id);
  if (!row) throw notFound();
  const [items, schedule] = await Promise.all([itemsOf(db, [id]), scheduleOf(db, [id])]);
  return { ...toSummary(row), items: items.map(toItem), schedule: schedule.map(toEntry) };
}

export async function listReceipts(db: Db, actor: Actor, query: ReceiptQuery): Promise<AdminReceiptPage> {
  assertManager(actor);
  const { rows, countAll } = await searchReceipts(db, query.q, query);
  return pageFromWindow(rows, query, countAll, (row) => toSummary(row as ReceiptRow));
}

export async function getReceipt(db: Db, actor: Actor, id: string): Promise<AdminReceipt> {
  assertManager(actor);
  return answer(db, id);
}

/** The lines and schedule as stored: each line's amount is quantity × unit price; order is the list's. */
function linesOf(input: Pick<ReceiptCreateInput, 'items' | 'schedule'>) {
  return {
    items: input.items.map((item, i) => ({
      description: item.description,
      quantity: item.quantity,
      unitPriceCents: item.unitPriceCents,
      amountCents: item.quantity * item.unitPriceCents,
      sortOrder: i,
    })),
    schedule: input.schedule.map((entry, i) => ({
      amountCents: entry.amountCents,
      dueDate: entry.dueDate,
      status: entry.status,
      paymentLink: entry.paymentLink,
      sortOrder: i,
    })),
  };
}

/** The due date is on or after the receipt's date; today's when the form leaves the date out. */
function checkDates(receiptDate: string, paymentDueDate: string | null): void {
  if (paymentDueDate && paymentDueDate < receiptDate) {
    throw new AppError('VALIDATION', texts.dueBeforeReceipt, { paymentDueDate: texts.dueBeforeReceipt });
  }
}

/** Inserts the receipt under a fresh number, drawing again while the number is taken. */
async function insertNumbered(
  tx: Tx,
  values: Omit<Receipt, 'id' | 'receiptNumber' | 'createdAt' | 'updatedAt'>,
  drawNumber: () => string,
): Promise<string> {
  for (let attempt = 0; attempt < NUMBER_ATTEMPTS; attempt++) {
    const id = await insertReceiptIfNumberFree(tx, { ...values, receiptNumber: drawNumber() });
    if (id) return id;
  }
  throw new AppError('CONFLICT', texts.addFailed);
}

const createdNotice = (r: { id: string; title: string; receiptNumber: string }) => ({
  type: 'receipt_created',
  title: 'New Receipt',
  message: `A new receipt is in your dashboard: ${r.title} (${r.receiptNumber})`,
  data: { receiptId: r.id },
});

/**
 * Issues a receipt to a member: the amount is the sum of the items, the balance what is left after the
 * amount paid (never below 0). The member is told in-app in the same transaction, then by e-mail.
 */
export async function createReceipt(
  deps: WriteDeps,
  actor: Actor,
  input: ReceiptCreateInput,
  { drawNumber = drawReceiptNumber }: NumberSource = {},
): Promise<AdminReceipt> {
  assertManager(actor);
  const receiptDate = input.receiptDate ?? todayIn();
  checkDates(receiptDate, input.paymentDueDate);
  const { items, schedule } = linesOf(input);
  const totals = receiptTotals(input.items, input.amountPaidCents);
  const { id, notice } = await deps.db.transaction(async (tx) => {
    if (!(await memberExists(tx, input.userId))) {
      throw new AppError('VALIDATION', texts.memberNotFound, { userId: texts.memberNotFound });
    }
    const imageUrl = await imageFieldValue(deps, tx, actor, {
      next: input.imageUrl,
      current: null,
      use: 'receipt-image',
      field: 'imageUrl',
      message: texts.image,
    });
    const id = await insertNumbered(
      tx,
      {
        userId: input.userId,
        receiptDate,
        title: input.title,
        description: input.description,
        imageUrl,
        status: input.status,
        amountCents: totals.amountCents,
        amountPaidCents: input.amountPaidCents,
        balanceOwedCents: totals.balanceOwedCents,
        paymentMethod: input.paymentMethod,
        paymentDueDate: input.paymentDueDate,
        paymentLink: input.paymentLink,
      },
      drawNumber,
    );
    await replaceLines(tx, id, items, schedule);
    const row = (await findReceipt(tx, id))!;
    const notice = await notify(tx, input.userId, createdNotice(row.receipt));
    return { id, notice };
  });
  await mailNotification(deps, notice);
  return answer(deps.db, id);
}

/**
 * Replaces the receipt's fields, items and schedule; the sums follow the new items and amount paid. The
 * member and the number stay.
 */
export async function updateReceipt(
  deps: WriteDeps,
  actor: Actor,
  id: string,
  input: ReceiptUpdateInput,
): Promise<AdminReceipt> {
  assertManager(actor);
  const { items, schedule } = linesOf(input);
  const totals = receiptTotals(input.items, input.amountPaidCents);
  await deps.db.transaction(async (tx) => {
    const current = await findReceipt(tx, id, { forUpdate: true });
    if (!current) throw notFound();
    const receiptDate = input.receiptDate ?? current.receipt.receiptDate;
    checkDates(receiptDate, input.paymentDueDate);
    const imageUrl = await imageFieldValue(deps, tx, actor, {
      next: input.imageUrl,
      current: current.receipt.imageUrl,
      use: 'receipt-image',
      field: 'imageUrl',
      message: texts.image,
    });
    await updateReceiptRow(tx, id, {
      receiptDate,
      title: input.title,
      description: input.description,
      imageUrl,
      status: input.status,
      amountCents: totals.amountCents,
      amountPaidCents: input.amountPaidCents,
      balanceOwedCents: totals.balanceOwedCents,
      paymentMethod: input.paymentMethod,
      paymentDueDate: input.paymentDueDate,
      paymentLink: input.paymentLink,
    });
    await replaceLines(tx, id, items, schedule);
  });
  return answer(deps.db, id);
}

/** The receipt with its items and schedule (their foreign keys cascade). */
export async function deleteReceipt(
  db: Db,
  actor: Actor,
  id: string,
): Promise<{ id: string; deleted: true }> {
  assertManager(actor);
  await db.transaction(async (tx) => {
    if (!(await deleteReceiptRow(tx, id))) throw notFound();
  });
  return { id, deleted: true };
}

/**
 * Copies a receipt to another member in one transaction: a new number, status pending, nothing paid (the
 * balance is the whole amount), the items as they are and the schedule with every entry pending again.
 */
export async function copyReceipt(
  deps: WriteDeps,
  actor: Actor,
  sourceId: string,
  input: ReceiptCopyInput,
  { drawNumber = drawReceiptNumber }: NumberSource = {},
): Promise<AdminReceipt> {
  assertManager(actor);
  const { id, notice } = await deps.db.transaction(async (tx) => {
    const source = await findReceipt(tx, sourceId, { forUpdate: true });
    if (!source) throw new AppError('NOT_FOUND', texts.sourceNotFound);
    if (!(await memberExists(tx, input.userId))) {
      throw new AppError('VALIDATION', texts.memberNotFound, { userId: texts.memberNotFound });
    }
    const [items, schedule] = await Promise.all([itemsOf(tx, [sourceId]), scheduleOf(tx, [sourceId])]);
    const s = source.receipt;
    const id = await insertNumbered(
      tx,
      {
        userId: input.userId,
        receiptDate: s.receiptDate,
        title: s.title,
        description: s.description,
        imageUrl: s.imageUrl,
        status: 'pending',
        amountCents: s.amountCents,
        amountPaidCents: 0,
        balanceOwedCents: s.amountCents,
        paymentMethod: s.paymentMethod,
        paymentDueDate: s.paymentDueDate,
        paymentLink: s.paymentLink,
      },
      drawNumber,
    );
    await replaceLines(
      tx,
      id,
      items.map((item) => ({
        description: item.description,
        quantity: item.quantity,
        unitPriceCents: item.unitPriceCents,
        amountCents: item.amountCents,
        sortOrder: item.sortOrder,
      })),
      schedule.map((entry) => ({
        amountCents: entry.amountCents,
        dueDate: entry.dueDate,
        status: 'pending',
        paymentLink: entry.paymentLink,
        sortOrder: entry.sortOrder,
      })),
    );
    const row = (await findReceipt(tx, id))!;
    const notice = await notify(tx, input.userId, createdNotice(row.receipt));
    return { id, notice };
  });
  await mailNotification(deps, notice);
  return answer(deps.db, id);
}

async function withLines(db: Db, rows: Receipt[], seenAt: Date | null, today: string): Promise<MyReceipt[]> {
  const ids = rows.map((r) => r.id);
  const [items, schedule] = await Promise.all([itemsOf(db, ids), scheduleOf(db, ids)]);
  return rows.map((r) => {
    const base = fields(r);
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
  if (!row) throw notFound();
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
