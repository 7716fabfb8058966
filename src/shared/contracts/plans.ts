import { endpoint } from '../contract';
import {
  myPlansSchema,
  planAddedSchema,
  planCreateSchema,
  planEntryInputSchema,
  planSchema,
  planSettingsSchema,
  sharedPlanSchema,
} from '../domains/plans';
import { deletedSchema } from '../schemas/common';

/**
 * My Carnival (issue #24, item 2; decision 0050): each member's own plans under /api/me/carnival-plans (another
 * member's answers 404 'Plan not found', as for every private item), and the read-only shared view. Every write
 * answers the whole plan (clashes and budget recomputed) and counts against the member's plan writes limit.
 */
const mine = { auth: 'user' as const, tags: ['my-carnival'], resource: 'carnival-plans' };
const planAnswer = { ...mine, response: planSchema };

export const planEndpoints = {
  list: endpoint({
    ...mine,
    method: 'get',
    path: '/api/me/carnival-plans',
    summary:
      "My plans, the active carnivals' current-or-next occurrences (with my plan's id when I have one), and the events and bands my plans hold.",
    response: myPlansSchema,
  }),
  create: endpoint({
    ...planAnswer,
    method: 'post',
    path: '/api/me/carnival-plans',
    summary:
      "Start a plan for a carnival's current-or-next occurrence. 409 'You already have a plan for this carnival'; 404 for an unknown or inactive carnival.",
    body: planCreateSchema,
    status: 201,
  }),
  get: endpoint({
    ...planAnswer,
    method: 'get',
    path: '/api/me/carnival-plans/:planId',
    summary:
      "My plan day by day over the carnival's window, each line with its clash warnings, the running budget and the share link. 404 'Plan not found'.",
  }),
  update: endpoint({
    ...planAnswer,
    method: 'put',
    path: '/api/me/carnival-plans/:planId',
    summary: 'Set the travel buffer (minutes, 0–240) the clash warnings use.',
    body: planSettingsSchema,
  }),
  delete: endpoint({
    ...mine,
    method: 'delete',
    path: '/api/me/carnival-plans/:planId',
    summary: 'Delete my plan with its entries and share link.',
    response: deletedSchema,
  }),
  addEvent: endpoint({
    ...mine,
    method: 'put',
    path: '/api/me/carnival-plans/events/:eventId',
    summary:
      "Add an active event of a carnival to my plan for the occurrence whose window holds its date (the plan is made if I have none). 422 'This is not part of a carnival' or 'This falls outside the dates of the carnival'; 404 for an unknown event.",
    response: planAddedSchema,
  }),
  removeEvent: endpoint({
    ...planAnswer,
    method: 'delete',
    path: '/api/me/carnival-plans/:planId/events/:eventId',
    summary: 'Take an event out of my plan (nothing happens when it is not in it).',
  }),
  addBand: endpoint({
    ...mine,
    method: 'put',
    path: '/api/me/carnival-plans/bands/:bandId',
    summary:
      'Add a band I play with to my plan for the occurrence whose window holds its first day (made if I have none); it spans its dates as all-day lines. 422 as for events.',
    response: planAddedSchema,
  }),
  removeBand: endpoint({
    ...planAnswer,
    method: 'delete',
    path: '/api/me/carnival-plans/:planId/bands/:bandId',
    summary: 'Take a band out of my plan.',
  }),
  addEntry: endpoint({
    ...planAnswer,
    method: 'post',
    path: '/api/me/carnival-plans/:planId/entries',
    summary:
      "Add my own entry (kind, title, date within the window and 3 days either side, start and end in the carnival's local time, an end before the start being the next day, place, cost in cents ≥ 0, notes). 422 with a message per field.",
    body: planEntryInputSchema,
    status: 201,
  }),
  updateEntry: endpoint({
    ...planAnswer,
    method: 'put',
    path: '/api/me/carnival-plans/:planId/entries/:entryId',
    summary:
      "Replace one of my plan's own entries (the same rules). 404 'Plan not found' for another plan's.",
    body: planEntryInputSchema,
  }),
  deleteEntry: endpoint({
    ...planAnswer,
    method: 'delete',
    path: '/api/me/carnival-plans/:planId/entries/:entryId',
    summary: 'Delete one of my own entries.',
  }),
  share: endpoint({
    ...planAnswer,
    method: 'post',
    path: '/api/me/carnival-plans/:planId/share',
    summary:
      'Make a read-only link to my plan, or a new one: the old link stops answering. Only its hash is kept.',
  }),
  unshare: endpoint({
    ...planAnswer,
    method: 'delete',
    path: '/api/me/carnival-plans/:planId/share',
    summary: "Revoke the link: it answers 404 'This plan is no longer shared'.",
  }),
  shared: endpoint({
    method: 'get',
    path: '/api/shared-plans/:token',
    auth: 'public',
    tags: ['my-carnival'],
    resource: 'shared-plans',
    summary:
      "A shared plan, read-only, without signing in: its days, lines and clash warnings; no costs, budget, receipts or member's name. 404 'This plan is no longer shared' for a revoked or unknown link.",
    response: sharedPlanSchema,
  }),
};
