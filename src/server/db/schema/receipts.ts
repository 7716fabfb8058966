import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  PAYMENT_SCHEDULE_STATUSES,
  RECEIPT_PAYMENT_METHODS,
  RECEIPT_STATUSES,
} from '../../../shared/constants';
import { users } from './auth';
import { belongsTo, createdAt, nonNegative, oneOf, sortOrder, timestamps } from './columns';

/** Payment records an administrator issues to a member. Money is in integer cents. */
export const receipts = pgTable(
  'receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Financial records outlive the account: deleting the member only clears the link.
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    receiptNumber: text('receipt_number').notNull().unique(),
    receiptDate: date('receipt_date')
      .notNull()
      .default(sql`current_date`),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    status: text('status').notNull().default('paid'),
    amountCents: integer('amount_cents').notNull(),
    amountPaidCents: integer('amount_paid_cents').notNull().default(0),
    balanceOwedCents: integer('balance_owed_cents').notNull().default(0),
    paymentMethod: text('payment_method').notNull().default('Credit Card'),
    paymentDueDate: date('payment_due_date'),
    paymentLink: text('payment_link'),
    ...timestamps(),
  },
  (t) => [
    index('receipts_user_idx').on(t.userId, t.createdAt),
    index('receipts_created_idx').on(t.createdAt),
    check('receipts_status_check', oneOf(t.status, RECEIPT_STATUSES)),
    check('receipts_payment_method_check', oneOf(t.paymentMethod, RECEIPT_PAYMENT_METHODS)),
    check(
      'receipts_amounts_check',
      sql`${t.amountCents} >= 0 and ${t.amountPaidCents} >= 0 and ${t.balanceOwedCents} >= 0`,
    ),
  ],
);

export const receiptItems = pgTable(
  'receipt_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    receiptId: belongsTo('receipt_id', () => receipts.id),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull().default(1),
    unitPriceCents: integer('unit_price_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    sortOrder: sortOrder(),
    createdAt: createdAt(),
  },
  (t) => [
    index('receipt_items_receipt_idx').on(t.receiptId, t.sortOrder),
    check('receipt_items_quantity_check', sql`${t.quantity} >= 1`),
    check('receipt_items_unit_price_check', nonNegative(t.unitPriceCents)),
    // The line amount is quantity × unit price, by definition.
    check('receipt_items_amount_check', sql`${t.amountCents} = ${t.quantity} * ${t.unitPriceCents}`),
  ],
);

export const receiptPaymentSchedule = pgTable(
  'receipt_payment_schedule',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    receiptId: belongsTo('receipt_id', () => receipts.id),
    amountCents: integer('amount_cents').notNull(),
    dueDate: date('due_date').notNull(),
    status: text('status').notNull().default('pending'),
    paymentLink: text('payment_link'),
    sortOrder: sortOrder(),
    createdAt: createdAt(),
  },
  (t) => [
    index('receipt_payment_schedule_receipt_idx').on(t.receiptId, t.sortOrder),
    check('receipt_payment_schedule_amount_check', nonNegative(t.amountCents)),
    check('receipt_payment_schedule_status_check', oneOf(t.status, PAYMENT_SCHEDULE_STATUSES)),
  ],
);

/**
 * When each member last opened their Receipts tab: receipts created after it are "New". Kept on the server so
 * the badge follows the member across devices; no row means never opened (every receipt is new).
 */
export const receiptViews = pgTable('receipt_views', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
});

export type Receipt = typeof receipts.$inferSelect;
export type NewReceipt = typeof receipts.$inferInsert;
export type ReceiptItem = typeof receiptItems.$inferSelect;
export type NewReceiptItem = typeof receiptItems.$inferInsert;
export type ReceiptPaymentScheduleEntry = typeof receiptPaymentSchedule.$inferSelect;
export type NewReceiptPaymentScheduleEntry = typeof receiptPaymentSchedule.$inferInsert;
