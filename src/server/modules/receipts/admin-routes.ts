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

/** The receipt manager of the back office (/admin/receipts). */
export function registerReceiptAdminRoutes(routes: Routes): void {
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
}
