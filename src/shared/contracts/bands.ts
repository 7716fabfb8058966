import { endpoint } from '../contract';
import { resourceEndpoints } from './admin-resource';
import { adminBandListSchema, adminBandSchema, bandInputSchema } from '../domains/band-admin';
import { bandCompareQuerySchema, bandCompareSchema, bandWatchSchema } from '../domains/band-compare';
import { bandDetailSchema, bandListSchema, bandRatingResultSchema } from '../domains/bands';
import { bandListQuerySchema, ratingSchema } from '../schemas/public';
import { listQuerySchema } from '../schemas/common';

/** A change to a band shows wherever it can appear besides the bands' own reads. */
const bandShownIn = ['home', 'likes'] as const;

/** The manager: its writes touch where bands are shown. */
const admin = resourceEndpoints('/api/admin/bands', {
  auth: 'admin',
  tags: ['admin'],
  resource: 'bands',
  touches: bandShownIn,
});

/**
 * Bands (member-areas.md, Fete Destinations; admin-back-office.md, bands manager). Every band read is the `bands`
 * resource, the public list and detail and the back office's manager alike: a write on either side refreshes
 * both. The featured star is the home page's endpoint (PUT/DELETE /api/admin/featured/band/:id).
 */
const watch = {
  path: '/api/bands/:id/registration-watch' as const,
  auth: 'user' as const,
  unauthenticated: 'SIGN_IN_TO_WATCH_BANDS' as const,
  response: bandWatchSchema,
  tags: ['bands'],
  resource: 'bands',
};

export const bandEndpoints = {
  compare: endpoint({
    method: 'get',
    path: '/api/bands/compare',
    summary:
      "Up to four bands of one carnival side by side (decision 0052), in the order asked: ids=id1,id2 (1 to 4). 422 'Bands can only be compared within one carnival' when they are not all of one carnival, 422 on ids for none or more than four, 404 when one is unknown or inactive. `watching`: the ones the member asked to be notified about.",
    auth: 'public',
    query: bandCompareQuerySchema,
    response: bandCompareSchema,
    tags: ['bands'],
    resource: 'bands',
  }),
  list: endpoint({
    method: 'get',
    path: '/api/bands',
    summary:
      'Fete Destinations: carnival bands by start date. Filters country (one of the 22), when (upcoming, the default: start or end date today or later in America/Port_of_Spain; past: ended before today, newest first; all); q searches name, description and location. Inactive bands only for administrators.',
    auth: 'public',
    query: bandListQuerySchema,
    response: bandListSchema,
    tags: ['bands'],
    resource: 'bands',
  }),
  detail: endpoint({
    method: 'get',
    path: '/api/bands/:id',
    summary:
      "One band, the signed-in member's own rating (null for visitors and members who have not rated) and what the viewer may do with it. 404 'Band not found' for unknown or (to non-administrators) inactive bands.",
    auth: 'public',
    response: bandDetailSchema,
    tags: ['bands'],
    resource: 'bands',
  }),
  rate: endpoint({
    method: 'put',
    path: '/api/bands/:id/rating',
    summary:
      "Rate a band 1-5 whole stars; a new rating replaces the member's earlier one. Answers the new one-decimal average, the count and the member's rating. Visitors: 401 'Please sign in to rate bands'; 404 'Band not found'.",
    auth: 'user',
    unauthenticated: 'SIGN_IN_TO_RATE_BANDS',
    body: ratingSchema,
    response: bandRatingResultSchema,
    tags: ['bands'],
    resource: 'bands',
  }),
  watch: endpoint({
    ...watch,
    method: 'put',
    summary:
      "Notify me when registration opens: the member gets one notification (and its e-mail) when an administrator gives the band its first registration link. Watching twice is fine. 401 'Please sign in to be notified when registration opens'; 404 'Band not found'; 409 when registration is already open.",
  }),
  unwatch: endpoint({
    ...watch,
    method: 'delete',
    summary:
      'No longer be notified when the band opens registration; fine when not watching. 404 as for watching.',
  }),

  // The bands manager (/admin/bands).
  adminList: admin.list({
    summary:
      'Every band (inactive ones too), latest start date first; q searches name, description and location; paginated.',
    query: listQuerySchema,
    response: adminBandListSchema,
  }),
  create: admin.create({
    summary:
      'Add a band. imageUrl: a URL POST /api/uploads answered (purpose image), or none. Links http(s); end date not before start.',
    body: bandInputSchema,
    response: adminBandSchema,
  }),
  update: admin.update({
    summary:
      'Change a band (the whole record; an unchanged image URL is kept). Giving a band with no registration link its first one (either link) notifies every member watching it, once, and ends their watches, in the same transaction.',
    body: bandInputSchema,
    response: adminBandSchema,
  }),
  setActive: admin.setActive({
    summary: 'Activate or deactivate a band: an inactive band is seen by administrators only.',
    response: adminBandSchema,
  }),
  remove: admin.remove({
    summary: 'Delete a band with its ratings, likes, attendance and featured row (decision 0013).',
  }),
};
