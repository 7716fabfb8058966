import {
  adminEventDetailSchema,
  adminEventDiscountSchema,
  adminEventInputSchema,
  adminEventItemSchema,
  adminEventListQuerySchema,
  adminEventListSchema,
  deletedEventReportListSchema,
  deletedSchema,
  eventActiveSchema,
  eventDiscountInputSchema,
  eventManagerMessages as texts,
  eventReportInputSchema,
  eventReportReceiptSchema,
  memberEventInputSchema,
  myEventListQuerySchema,
} from '../../../shared/domains/event-manager';
import { eventItemSchema, eventListSchema } from '../../../shared/domains/events';
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
  const admin = { auth: 'admin' as const, notFound, tags: ['admin', 'events'] };

  routes.get(
    '/api/admin/events',
    {
      keep: 'per-admin',
      ...admin,
      summary:
        'Events manager: every event, active or not, newest date first, with its organiser and open report count. q searches title, description and location; reported=true lists events with open reports.',
      query: adminEventListQuerySchema,
      response: adminEventListSchema,
    },
    ({ c, actor, query }) => listManagedEvents(c.get('deps').db, actor, query),
  );

  routes.post(
    '/api/admin/events',
    {
      ...admin,
      summary:
        'Add an event (active at once; the administrator is its organiser). imageUrl is an `image` upload of the caller. 422 "Please fill in all required fields" without title, date or location.',
      body: adminEventInputSchema,
      response: adminEventItemSchema,
      status: 201,
    },
    ({ c, actor, body }) => createManagedEvent(c.get('deps'), actor, body),
  );

  routes.get(
    '/api/admin/events/:id',
    {
      keep: 'per-admin',
      ...admin,
      summary: 'One event with all its discount codes and reports (open ones first).',
      response: adminEventDetailSchema,
    },
    ({ c, actor, params }) => getManagedEvent(c.get('deps').db, actor, params.id),
  );

  routes.put(
    '/api/admin/events/:id',
    {
      ...admin,
      summary: 'Replace the fields of an event (not its active flag: see /active).',
      body: adminEventInputSchema,
      response: adminEventItemSchema,
    },
    ({ c, actor, params, body }) => updateManagedEvent(c.get('deps'), actor, params.id, body),
  );

  routes.put(
    '/api/admin/events/:id/active',
    {
      ...admin,
      summary:
        'Activate or deactivate an event. Deactivating closes its open reports as actioned; inactive events are shown to administrators only.',
      body: eventActiveSchema,
      response: adminEventItemSchema,
    },
    ({ c, actor, params, body }) => setEventActive(c.get('deps').db, actor, params.id, body.active),
  );

  routes.delete(
    '/api/admin/events/:id',
    {
      ...admin,
      summary:
        'Delete an event with its likes, attendance, discounts, reports and featured row (decision 0013).',
      response: deletedSchema,
    },
    ({ c, actor, params }) => deleteManagedEvent(c.get('deps').db, actor, params.id),
  );

  routes.post(
    '/api/admin/events/:id/discounts',
    {
      ...admin,
      summary:
        'Add a discount code: percentage 1-100, validity by day (site time zone) in order. 409 for a code the event already has.',
      body: eventDiscountInputSchema,
      response: adminEventDiscountSchema,
      status: 201,
    },
    ({ c, actor, params, body }) => addEventDiscount(c.get('deps').db, actor, params.id, body),
  );

  routes.put(
    '/api/admin/events/:id/discounts/:discountId',
    {
      ...admin,
      notFound: childNotFound(texts.discountNotFound),
      summary: 'Change a discount code of the event.',
      body: eventDiscountInputSchema,
      response: adminEventDiscountSchema,
    },
    ({ c, actor, params, body }) =>
      changeEventDiscount(c.get('deps').db, actor, params.id, params.discountId, body),
  );

  routes.delete(
    '/api/admin/events/:id/discounts/:discountId',
    {
      ...admin,
      notFound: childNotFound(texts.discountNotFound),
      summary: 'Delete a discount code of the event.',
      response: deletedSchema,
    },
    ({ c, actor, params }) => removeEventDiscount(c.get('deps').db, actor, params.id, params.discountId),
  );

  routes.post(
    '/api/admin/events/:id/reports/:reportId/dismiss',
    {
      ...admin,
      notFound: childNotFound(texts.reportNotFound),
      summary: 'Dismiss an open report (nothing wrong): the event stays as it is. 409 once handled.',
      response: eventReportReceiptSchema,
    },
    ({ c, actor, params }) => dismissReport(c.get('deps').db, actor, params.id, params.reportId),
  );

  routes.get(
    '/api/admin/deleted-event-reports',
    {
      keep: 'per-admin',
      ...admin,
      summary:
        "Reports about events that were deleted (by their organiser), with the event's title and organiser as reported; open ones first (decision 0030).",
      response: deletedEventReportListSchema,
    },
    ({ c, actor }) => listDeletedEventReports(c.get('deps').db, actor),
  );

  routes.post(
    '/api/admin/deleted-event-reports/:reportId/dismiss',
    {
      ...admin,
      notFound: texts.reportNotFound,
      summary:
        'Mark an open report about a deleted event as handled. 404 for a report of an existing event (dismiss it on its event) or one already handled.',
      response: deletedEventReportListSchema,
    },
    ({ c, actor, params }) => dismissDeletedEventReport(c.get('deps').db, actor, params.reportId),
  );

  // A member's own events (member-areas.md §2 Event creation, §5).
  const member = { auth: 'user' as const, notFound, tags: ['events'] };

  routes.post(
    '/api/events',
    {
      ...member,
      unauthenticated: 'SIGN_IN_TO_CREATE_EVENT',
      summary:
        'Create an event as its organiser (active at once). imageUrl is an `image` upload of the caller. At most 20 an hour.',
      body: memberEventInputSchema,
      response: eventItemSchema,
      status: 201,
    },
    ({ c, actor, body }) => createMemberEvent(c.get('deps'), actor, body),
  );

  routes.get(
    '/api/members/me/events',
    {
      ...member,
      summary:
        "The member's own events, active or not (an administrator may have deactivated one), newest first.",
      query: myEventListQuerySchema,
      response: eventListSchema,
    },
    ({ c, actor, query }) => listMyEvents(c.get('deps').db, actor, query),
  );

  routes.get(
    '/api/members/me/events/:id',
    {
      ...member,
      summary:
        "One of the member's own events (administrators: any), for its edit form. Anyone else's is 'Event not found'.",
      response: eventItemSchema,
    },
    ({ c, actor, params }) => getMyEvent(c.get('deps').db, actor, params.id),
  );

  routes.put(
    '/api/events/:id',
    {
      ...member,
      summary:
        "Replace the fields of the organiser's own event (administrators: any event). Not the active flag. 404 for anyone else.",
      body: memberEventInputSchema,
      response: eventItemSchema,
    },
    ({ c, actor, params, body }) => updateMemberEvent(c.get('deps'), actor, params.id, body),
  );

  routes.delete(
    '/api/events/:id',
    {
      ...member,
      summary: "Delete the organiser's own event (administrators: any event). 404 for anyone else.",
      response: deletedSchema,
    },
    ({ c, actor, params }) => deleteEvent(c.get('deps').db, actor, params.id),
  );

  routes.post(
    '/api/events/:id/reports',
    {
      ...member,
      summary:
        'Report an event to the administrators with a reason (1-500 characters). One open report per member and event (409); at most 10 reports an hour (429). The event stays up until an administrator acts.',
      body: eventReportInputSchema,
      response: eventReportReceiptSchema,
      status: 201,
    },
    ({ c, actor, params, body }) => reportEvent(c.get('deps').db, actor, params.id, body),
  );
}
