import { z } from 'zod';
import { memberContactSchema } from '../schemas/members';
import { PAYMENT_SCHEDULE_STATUSES, RECEIPT_PAYMENT_METHODS, RECEIPT_STATUSES } from '../constants';
import {
  dateString,
  instantString,
  isoDate,
  listQuerySchema,
  listResponseSchema,
  optionalHttpUrl,
  paginationSchema,
} from '../schemas/common';
import { optionalTextField, requiredTextField, wholeNumberField } from '../schemas/form-fields';
import { IMAGE_URL_MAX, uploadedImageUrl } from './product-admin';
import { isAdmin, isSignedIn, ownsOrAdmin, type MaybeViewer } from './viewer';
import {
  RECEIPT_TITLE_MAX,
  RECEIPT_DESCRIPTION_MAX,
  RECEIPT_ITEM_DESCRIPTION_MAX,
  RECEIPT_ITEMS_MAX,
  RECEIPT_SCHEDULE_MAX,
  RECEIPT_QUANTITY_MAX,
  RECEIPT_PRICE_MAX_CENTS,
  RECEIPT_TOTAL_MAX_CENTS,
  receiptMessages,
} from './receipt-messages';

/**
 * Receipts (admin-back-office.md §2 Receipts, §4, §5, §8; member-areas.md §2 Dashboard): administrators issue
 * them to members (/admin/receipts, /api/admin/receipts), members read their own (/dashboard?tab=receipts,
 * /api/me/receipts). Money is integer cents on the wire. The amount (sum of the items) and the balance
 * (amount − paid, never below 0) are the server's sums: no request schema takes them.
 */

export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];
export type ReceiptPaymentMethod = (typeof RECEIPT_PAYMENT_METHODS)[number];
export type ScheduleStatus = (typeof PAYMENT_SCHEDULE_STATUSES)[number];

export * from './receipt-messages';

const texts = receiptMessages;

/**
 * Where Pay Balance goes when a receipt has no payment link (member-areas.md §9): a message to the site's contact
 * address, when the operator configured one (CONTACT_EMAIL; decision 0045).
 */
export const receiptFallbackPaymentLink = (receiptNumber: string, contactEmail: string): string =>
  `mailto:${contactEmail}?subject=${encodeURIComponent(`Payment for receipt ${receiptNumber}`)}`;

/** Money in whole cents, 0 or more. */
export const receiptCents = z
  .number({ error: texts.price })
  .int(texts.priceWhole)
  .min(0, texts.price)
  .max(RECEIPT_PRICE_MAX_CENTS, texts.priceMax);

/**
 * An item's unit price and an instalment's amount: required and not 0 (admin-back-office.md §5: "unit price
 * not 0, else Please fill in all required fields for the item"; the same for a payment's amount).
 */
const requiredCents = (missing: string) =>
  z
    .number({ error: missing })
    .int(texts.priceWhole)
    .refine((value) => value !== 0, missing)
    .min(1, texts.pricePositive)
    .max(RECEIPT_PRICE_MAX_CENTS, texts.priceMax);

export const receiptItemInputSchema = z.strictObject({
  description: requiredTextField(texts.itemRequired, RECEIPT_ITEM_DESCRIPTION_MAX, texts.itemLength),
  quantity: wholeNumberField(1, RECEIPT_QUANTITY_MAX, texts.quantity),
  unitPriceCents: requiredCents(texts.itemRequired),
});
export type ReceiptItemInput = z.infer<typeof receiptItemInputSchema>;

export const scheduleEntryInputSchema = z.strictObject({
  amountCents: requiredCents(texts.paymentRequired),
  dueDate: isoDate(texts.paymentRequired),
  status: z.enum(PAYMENT_SCHEDULE_STATUSES, { error: texts.scheduleStatus }).optional().default('pending'),
  paymentLink: optionalHttpUrl.transform((value) => value ?? null),
});

const optionalDate = z.preprocess(
  (value) => (value === '' ? null : value),
  isoDate(texts.date).nullable().optional(),
);

