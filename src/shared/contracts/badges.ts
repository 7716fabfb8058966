import { z } from 'zod';
import { endpoint } from '../contract';
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

const admin = { auth: 'admin' as const, tags: ['badges'], resource: 'badges' };
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
  types: endpoint({
    method: 'get',
    path: '/api/admin/badge-types',
    ...admin,
    summary: 'Badge types by name, each with how many members hold it now.',
    response: badgeTypeListSchema,
  }),
  createType: endpoint({
    method: 'post',
    path: '/api/admin/badge-types',
    ...admin,
    summary:
      'Create a badge type. name, description, colour (#RRGGBB) and at least one benefit are required; iconUrl: an upload (purpose image) or none. 422 when the name is taken.',
    body: badgeTypeInputSchema,
    response: badgeTypeResponseSchema,
    status: 201,
  }),
  updateType: endpoint({
    method: 'put',
    path: '/api/admin/badge-types/:id',
    ...admin,
    summary: 'Edit a badge type (the whole form, as on create).',
    body: badgeTypeInputSchema,
    response: badgeTypeResponseSchema,
  }),
  deleteType: endpoint({
    method: 'delete',
    path: '/api/admin/badge-types/:id',
    ...admin,
    summary: 'Delete a badge type; it is removed from every member who holds it (awards go with it).',
    response: deletedSchema,
  }),
  awards: endpoint({
    method: 'get',
    path: '/api/admin/user-badges',
    ...admin,
    summary: 'Active awards, newest first, paged: badge, member, awarding administrator, date.',
    query: awardListQuerySchema,
    response: awardListSchema,
  }),
  award: endpoint({
    method: 'post',
    path: '/api/admin/user-badges',
    ...admin,
    summary:
      'Award a badge to a member: notifies them ("New Badge Awarded!", badge_awarded) and e-mails them. 422 "Please select a badge and a user", or when the member holds it already.',
    body: awardInputSchema,
    response: awardResponseSchema,
    status: 201,
    // The member's notifications list gains the award.
    touches: ['notifications'],
  }),
  revoke: endpoint({
    method: 'post',
    path: '/api/admin/user-badges/:id/revoke',
    ...admin,
    summary: 'Revoke an award: it leaves the member and the list, kept as history (active false).',
    response: revokedSchema,
  }),
};
