import { atMostCharacters } from '../length-messages';
/** The limits of a receipt (its texts name some of them) and the receipts' texts. */

export const RECEIPT_TITLE_MAX = 200;
export const RECEIPT_DESCRIPTION_MAX = 4000;
export const RECEIPT_ITEM_DESCRIPTION_MAX = 300;
export const RECEIPT_ITEMS_MAX = 50;
export const RECEIPT_SCHEDULE_MAX = 24;
export const RECEIPT_QUANTITY_MAX = 10_000;
/** $1,000,000.00 for one unit or one payment. */
export const RECEIPT_PRICE_MAX_CENTS = 100_000_000;
/**
 * $10,000,000.00 for an item's amount (quantity × unit price) and for the receipt's total: both are stored in
 * PostgreSQL integer columns (at most 2,147,483,647 cents), which the largest quantity times the largest price
 * (10¹² cents) would overflow (a 500 instead of a message).
 */
export const RECEIPT_TOTAL_MAX_CENTS = 1_000_000_000;
/** Receipt numbers are REC- and five random digits (admin-back-office.md §9). */
export const RECEIPT_NUMBER_PATTERN = /^REC-\d{5}$/;

export const receiptMessages = {
  titleUserRequired: 'Title and User are required',
  itemRequired: 'Please fill in all required fields for the item',
  paymentRequired: 'Please fill in all required fields for the payment',
  copySelect: 'Please select a source receipt and target user',
  loadFailed: 'Failed to load data. Please try again later.',
  detailFailed: 'Failed to load receipt details.',
  addFailed: 'Failed to add receipt',
  updateFailed: 'Failed to update receipt',
  deleteFailed: 'Failed to delete receipt',
  copyFailed: 'Failed to copy receipt',
  notFound: 'Receipt not found',
  sourceNotFound: 'Source receipt not found',
  memberNotFound: 'Member not found',
  updated: 'Receipt updated successfully',
  copied: 'Receipt copied successfully',
  confirmDelete: 'Are you sure you want to delete this receipt?',
  empty: 'No receipts found',
  memberEmpty: "You don't have any receipts yet",
  titleLength: atMostCharacters('The title', RECEIPT_TITLE_MAX),
  descriptionLength: atMostCharacters('The description', RECEIPT_DESCRIPTION_MAX),
  itemLength: atMostCharacters("An item's description", RECEIPT_ITEM_DESCRIPTION_MAX),
  quantity: `Please enter a quantity from 1 to ${RECEIPT_QUANTITY_MAX.toLocaleString('en-US')}`,
  price: 'Please enter an amount of 0 or more',
  pricePositive: 'Please enter an amount above 0',
  priceWhole: 'Please enter the amount in dollars and cents (at most 2 decimals)',
  priceMax: 'Please enter an amount of at most $1,000,000',
  lineMax: "An item's amount (quantity × unit price) can be at most $10,000,000",
  totalMax: "A receipt's total can be at most $10,000,000",
  itemsMax: `A receipt can list at most ${RECEIPT_ITEMS_MAX} items`,
  scheduleMax: `A receipt can have at most ${RECEIPT_SCHEDULE_MAX} scheduled payments`,
  status: 'Please choose paid, pending or failed',
  scheduleStatus: 'Please choose pending, paid or failed',
  paymentMethod: 'Please choose a payment method from the list',
  date: 'Please enter a date as YYYY-MM-DD',
  dueBeforeReceipt: 'The due date cannot be before the receipt date',
  image: 'Please upload the image again',
  overdue: 'Overdue',
  payBalance: 'Pay Balance',
  download: 'Download',
} as const;
