import { randomInt } from 'node:crypto';
import {
  receiptMessages as texts,
  receiptPolicy,
  receiptTotals,
  type AdminReceipt,
  type AdminReceiptPage,
  type AdminReceiptSummary,
  type ReceiptCopyInput,
  type ReceiptCreateInput,
  type ReceiptQuery,
  type ReceiptUpdateInput,
} from '../../../shared/domains/receipts';
import { AppError } from '../../../shared/errors';
import { todayIn } from '../../../shared/time';
import type { Actor, Deps } from '../../app-env';
import type { Db, Tx } from '../../db/client';
import type { Receipt } from '../../db/schema/receipts';
import { authorize } from '../../platform/authorize';
import { memberExists } from '../members/service';
import { mailNotification, notify } from '../notifications/service';
import { imageFieldValue } from '../uploads/service';
import {
  deleteReceiptRow,
  findReceipt,
  insertReceiptIfNumberFree,
  itemsOf,
  replaceLines,
  scheduleOf,
  searchReceipts,
  updateReceiptRow,
  type ReceiptRow,
} from './queries';
import { receiptFields, receiptNotFound, toEntry, toItem } from './service';

/* The back office's receipt manager (admin-back-office.md §9); the member's side is service.ts. */

type WriteDeps = Pick<Deps, 'db' | 'storage' | 'mailer' | 'logger' | 'config'>;

/** REC- and five random digits (admin-back-office.md §9). Tests pass their own to force a collision. */
export const drawReceiptNumber = (): string => `REC-${String(randomInt(0, 100_000)).padStart(5, '0')}`;
/** With 100,000 numbers, ten draws in a row all taken means the space is nearly full: say so, do not loop. */
const NUMBER_ATTEMPTS = 10;

export interface NumberSource {
  drawNumber?: () => string;
}

const toSummary = (row: ReceiptRow): AdminReceiptSummary => ({
  ...receiptFields(row.receipt),
  member: row.member?.id ? row.member : null,
});

async function answer(db: Db, id: string): Promise<AdminReceipt> {
  const row = await findReceipt(db, id);
  if (!row) throw receiptNotFound();
  const [items, schedule] = await Promise.all([itemsOf(db, [id]), scheduleOf(db, [id])]);
  return { ...toSummary(row), items: items.map(toItem), schedule: schedule.map(toEntry) };
}

export async function listReceipts(db: Db, actor: Actor, query: ReceiptQuery): Promise<AdminReceiptPage> {
  authorize(receiptPolicy.manage(actor));
  const { items, total } = await searchReceipts(db, query.q, query);
  return { items: items.map(toSummary), total, page: query.page, pageSize: query.pageSize };
}

