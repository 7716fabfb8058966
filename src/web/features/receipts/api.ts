import { receiptEndpoints as e } from '../../endpoints/receipts';
import type {
  AdminReceipt,
  AdminReceiptSummary,
  MyReceipt,
  MyReceiptPage,
} from '../../../shared/domains/receipts';
import { call, endpointKey, endpointListQuery, endpointQuery } from '../../lib/client';

export type { AdminReceipt, AdminReceiptSummary, MyReceipt, MyReceiptPage };

/**
 * A member's receipt calls (the manager's: admin/api.ts). Every receipt read is the `receipts` resource: a
 * manager's write refreshes the members' own lists too.
 */
export const MY_RECEIPTS_PAGE_SIZE = 20;

export const myReceiptsQuery = (viewer: string, page: number) =>
  endpointListQuery(e.mine, { query: { page, pageSize: MY_RECEIPTS_PAGE_SIZE } }, viewer);

/** The tab's New badge: how many receipts came since the member last opened the tab (on any device). */
export const myReceiptStatusQuery = (viewer: string) => endpointQuery(e.myStatus, {}, viewer);

/** The key the New badge's answer is kept under, for the answer of marking the receipts seen. */
export const myReceiptStatusKey = (viewer: string) => endpointKey(e.myStatus, {}, viewer);

/**
 * Marks the member's receipts seen. Not a `write`: making the receipts stale would refetch the open list and
 * take the cards' New marks away during this visit; its answer is the badge's new count.
 */
export const markReceiptsSeen = () => call(e.markSeen);
