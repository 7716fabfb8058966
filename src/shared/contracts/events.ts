import { endpoint } from '../contract';
import { resourceEndpoints } from './admin-resource';
import {
  adminEventDetailSchema,
  adminEventDiscountSchema,
  adminEventInputSchema,
  adminEventItemSchema,
  adminEventListQuerySchema,
  adminEventListSchema,
  deletedEventReportListSchema,
  eventActiveSchema,
  eventDiscountInputSchema,
  eventReportInputSchema,
  eventReportReceiptSchema,
  memberEventInputSchema,
} from '../domains/event-admin';
import { eventDetailSchema, eventItemSchema, eventListSchema } from '../domains/events';
import { destinationListQuerySchema, eventListQuerySchema } from '../schemas/public';
import { deletedSchema, listQuerySchema } from '../schemas/common';

/**
 * A change to an event shows wherever it can appear besides the events' own reads: the home page's sections and
 * the dashboard's liked items.
 */
const eventShownIn = ['home', 'likes'] as const;

const admin = { auth: 'admin' as const, tags: ['admin', 'events'], resource: 'events' };
/** The events manager; its writes change what an event shows. */
const events = resourceEndpoints('/api/admin/events', { ...admin, touches: eventShownIn });
const member = resourceEndpoints('/api', { auth: 'user', tags: ['events'], resource: 'events' });

/**
 * Events (member-areas.md §2, §5; admin-back-office.md, events manager): the Fete Guide, Fete Travel, an event's
 * page, a member's own events and reports, and the back office's events manager. Every event read is the
 * `events` resource (the guide, travel, the detail, My Events and the manager alike): any write to an event
 * refreshes all of them, on both sides.
 */
export const eventEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/api/events',
    summary:
      'Fete Guide: events other than Festival, Carnival and Cruise, by date then start time. Filters country (one of the 22), date (YYYY-MM-DD), timeOfDay (morning 6-12, afternoon 12-17, evening 17-21, night 21-6 by start time), when (upcoming, the default: date or end date today or later in America/Port_of_Spain; past: the rest, newest first). A chosen date lists the events of that day; a when sent with it must be the side of today the date is on (past before today, upcoming from today on), else 422 on when; q searches title, description and location. Inactive events only for administrators.',
    auth: 'public',
    query: eventListQuerySchema,
    response: eventListSchema,
    tags: ['events'],
    resource: 'events',
  }),
  destinations: endpoint({
    method: 'get',
    path: '/api/destinations',
    summary:
      'Fete Travel: Festival, Carnival and Cruise events by date. Filters country, when (upcoming default, past newest first); q searches title, description and location.',
    auth: 'public',
    query: destinationListQuerySchema,
    response: eventListSchema,
    tags: ['events'],
    resource: 'events',
  }),
  detail: endpoint({
    method: 'get',
    path: '/api/events/:id',
    summary:
      "One event with its active discount codes valid now. 404 'Event not found' for unknown or (to non-administrators) inactive events.",
    auth: 'public',
    response: eventDetailSchema,
    tags: ['events'],
    resource: 'events',
  }),

  // The events manager (administrators).
  adminList: events.list({
    summary:
      'Events manager: every event, active or not, newest date first, with its organiser and open report count. q searches title, description and location; reported=true lists events with open reports.',
    query: adminEventListQuerySchema,
    response: adminEventListSchema,
  }),
  adminCreate: events.create({
    summary:
      'Add an event (active at once; the administrator is its organiser). imageUrl is an `image` upload of the caller. 422 "Please fill in all required fields" without title, date or location.',
    body: adminEventInputSchema,
    response: adminEventItemSchema,
  }),
  adminDetail: events.get({
    summary: 'One event with all its discount codes and reports (open ones first).',
    response: adminEventDetailSchema,
  }),
  adminUpdate: events.update({
    summary: 'Replace the fields of an event (not its active flag: see /active).',
    body: adminEventInputSchema,
    response: adminEventItemSchema,
  }),
  adminSetActive: events.at('put', '/:id/active', {
    summary:
      'Activate or deactivate an event. Deactivating closes its open reports as actioned; inactive events are shown to administrators only.',
    body: eventActiveSchema,
    response: adminEventItemSchema,
  }),
  adminDelete: events.remove({
    summary:
      'Delete an event with its likes, attendance, discounts, reports and featured row (decision 0013).',
  }),
  addDiscount: events.at('post', '/:id/discounts', {
    summary:
      'Add a discount code: percentage 1-100, validity by day (site time zone) in order. 409 for a code the event already has.',
    body: eventDiscountInputSchema,
    response: adminEventDiscountSchema,
    status: 201,
  }),
  changeDiscount: events.at('put', '/:id/discounts/:discountId', {
    summary: 'Change a discount code of the event.',
    body: eventDiscountInputSchema,
    response: adminEventDiscountSchema,
  }),
  deleteDiscount: events.at('delete', '/:id/discounts/:discountId', {
    summary: 'Delete a discount code of the event.',
    response: deletedSchema,
  }),
  dismissReport: events.at('post', '/:id/reports/:reportId/dismiss', {
    summary: 'Dismiss an open report (nothing wrong): the event stays as it is. 409 once handled.',
    response: eventReportReceiptSchema,
  }),
  deletedReports: endpoint({
    ...admin,
    method: 'get',
    path: '/api/admin/deleted-event-reports',
    summary:
      "Reports about events that were deleted (by their organiser), with the event's title and organiser as reported; open ones first (decision 0030).",
    response: deletedEventReportListSchema,
  }),
  dismissDeletedReport: endpoint({
    ...admin,
    method: 'post',
    path: '/api/admin/deleted-event-reports/:reportId/dismiss',
    summary:
      'Mark an open report about a deleted event as handled. 404 for a report of an existing event (dismiss it on its event) or one already handled.',
    response: deletedEventReportListSchema,
  }),

  // A member's own events (member-areas.md §2 Event creation, §5).
  create: member.at('post', '/events', {
    unauthenticated: 'SIGN_IN_TO_CREATE_EVENT',
    summary:
      'Create an event as its organiser (active at once). imageUrl is an `image` upload of the caller. At most 20 an hour.',
    body: memberEventInputSchema,
    response: eventItemSchema,
    status: 201,
    touches: eventShownIn,
  }),
  mine: member.at('get', '/me/events', {
    summary:
      "The member's own events, active or not (an administrator may have deactivated one), newest first.",
    query: listQuerySchema,
    response: eventListSchema,
  }),
  myEvent: member.at('get', '/me/events/:id', {
    summary:
      "One of the member's own events (administrators: any), for its edit form. Anyone else's is 'Event not found'.",
    response: eventItemSchema,
  }),
  update: member.at('put', '/events/:id', {
    summary:
      "Replace the fields of the organiser's own event (administrators: any event). Not the active flag. 404 for anyone else.",
    body: memberEventInputSchema,
    response: eventItemSchema,
    touches: eventShownIn,
  }),
  delete: member.at('delete', '/events/:id', {
    summary: "Delete the organiser's own event (administrators: any event). 404 for anyone else.",
    response: deletedSchema,
    touches: eventShownIn,
  }),
  report: member.at('post', '/events/:id/reports', {
    summary:
      'Report an event to the administrators with a reason (1-500 characters). One open report per member and event (409); at most 10 reports an hour (429). The event stays up until an administrator acts.',
    body: eventReportInputSchema,
    response: eventReportReceiptSchema,
    status: 201,
  }),
};
