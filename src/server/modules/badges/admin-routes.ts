import { z } from 'zod';
import {
  awardInputSchema,
  awardListQuerySchema,
  awardListSchema,
  awardResponseSchema,
  badgeMessages,
  badgeTypeInputSchema,
  badgeTypeListSchema,
  badgeTypeResponseSchema,
} from '../../../shared/domains/badges';
import type { Routes } from '../../platform/http';
import {
  awardBadge,
  createType,
  deleteType,
  listAwards,
  listTypes,
  revokeAward,
  updateType,
} from './admin-service';

const deletedSchema = z.object({ id: z.uuid(), deleted: z.literal(true) });
const revokedSchema = z.object({ id: z.uuid(), revoked: z.literal(true) });

/** Badge management (admin-back-office.md §2): badge types and their award to members. */
export function registerBadgeAdminRoutes(routes: Routes): void {
  routes.get(
    '/api/admin/badge-types',
    {
      keep: 'per-admin',
      summary: 'Badge types by name, each with how many members hold it now.',
      auth: 'admin',
      response: badgeTypeListSchema,
      tags: ['badges'],
    },
    ({ c }) => listTypes(c.get('deps')),
  );
  routes.post(
    '/api/admin/badge-types',
    {
      summary:
        'Create a badge type. name, description, colour (#RRGGBB) and at least one benefit are required; iconUrl: an upload (purpose image) or none. 422 when the name is taken.',
      auth: 'admin',
      body: badgeTypeInputSchema,
      response: badgeTypeResponseSchema,
      status: 201,
      tags: ['badges'],
    },
    async ({ c, actor, body }) => ({ badgeType: await createType(c.get('deps'), actor, body) }),
  );
  routes.put(
    '/api/admin/badge-types/:id',
    {
      summary: 'Edit a badge type (the whole form, as on create).',
      auth: 'admin',
      notFound: badgeMessages.typeNotFound,
      body: badgeTypeInputSchema,
      response: badgeTypeResponseSchema,
      tags: ['badges'],
    },
    async ({ c, actor, params, body }) => ({
      badgeType: await updateType(c.get('deps'), actor, params.id, body),
    }),
  );
  routes.delete(
    '/api/admin/badge-types/:id',
    {
      summary: 'Delete a badge type; it is removed from every member who holds it (awards go with it).',
      auth: 'admin',
      notFound: badgeMessages.typeNotFound,
      response: deletedSchema,
      tags: ['badges'],
    },
    ({ c, params }) => deleteType(c.get('deps'), params.id),
  );
  routes.get(
    '/api/admin/user-badges',
    {
      keep: 'per-admin',
      summary: 'Active awards, newest first, paged: badge, member, awarding administrator, date.',
      auth: 'admin',
      query: awardListQuerySchema,
      response: awardListSchema,
      tags: ['badges'],
    },
    ({ c, query }) => listAwards(c.get('deps'), query),
  );
  routes.post(
    '/api/admin/user-badges',
    {
      summary:
        'Award a badge to a member: notifies them ("New Badge Awarded!", badge_awarded) and e-mails them. 422 "Please select a badge and a user", or when the member holds it already.',
      auth: 'admin',
      body: awardInputSchema,
      response: awardResponseSchema,
      status: 201,
      tags: ['badges'],
    },
    async ({ c, actor, body }) => ({ award: await awardBadge(c.get('deps'), actor, body) }),
  );
  routes.post(
    '/api/admin/user-badges/:id/revoke',
    {
      summary: 'Revoke an award: it leaves the member and the list, kept as history (active false).',
      auth: 'admin',
      notFound: badgeMessages.awardNotFound,
      response: revokedSchema,
      tags: ['badges'],
    },
    ({ c, params }) => revokeAward(c.get('deps'), params.id),
  );
}
