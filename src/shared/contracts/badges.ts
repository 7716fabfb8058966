import { z } from 'zod';
import { endpoint } from '../contract';
import { resourceEndpoints } from './admin-resource';
import {
  awardInputSchema,
  awardListQuerySchema,
  awardListSchema,
  awardResponseSchema,
  badgeTypeInputSchema,
  badgeTypeListSchema,
  badgeTypeResponseSchema,
  myBadgesSchema,
} from '../domains/badges';
import { deletedSchema } from '../schemas/common';

const admin = resourceEndpoints('/api/admin', { auth: 'admin', tags: ['badges'], resource: 'badges' });
const revokedSchema = z.object({ id: z.uuid(), revoked: z.literal(true) });

/**
 * Badges (admin-back-office.md §2 Badge management; member-areas.md §2): a member's own badges, and the back
 * office's badge types and awards. Every badge read is the `badges` resource: a change to a type or an award
 * refreshes the member's panel and avatar menu as well as the back office's lists.
 */
export const badgeEndpoints = {
  mine: endpoint({
    method: 'get',
    path: '/api/me/badges',
    summary:
      "The signed-in member's active badges (name, description, colour, icon, benefits), oldest award first: the dashboard's badges panel and the avatar menu's badge.",
    auth: 'user',
    response: myBadgesSchema,
    resource: 'badges',
  }),
  types: admin.at('get', '/badge-types', {
    summary: 'Badge types by name, each with how many members hold it now.',
    response: badgeTypeListSchema,
  }),
  createType: admin.at('post', '/badge-types', {
    summary:
      'Create a badge type. name, description, colour (#RRGGBB) and at least one benefit are required; iconUrl: an upload (purpose image) or none. 422 when the name is taken.',
    body: badgeTypeInputSchema,
    response: badgeTypeResponseSchema,
    status: 201,
  }),
  updateType: admin.at('put', '/badge-types/:id', {
    summary: 'Edit a badge type (the whole form, as on create).',
    body: badgeTypeInputSchema,
    response: badgeTypeResponseSchema,
  }),
  deleteType: admin.at('delete', '/badge-types/:id', {
    summary: 'Delete a badge type; it is removed from every member who holds it (awards go with it).',
    response: deletedSchema,
  }),
  awards: admin.at('get', '/user-badges', {
    summary: 'Active awards, newest first, paged: badge, member, awarding administrator, date.',
    query: awardListQuerySchema,
    response: awardListSchema,
  }),
  award: admin.at('post', '/user-badges', {
    summary:
      'Award a badge to a member: notifies them ("New Badge Awarded!", badge_awarded) and e-mails them. 422 "Please select a badge and a user", or when the member holds it already.',
    body: awardInputSchema,
    response: awardResponseSchema,
    status: 201,
    // The member's notifications list gains the award.
    touches: ['notifications'],
  }),
  revoke: admin.at('post', '/user-badges/:id/revoke', {
    summary: 'Revoke an award: it leaves the member and the list, kept as history (active false).',
    response: revokedSchema,
  }),
};
