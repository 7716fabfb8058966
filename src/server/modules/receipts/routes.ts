import {
  adminReceiptPageSchema,
  adminReceiptSchema,
  deletedReceiptSchema,
  myReceiptPageSchema,
  myReceiptQuerySchema,
  myReceiptSchema,
  myReceiptStatusSchema,
  receiptCopySchema,
  receiptCreateSchema,
  receiptMessages,
  receiptQuerySchema,
  receiptUpdateSchema,
} from '../../../shared/domains/receipts';
import type { Routes } from '../../platform/http';
import {
  copyReceipt,
  createReceipt,
  deleteReceipt,
  getMyReceipt,
  getReceipt,
  listMyReceipts,
  listReceipts,
  markMyReceiptsSeen,
  myReceiptStatus,
  receiptImageViewer,
  updateReceipt,
} from './service';
import { registerUploadViewers } from '../uploads/service';

/**
 * Receipts: the manager of the back office (/admin/receipts) and each member's own (the dashboard's Receipts
 * tab). Amounts and balances are the server's sums; no request carries them.
 */
export function registerReceiptRoutes(routes: Routes): void {
  // The receipt's member reads its image at /api/files/{id} (the uploads module asks this module).
  registerUploadViewers('receipt', receiptImageViewer);
  const admin = { auth: 'admin' as const, tags: ['admin'], notFound: receiptMessages.notFound };

  routes.get(
    '/api/admin/receipts',
    {
      keep: 'per-admin',
      ...admin,
      summary:
        "Receipts manager: every receipt with its member, newest first; `q` matches the title, the receipt number or the member's first or last name (every word must match). Paginated.",
      query: receiptQuerySchema,
      response: adminReceiptPageSchema,
    },
    ({ c, actor, query }) => listReceipts(c.get('deps').db, actor, query),
  );

  routes.post(
    '/api/admin/receipts',
    {
      ...admin,
      summary:
        "Issue a receipt to a member ('Title and User are required'): items (quantity ≥ 1, unit price in cents ≥ 0), payment schedule entries, an http(s) payment link, a `receipt` upload's URL (a private image: /api/files/{id}, read by the receipt's member and administrators), due date. The number is drawn by the server (REC- and five digits, drawn again on a collision); amount = sum of the items, balance = amount − paid (never below 0). The member is notified in-app and by e-mail.",
      body: receiptCreateSchema,
      response: adminReceiptSchema,
      status: 201,
    },
    ({ c, actor, body }) => createReceipt(c.get('deps'), actor, body),
  );

  routes.get(
    '/api/admin/receipts/:id',
    {
      keep: 'per-admin',
      ...admin,
      summary: "One receipt with its member, items and payment schedule. 404 'Receipt not found'.",
      response: adminReceiptSchema,
    },
    ({ c, actor, params }) => getReceipt(c.get('deps').db, actor, params.id),
  );

  routes.put(
    '/api/admin/receipts/:id',
    {
      ...admin,
      summary:
        "Replace a receipt's fields, items and payment schedule (the same rules as issuing; the member and number stay). `imageUrl` left out keeps the image, null removes it. The sums are recomputed.",
      body: receiptUpdateSchema,
      response: adminReceiptSchema,
    },
    ({ c, actor, params, body }) => updateReceipt(c.get('deps'), actor, params.id, body),
  );

  routes.delete(
    '/api/admin/receipts/:id',
    {
      ...admin,
      summary: 'Delete a receipt with its items and payment schedule.',
      response: deletedReceiptSchema,
    },
    ({ c, actor, params }) => deleteReceipt(c.get('deps').db, actor, params.id),
  );

  routes.post(
    '/api/admin/receipts/:id/copy',
    {
      ...admin,
      notFound: receiptMessages.sourceNotFound,
      summary:
        'Copy a receipt to another member in one transaction: a new number, status pending, amount paid 0, balance = amount, the items copied and the schedule copied with every entry pending. The member is notified.',
      body: receiptCopySchema,
      response: adminReceiptSchema,
      status: 201,
    },
    ({ c, actor, params, body }) => copyReceipt(c.get('deps'), actor, params.id, body),
  );

  routes.get(
    '/api/me/receipts',
    {
      auth: 'user',
      summary:
        "The member's own receipts, newest first, each with items, payment schedule, `isNew` (issued after the tab was last opened) and `overdue`; `newCount` counts every new one.",
      query: myReceiptQuerySchema,
      response: myReceiptPageSchema,
    },
    ({ c, actor, query }) => listMyReceipts(c.get('deps').db, actor, query),
  );

  routes.get(
    '/api/me/receipts/status',
    {
      auth: 'user',
      summary:
        "How many of the member's receipts are new since the Receipts tab was last opened (the New badge).",
      response: myReceiptStatusSchema,
    },
    ({ c, actor }) => myReceiptStatus(c.get('deps').db, actor),
  );

  routes.post(
    '/api/me/receipts/seen',
    {
      auth: 'user',
      summary:
        'The member opened the Receipts tab: receipts issued until now are no longer new, on every device (the time is kept on the server).',
      response: myReceiptStatusSchema,
    },
    ({ c, actor }) => markMyReceiptsSeen(c.get('deps').db, actor),
  );

  routes.get(
    '/api/me/receipts/:receiptId',
    {
      auth: 'user',
      notFound: receiptMessages.notFound,
      summary: "One of the member's own receipts; another member's answers 404 'Receipt not found'.",
      response: myReceiptSchema,
    },
    ({ c, actor, params }) => getMyReceipt(c.get('deps').db, actor, params.receiptId),
  );
}