const receiptFields = {
  title: requiredTextField(texts.titleUserRequired, RECEIPT_TITLE_MAX, texts.titleLength),
  description: optionalTextField(RECEIPT_DESCRIPTION_MAX, texts.descriptionLength),
  receiptDate: optionalDate,
  status: z.enum(RECEIPT_STATUSES, { error: texts.status }).optional().default('paid'),
  paymentMethod: z
    .enum(RECEIPT_PAYMENT_METHODS, { error: texts.paymentMethod })
    .optional()
    .default('Credit Card'),
  amountPaidCents: receiptCents.optional().default(0),
  paymentDueDate: optionalDate.transform((value) => value ?? null),
  paymentLink: optionalHttpUrl.transform((value) => value ?? null),
  items: z.array(receiptItemInputSchema).max(RECEIPT_ITEMS_MAX, texts.itemsMax).optional().default([]),
  schedule: z
    .array(scheduleEntryInputSchema)
    .max(RECEIPT_SCHEDULE_MAX, texts.scheduleMax)
    .optional()
    .default([]),
};

/** A due date is on or after the receipt's date (today when the form leaves it out). */
function datesInOrder(
  value: { receiptDate?: string | null; paymentDueDate: string | null },
  ctx: z.RefinementCtx,
) {
  if (value.receiptDate && value.paymentDueDate && value.paymentDueDate < value.receiptDate) {
    ctx.addIssue({ code: 'custom', path: ['paymentDueDate'], message: texts.dueBeforeReceipt });
  }
}

/**
 * Each item's amount and the receipt's total fit their columns (RECEIPT_TOTAL_MAX_CENTS). The message lands on
 * the unit price of the item that goes over, where the form shows it.
 */
function totalsFit(value: { items: ReceiptItemInput[] }, ctx: z.RefinementCtx) {
  let total = 0;
  for (const [index, item] of value.items.entries()) {
    const amount = item.quantity * item.unitPriceCents;
    total += amount;
    const message =
      amount > RECEIPT_TOTAL_MAX_CENTS
        ? texts.lineMax
        : total > RECEIPT_TOTAL_MAX_CENTS
          ? texts.totalMax
          : null;
    if (message) {
      ctx.addIssue({ code: 'custom', path: ['items', index, 'unitPriceCents'], message });
      return;
    }
  }
}

/**
 * POST /api/admin/receipts. The member (`userId`) is picked with the members search; the number is the
 * server's; `imageUrl` is a `receipt` upload's URL (private: /api/files/{id}, the receipt-image use) or null.
 */
export const receiptCreateSchema = z
  .strictObject({
    userId: z.string({ error: texts.titleUserRequired }).trim().min(1, texts.titleUserRequired).max(64),
    ...receiptFields,
    imageUrl: uploadedImageUrl.max(IMAGE_URL_MAX, texts.image).nullable().optional().default(null),
  })
  .superRefine(datesInOrder)
  .superRefine(totalsFit);
export type ReceiptCreateInput = z.infer<typeof receiptCreateSchema>;

/**
 * PUT /api/admin/receipts/:id replaces the receipt's fields, items and schedule (the inline editor sends them
 * all). `imageUrl` left out keeps the image, null removes it. The member and the number stay.
 */
export const receiptUpdateSchema = z
  .strictObject({
    ...receiptFields,
    imageUrl: uploadedImageUrl.max(IMAGE_URL_MAX, texts.image).nullable().optional(),
  })
  .superRefine(datesInOrder)
  .superRefine(totalsFit);
export type ReceiptUpdateInput = z.infer<typeof receiptUpdateSchema>;

/** POST /api/admin/receipts/:id/copy: the member who gets the copy. */
export const receiptCopySchema = z.strictObject({
  userId: z.string({ error: texts.copySelect }).trim().min(1, texts.copySelect).max(64),
});
export type ReceiptCopyInput = z.infer<typeof receiptCopySchema>;

/** GET /api/admin/receipts: search over title, receipt number and the member's name; newest first. */
export const receiptQuerySchema = listQuerySchema;
export type ReceiptQuery = z.infer<typeof receiptQuerySchema>;

/** GET /api/me/receipts: the member's own, newest first. */
export const myReceiptQuerySchema = paginationSchema;
export type MyReceiptQuery = z.infer<typeof myReceiptQuerySchema>;

