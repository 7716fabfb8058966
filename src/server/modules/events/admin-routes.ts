import { eventEndpoints as e } from '../../../shared/contracts/events';
import { eventAdminMessages as texts } from '../../../shared/domains/event-admin';
import { messages } from '../../../shared/errors';
import type { Routes } from '../../platform/http';
import { implementResource } from '../../platform/resource-kit/routes';
import {
  dismissDeletedEventReport,
  dismissReport,
  eventAdmin,
  getManagedEvent,
  listDeletedEventReports,
  removeEventDiscount,
  saveEventDiscount,
} from './admin-service';

const notFound = messages.events.notFound;
/** A discount's or report's own 404 once the event id is a UUID; the event's when it is not. */
const childNotFound = (child: string) => (params: Record<string, string>) =>
  /^[0-9a-f-]{36}$/i.test(params.id ?? '') ? child : notFound;

/** The events manager (administrators): events, their discount codes and reports. */
export function registerEventAdminRoutes(routes: Routes): void {
  const { adminList: list, adminCreate: create, adminUpdate: update, adminSetActive: setActive } = e;
  implementResource(routes, { list, create, update, setActive, remove: e.adminDelete }, eventAdmin, notFound);
  routes.implement(e.adminDetail, { notFound, keep: 'per-admin' }, ({ c, actor, params }) =>
    getManagedEvent(c.get('deps').db, actor, params.id),
  );
  routes.implement(e.addDiscount, { notFound }, ({ c, actor, params, body }) =>
    saveEventDiscount(c.get('deps').db, actor, params.id, body),
  );
  routes.implement(
    e.changeDiscount,
    { notFound: childNotFound(texts.discountNotFound) },
    ({ c, actor, params, body }) =>
      saveEventDiscount(c.get('deps').db, actor, params.id, body, params.discountId),
  );
  routes.implement(
    e.deleteDiscount,
    { notFound: childNotFound(texts.discountNotFound) },
    ({ c, actor, params }) => removeEventDiscount(c.get('deps').db, actor, params.id, params.discountId),
  );
  routes.implement(
    e.dismissReport,
    { notFound: childNotFound(texts.reportNotFound) },
    ({ c, actor, params }) => dismissReport(c.get('deps').db, actor, params.id, params.reportId),
  );
  routes.implement(e.deletedReports, { notFound, keep: 'per-admin' }, ({ c, actor }) =>
    listDeletedEventReports(c.get('deps').db, actor),
  );
  routes.implement(e.dismissDeletedReport, { notFound: texts.reportNotFound }, ({ c, actor, params }) =>
    dismissDeletedEventReport(c.get('deps').db, actor, params.reportId),
  );
}