export async function getReceipt(db: Db, actor: Actor, id: string): Promise<AdminReceipt> {
  authorize(receiptPolicy.manage(actor));
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

/** What a create or an update stores from the form; the sums are the server's, never the request's. */
function storedFields(
  input: Omit<ReceiptUpdateInput, 'imageUrl'>,
  receiptDate: string,
  imageUrl: string | null,
) {
  const totals = receiptTotals(input.items, input.amountPaidCents);
  return {
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
  };
}

/** The due date is on or after the receipt's date; today's when the form leaves the date out. */
function checkDates(receiptDate: string, paymentDueDate: string | null): void {
  if (paymentDueDate && paymentDueDate < receiptDate) {
    throw new AppError('VALIDATION', texts.dueBeforeReceipt, { paymentDueDate: texts.dueBeforeReceipt });
  }
}

/** The receipt's image after a write: kept, cleared, or the administrator's new upload (image-field.ts). */
function receiptImage(
  deps: WriteDeps,
  tx: Tx,
  actor: Actor,
  next: string | null | undefined,
  current: string | null,
) {
  return imageFieldValue(deps, tx, actor, {
    next,
    current,
    use: 'receipt-image',
    field: 'imageUrl',
    message: texts.image,
  });
}

const createdNotice = (r: { id: string; title: string; receiptNumber: string }) => ({
  type: 'receipt_created',
  title: 'New Receipt',
  message: `A new receipt is in your dashboard: ${r.title} (${r.receiptNumber})`,
  data: { receiptId: r.id },
});

/**
 * A new receipt (create or copy) under a fresh number, drawn again while the number is taken, with its lines.
 * Its member is told in-app in the same transaction; the caller mails the notice once committed.
 */
async function issue(
  tx: Tx,
  values: Omit<Receipt, 'id' | 'receiptNumber' | 'createdAt' | 'updatedAt'> & { userId: string },
  lines: ReturnType<typeof linesOf>,
  drawNumber: () => string,
) {
  let id: string | undefined;
  for (let attempt = 0; !id && attempt < NUMBER_ATTEMPTS; attempt++) {
    id = await insertReceiptIfNumberFree(tx, { ...values, receiptNumber: drawNumber() });
  }
  if (!id) throw new AppError('CONFLICT', texts.addFailed);
  await replaceLines(tx, id, lines.items, lines.schedule);
  const row = (await findReceipt(tx, id))!;
  const notice = await notify(tx, values.userId, createdNotice(row.receipt));
  return { id, notice };
}

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
  authorize(receiptPolicy.manage(actor));
  const receiptDate = input.receiptDate ?? todayIn();
  checkDates(receiptDate, input.paymentDueDate);
  const lines = linesOf(input);
  const { id, notice } = await deps.db.transaction(async (tx) => {
    if (!(await memberExists(tx, input.userId))) {
      throw new AppError('VALIDATION', texts.memberNotFound, { userId: texts.memberNotFound });
    }
    const imageUrl = await receiptImage(deps, tx, actor, input.imageUrl, null);
    const values = { userId: input.userId, ...storedFields(input, receiptDate, imageUrl) };
    return issue(tx, values, lines, drawNumber);
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
  authorize(receiptPolicy.manage(actor));
  const { items, schedule } = linesOf(input);
  await deps.db.transaction(async (tx) => {
    const current = await findReceipt(tx, id, { forUpdate: true });
    if (!current) throw receiptNotFound();
    const receiptDate = input.receiptDate ?? current.receipt.receiptDate;
    checkDates(receiptDate, input.paymentDueDate);
    const imageUrl = await receiptImage(deps, tx, actor, input.imageUrl, current.receipt.imageUrl);
    await updateReceiptRow(tx, id, storedFields(input, receiptDate, imageUrl));
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
  authorize(receiptPolicy.manage(actor));
  await db.transaction(async (tx) => {
    if (!(await deleteReceiptRow(tx, id))) throw receiptNotFound();
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
  authorize(receiptPolicy.manage(actor));
  const { id, notice } = await deps.db.transaction(async (tx) => {
    const source = await findReceipt(tx, sourceId, { forUpdate: true });
    if (!source) throw new AppError('NOT_FOUND', texts.sourceNotFound);
    if (!(await memberExists(tx, input.userId))) {
      throw new AppError('VALIDATION', texts.memberNotFound, { userId: texts.memberNotFound });
    }
    const [items, schedule] = await Promise.all([itemsOf(tx, [sourceId]), scheduleOf(tx, [sourceId])]);
    const s = source.receipt;
    return issue(
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
      {
        items: items.map((item) => ({
          description: item.description,
          quantity: item.quantity,
          unitPriceCents: item.unitPriceCents,
          amountCents: item.amountCents,
          sortOrder: item.sortOrder,
        })),
        schedule: schedule.map((entry) => ({
          amountCents: entry.amountCents,
          dueDate: entry.dueDate,
          status: 'pending',
          paymentLink: entry.paymentLink,
          sortOrder: entry.sortOrder,
        })),
      },
      drawNumber,
    );
  });
  await mailNotification(deps, notice);
  return answer(deps.db, id);
}
