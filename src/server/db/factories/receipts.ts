import { randomInt } from 'node:crypto';
import {
  receiptItems,
  receiptPaymentSchedule,
  receipts,
  type NewReceipt,
  type NewReceiptItem,
  type NewReceiptPaymentScheduleEntry,
} from '../schema';
import { cents, dateFromToday, one, type Executor } from './util';

/** REC- and five random digits, as the receipt manager numbers them. */
export const receiptNumber = (): string => `REC-${String(randomInt(0, 100_000)).padStart(5, '0')}`;

export interface ReceiptLine {
  description: string;
  quantity: number;
  unitPriceCents: number;
}

const DEFAULT_LINES: ReceiptLine[] = [
  { description: 'Frontline costume: Hummingbird Mas', quantity: 1, unitPriceCents: cents(850) },
  { description: 'All-inclusive fete ticket', quantity: 2, unitPriceCents: cents(95) },
];

/** A paid receipt whose amounts agree with its lines; override any field. */
export function receiptInput(
  userId: string | null,
  overrides: Partial<NewReceipt> = {},
  lines: ReceiptLine[] = DEFAULT_LINES,
): NewReceipt {
  const amountCents = lines.reduce((sum, l) => sum + l.quantity * l.unitPriceCents, 0);
  const amountPaidCents = overrides.amountPaidCents ?? amountCents;
  return {
    userId,
    receiptNumber: receiptNumber(),
    receiptDate: dateFromToday(0),
    title: 'Trinidad Carnival costume and fetes',
    description: 'Costume collection on Carnival Sunday at the band’s mas camp.',
    status: amountPaidCents >= amountCents ? 'paid' : 'pending',
    amountCents,
    amountPaidCents,
    balanceOwedCents: Math.max(amountCents - amountPaidCents, 0),
    paymentMethod: 'Credit Card',
    ...overrides,
  };
}

export function receiptItemInput(
  receiptId: string,
  line: ReceiptLine,
  overrides: Partial<NewReceiptItem> = {},
): NewReceiptItem {
  return {
    receiptId,
    ...line,
    amountCents: line.quantity * line.unitPriceCents,
    sortOrder: 0,
    ...overrides,
  };
}

export function paymentScheduleInput(
  receiptId: string,
  overrides: Partial<NewReceiptPaymentScheduleEntry> = {},
): NewReceiptPaymentScheduleEntry {
  return {
    receiptId,
    amountCents: cents(250),
    dueDate: dateFromToday(30),
    status: 'pending',
    paymentLink: 'https://pay.fete.example/installment',
    sortOrder: 0,
    ...overrides,
  };
}

/**
 * The receipt row. Its number is five random digits, as the manager draws them: drawn again when the file's
 * database already holds it (a file's receipts met one another's number about once in a hundred runs), unless the
 * test names its own (then a taken one fails as the database says).
 */
async function insertReceipt(
  db: Executor,
  userId: string | null,
  overrides: Partial<NewReceipt>,
  lines: ReceiptLine[],
) {
  if (overrides.receiptNumber !== undefined) {
    return one(
      await db
        .insert(receipts)
        .values(receiptInput(userId, overrides, lines))
        .returning(),
    );
  }
  for (let attempt = 0; attempt < 20; attempt++) {
    const [row] = await db
      .insert(receipts)
      .values(receiptInput(userId, overrides, lines))
      .onConflictDoNothing({ target: receipts.receiptNumber })
      .returning();
    if (row) return row;
  }
  throw new Error('createReceipt: no free receipt number in 20 draws');
}

/** A receipt with its item lines (and payment schedule entries, if given) in one go. */
export async function createReceipt(
  db: Executor,
  userId: string | null,
  overrides: Partial<NewReceipt> = {},
  options: { lines?: ReceiptLine[]; schedule?: Partial<NewReceiptPaymentScheduleEntry>[] } = {},
) {
  const lines = options.lines ?? DEFAULT_LINES;
  const receipt = await insertReceipt(db, userId, overrides, lines);
  if (lines.length) {
    await db
      .insert(receiptItems)
      .values(lines.map((line, i) => receiptItemInput(receipt.id, line, { sortOrder: i })));
  }
  if (options.schedule?.length) {
    await db
      .insert(receiptPaymentSchedule)
      .values(
        options.schedule.map((entry, i) => paymentScheduleInput(receipt.id, { sortOrder: i, ...entry })),
      );
  }
  return receipt;
}
