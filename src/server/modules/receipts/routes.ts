import { receiptEndpoints as e } from '../../../shared/contracts/receipts';
import { receiptMessages } from '../../../shared/domains/receipts';
import type { Routes } from '../../platform/http';
import { registerReceiptAdminRoutes } from './admin-routes';
import {
  getMyReceipt,
  listMyReceipts,
  markMyReceiptsSeen,
  myReceiptStatus,
  receiptImageViewer,
} from './service';
import { registerUploadViewers } from '../uploads/service';

/**
 * Receipts: each member's own (the dashboard's Receipts tab); the manager's routes are in admin-routes.ts.
 * Amounts and balances are the server's sums; no request carries them.
 */
export function registerReceiptRoutes(routes: Routes): void {
  // The receipt's member reads its image at /api/files/{id} (the uploads module asks this module).
  registerUploadViewers('receipt', receiptImageViewer);
  registerReceiptAdminRoutes(routes);

  routes.implement(e.mine, { keep: 'per-member' }, ({ c, actor, query }) =>
    listMyReceipts(c.get('deps').db, actor, query),
  );

  routes.implement(e.myStatus, { keep: 'per-member' }, ({ c, actor }) =>
    myReceiptStatus(c.get('deps').db, actor),
  );

  routes.implement(e.markSeen, {}, ({ c, actor }) => markMyReceiptsSeen(c.get('deps').db, actor));

  routes.implement(
    e.myReceipt,
    { notFound: receiptMessages.notFound, keep: 'per-member' },
    ({ c, actor, params }) => getMyReceipt(c.get('deps').db, actor, params.receiptId),
  );
}
