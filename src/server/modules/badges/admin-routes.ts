import { badgeEndpoints as e } from '../../../shared/contracts/badges';
import { badgeMessages } from '../../../shared/domains/badges';
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

/** Badge management (admin-back-office.md §2): badge types and their award to members. */
export function registerBadgeAdminRoutes(routes: Routes): void {
  routes.implement(e.types, { keep: 'per-admin' }, ({ c, actor }) => listTypes(c.get('deps'), actor));
  routes.implement(e.createType, {}, async ({ c, actor, body }) => ({
    badgeType: await createType(c.get('deps'), actor, body),
  }));
  routes.implement(
    e.updateType,
    { notFound: badgeMessages.typeNotFound },
    async ({ c, actor, params, body }) => ({
      badgeType: await updateType(c.get('deps'), actor, params.id, body),
    }),
  );
  routes.implement(e.deleteType, { notFound: badgeMessages.typeNotFound }, ({ c, actor, params }) =>
    deleteType(c.get('deps'), actor, params.id),
  );
  routes.implement(e.awards, { keep: 'per-admin' }, ({ c, actor, query }) =>
    listAwards(c.get('deps'), actor, query),
  );
  routes.implement(e.award, {}, async ({ c, actor, body }) => ({
    award: await awardBadge(c.get('deps'), actor, body),
  }));
  routes.implement(e.revoke, { notFound: badgeMessages.awardNotFound }, ({ c, actor, params }) =>
    revokeAward(c.get('deps'), actor, params.id),
  );
}
