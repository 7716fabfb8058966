import { endpoint } from '../contract';
import {
  adminReceiptPageSchema,
  adminReceiptSchema,
  myReceiptPageSchema,
  myReceiptQuerySchema,
  myReceiptSchema,
  myReceiptStatusSchema,
  receiptCopySchema,
  receiptCreateSchema,
  receiptQuerySchema,
  receiptUpdateSchema,
} from '../domains/receipts';
import { deletedSchema } from '../schemas/common';

/**
 * Receipts: the manager of the back office (/admin/receipts) and each member's own (the dashboard's Receipts
 * tab). Every read is the `receipts` resource: a write in the manager refreshes the members' own lists too (an
 * administrator may be a member).
 */
export const receiptEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/api/admin/receipts',
    auth: 'admin',
    tags: ['admin'],
    summary:
      "Receipts manager: every receipt with its member, newest first; `q` matches the title, the receipt number or the member's first or last name (every word must match). Paginated.",
    query: receiptQuerySchema,
    response: adminReceiptPageSchema,
    resource: 'receipts',
  }),
  create: endpoint({
    method: 'post',
    path: '/api/admin/receipts',
    auth: 'admin',
    tags: ['admin'],
    summary:
      "Issue a receipt to a member ('Title and User are required'): items (quantity ≥ 1, unit price in cents ≥ 0), payment schedule entries, an http(s) payment link, a `receipt` upload's URL (a private image: /api/files/{id}, read by the receipt's member and administrators), due date. The number is drawn by the server (REC- and five digits, drawn again on a collision); amount = sum of the items, balance = amount − paid (never below 0). The member is notified in-app and by e-mail.",
    body: receiptCreateSchema,
    response: adminReceiptSchema,
    status: 201,
    resource: 'receipts',
  }),
  get: endpoint({
    method: 'get',
    path: '/api/admin/receipts/:id',
    auth: 'admin',
    tags: ['admin'],
    summary: "One receipt with its member, items and payment schedule. 404 'Receipt not found'.",
    response: adminReceiptSchema,
    resource: 'receipts',
  }),
  update: endpoint({
    method: 'put',
    path: '/api/admin/receipts/:id',
    auth: 'admin',
    tags: ['admin'],
    summary:
      "Replace a receipt's fields, items and payment schedule (the same rules as issuing; the member and number stay). `imageUrl` left out keeps the image, null removes it. The sums are recomputed.",
    body: receiptUpdateSchema,
    response: adminReceiptSchema,
    resource: 'receipts',
  }),
  delete: endpoint({
    method: 'delete',
    path: '/api/admin/receipts/:id',
    auth: 'admin',
    tags: ['admin'],
    summary: 'Delete a receipt with its items and payment schedule.',
    response: deletedSchema,
    resource: 'receipts',
  }),
  copy: endpoint({
    method: 'post',
    path: '/api/admin/receipts/:id/copy',
    auth: 'admin',
    tags: ['admin'],
    summary:
      'Copy a receipt to another member in one transaction: a new number, status pending, amount paid 0, balance = amount, the items copied and the schedule copied with every entry pending. The member is notified.',
    body: receiptCopySchema,
    response: adminReceiptSchema,
    status: 201,
    resource: 'receipts',
  }),
  mine: endpoint({
    method: 'get',
    path: '/api/me/receipts',
    auth: 'user',
    summary:
      "The member's own receipts, newest first, each with items, payment schedule, `isNew` (issued after the tab was last opened) and `overdue`; `newCount` counts every new one.",
    query: myReceiptQuerySchema,
    response: myReceiptPageSchema,
    resource: 'receipts',
  }),
  myStatus: endpoint({
    method: 'get',
    path: '/api/me/receipts/status',
    auth: 'user',
    summary:
      "How many of the member's receipts are new since the Receipts tab was last opened (the New badge).",
    response: myReceiptStatusSchema,
    resource: 'receipts',
  }),
  markSeen: endpoint({
    method: 'post',
    path: '/api/me/receipts/seen',
    auth: 'user',
    summary:
      'The member opened the Receipts tab: receipts issued until now are no longer new, on every device (the time is kept on the server).',
    response: myReceiptStatusSchema,
    resource: 'receipts',
  }),
  myReceipt: endpoint({
    method: 'get',
    path: '/api/me/receipts/:receiptId',
    auth: 'user',
    summary: "One of the member's own receipts; another member's answers 404 'Receipt not found'.",
    response: myReceiptSchema,
    resource: 'receipts',
  }),
};