/** The sums the server stores: amount = Σ quantity × unit price; balance = amount − paid, never below 0. */
export function receiptTotals(
  items: readonly { quantity: number; unitPriceCents: number }[],
  paidCents: number,
) {
  const amountCents = items.reduce((sum, item) => sum + item.quantity * item.unitPriceCents, 0);
  return { amountCents, balanceOwedCents: Math.max(0, amountCents - paidCents) };
}

/** Overdue: the due date has passed (before `today`, YYYY-MM-DD) and something is still owed. */
export const isOverdue = (r: { paymentDueDate: string | null; balanceOwedCents: number }, today: string) =>
  r.balanceOwedCents > 0 && r.paymentDueDate !== null && r.paymentDueDate < today;

/** member-areas.md §4: an unknown status is treated as paid. */
export const receiptStatusOf = (status: string): ReceiptStatus =>
  (RECEIPT_STATUSES as readonly string[]).includes(status) ? (status as ReceiptStatus) : 'paid';

export const receiptItemSchema = z.object({
  id: z.uuid(),
  description: z.string(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  amountCents: z.number().int(),
  order: z.number().int(),
});
export type ReceiptItem = z.infer<typeof receiptItemSchema>;

export const scheduleEntrySchema = z.object({
  id: z.uuid(),
  amountCents: z.number().int(),
  dueDate: dateString,
  status: z.enum(PAYMENT_SCHEDULE_STATUSES),
  paymentLink: z.string().nullable(),
  order: z.number().int(),
});
export type ScheduleEntry = z.infer<typeof scheduleEntrySchema>;

const receiptBase = {
  id: z.uuid(),
  receiptNumber: z.string(),
  receiptDate: dateString,
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  status: z.enum(RECEIPT_STATUSES),
  amountCents: z.number().int(),
  amountPaidCents: z.number().int(),
  balanceOwedCents: z.number().int(),
  paymentMethod: z.enum(RECEIPT_PAYMENT_METHODS),
  paymentDueDate: dateString.nullable(),
  paymentLink: z.string().nullable(),
  createdAt: instantString,
};

/** The member a receipt is for; null once their account is deleted (the record stays). */
export const receiptMemberSchema = memberContactSchema.nullable();

/** A row of the manager's list (no items: View loads them). */
export const adminReceiptSummarySchema = z.object({ ...receiptBase, member: receiptMemberSchema });
export type AdminReceiptSummary = z.infer<typeof adminReceiptSummarySchema>;
export const adminReceiptPageSchema = listResponseSchema(adminReceiptSummarySchema);
export type AdminReceiptPage = z.infer<typeof adminReceiptPageSchema>;

/** GET /api/admin/receipts/:id and the answer of every write. */
export const adminReceiptSchema = adminReceiptSummarySchema.extend({
  items: z.array(receiptItemSchema),
  schedule: z.array(scheduleEntrySchema),
});
export type AdminReceipt = z.infer<typeof adminReceiptSchema>;

/** A member's receipt on the dashboard: items and schedule included (the card expands to them). */
export const myReceiptSchema = z.object({
  ...receiptBase,
  items: z.array(receiptItemSchema),
  schedule: z.array(scheduleEntrySchema),
  /** Issued after the member last opened the Receipts tab. */
  isNew: z.boolean(),
  overdue: z.boolean(),
});
export type MyReceipt = z.infer<typeof myReceiptSchema>;

export const myReceiptPageSchema = listResponseSchema(myReceiptSchema).extend({
  /** How many of all the member's receipts are new (the tab's New badge), not only this page's. */
  newCount: z.number().int(),
  seenAt: instantString.nullable(),
});
export type MyReceiptPage = z.infer<typeof myReceiptPageSchema>;

/** GET /api/me/receipts/status: the New badge of the tab, without the list. */
export const myReceiptStatusSchema = z.object({
  newCount: z.number().int(),
  seenAt: instantString.nullable(),
});
export type MyReceiptStatus = z.infer<typeof myReceiptStatusSchema>;

/**
 * Who may do what with receipts: administrators issue, edit, copy and delete; a member reads their own
 * (another member's receipt does not exist for them: 404).
 */
export const receiptPolicy = {
  manage: (viewer: MaybeViewer) => isAdmin(viewer),
  readMine: (viewer: MaybeViewer) => isSignedIn(viewer),
  read: (viewer: MaybeViewer, receipt: { userId: string | null }) => ownsOrAdmin(viewer, receipt.userId),
};
