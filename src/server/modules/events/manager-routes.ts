import { eventEndpoints as e } from '../../../shared/contracts/events';
import { eventManagerMessages as texts } from '../../../shared/domains/event-manager';
import { messages } from '../../../shared/errors';
import type { Routes } from '../../platform/http';
import {
  addEventDiscount,
  changeEventDiscount,
  dismissDeletedEventReport,
  dismissReport,
  listDeletedEventReports,
  removeEventDiscount,
  reportEvent,
} from './discounts-reports-service';
import {
  createManagedEvent,
  createMemberEvent,
  deleteEvent,
  deleteManagedEvent,
  getManagedEvent,
  getMyEvent,
  listManagedEvents,
  listMyEvents,
  setEventActive,
  updateManagedEvent,
  updateMemberEvent,
} from './manager-service';

const notFound = messages.events.notFound;
/** A discount's or report's own 404 once the event id is a UUID; the event's when it is not. */
const childNotFound = (child: string) => (params: Record<string, string>) =>
  /^[0-9a-f-]{36}$/i.test(params.id ?? '') ? child : notFound;

/** The events manager (administrators) and a member's own events and reports. */
export function registerEventManagerRoutes(routes: Routes): void {
  routes.implement(e.adminList, { notFound, keep: 'per-admin' }, ({ c, actor, query }) =>
    listManagedEvents(c.get('deps').db, actor, query),
  );
  routes.implement(e.adminCreate, { notFound }, ({ c, actor, body }) =>
    createManagedEvent(c.get('deps'), actor, body),
  );
  routes.implement(e.adminDetail, { notFound, keep: 'per-admin' }, ({ c, actor, params }) =>
    getManagedEvent(c.get('deps').db, actor, params.id),
  );
  routes.implement(e.adminUpdate, { notFound }, ({ c, actor, params, body }) =>
    updateManagedEvent(c.get('deps'), actor, params.id, body),
  );
  routes.implement(e.adminSetActive, { notFound }, ({ c, actor, params, body }) =>
    setEventActive(c.get('deps').db, actor, params.id, body.active),
  );
  routes.implement(e.adminDelete, { notFound }, ({ c, actor, params }) =>
    deleteManagedEvent(c.get('deps').db, actor, params.id),
  );
  routes.implement(e.addDiscount, { notFound }, ({ c, actor, params, body }) =>
    addEventDiscount(c.get('deps').db, actor, params.id, body),
  );
  routes.implement(
    e.changeDiscount,
    { notFound: childNotFound(texts.discountNotFound) },
    ({ c, actor, params, body }) =>
      changeEventDiscount(c.get('deps').db, actor, params.id, params.discountId, body),
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

  // A member's own events (member-areas.md §2 Event creation, §5).
  routes.implement(e.create, { notFound }, ({ c, actor, body }) =>
    createMemberEvent(c.get('deps'), actor, body),
  );
  routes.implement(e.mine, { notFound }, ({ c, actor, query }) =>
    listMyEvents(c.get('deps').db, actor, query),
  );
  routes.implement(e.myEvent, { notFound }, ({ c, actor, params }) =>
    getMyEvent(c.get('deps').db, actor, params.id),
  );
  routes.implement(e.update, { notFound }, ({ c, actor, params, body }) =>
    updateMemberEvent(c.get('deps'), actor, params.id, body),
  );
  routes.implement(e.delete, { notFound }, ({ c, actor, params }) =>
    deleteEvent(c.get('deps').db, actor, params.id),
  );
  routes.implement(e.report, { notFound }, ({ c, actor, params, body }) =>
    reportEvent(c.get('deps').db, actor, params.id, body),
  );
}
