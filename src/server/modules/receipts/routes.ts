import { receiptEndpoints as e } from '../../../shared/contracts/receipts';
import { receiptMessages } from '../../../shared/domains/receipts';
import type { Routes } from '../../platform/http';
import {
  copyReceipt,
  createReceipt,
  deleteReceipt,
  getReceipt,
  listReceipts,
  updateReceipt,
} from './admin-service';
import {
  getMyReceipt,
  listMyReceipts,
  markMyReceiptsSeen,
  myReceiptStatus,
  receiptImageViewer,
} from './service';
import { registerUploadViewers } from '../uploads/service';

/**
 * Receipts: the manager of the back office (/admin/receipts) and each member's own (the dashboard's Receipts
 * tab). Amounts and balances are the server's sums; no request carries them.
 */
export function registerReceiptRoutes(routes: Routes): void {
  // The receipt's member reads its image at /api/files/{id} (the uploads module asks this module).
  registerUploadViewers('receipt', receiptImageViewer);
  const notFound = receiptMessages.notFound;

  routes.implement(e.list, { keep: 'per-admin', notFound }, ({ c, actor, query }) =>
    listReceipts(c.get('deps').db, actor, query),
  );

  routes.implement(e.create, { notFound }, ({ c, actor, body }) => createReceipt(c.get('deps'), actor, body));

  routes.implement(e.get, { keep: 'per-admin', notFound }, ({ c, actor, params }) =>
    getReceipt(c.get('deps').db, actor, params.id),
  );

  routes.implement(e.update, { notFound }, ({ c, actor, params, body }) =>
    updateReceipt(c.get('deps'), actor, params.id, body),
  );

  routes.implement(e.delete, { notFound }, ({ c, actor, params }) =>
    deleteReceipt(c.get('deps').db, actor, params.id),
  );

  routes.implement(e.copy, { notFound: receiptMessages.sourceNotFound }, ({ c, actor, params, body }) =>
    copyReceipt(c.get('deps'), actor, params.id, body),
  );

  routes.implement(e.mine, {}, ({ c, actor, query }) => listMyReceipts(c.get('deps').db, actor, query));

  routes.implement(e.myStatus, {}, ({ c, actor }) => myReceiptStatus(c.get('deps').db, actor));

  routes.implement(e.markSeen, {}, ({ c, actor }) => markMyReceiptsSeen(c.get('deps').db, actor));

  routes.implement(e.myReceipt, { notFound }, ({ c, actor, params }) =>
    getMyReceipt(c.get('deps').db, actor, params.receiptId),
  );
}
