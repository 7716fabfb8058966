import { badgeEndpoints as e } from '../../../shared/contracts/badges';
import { badgeMessages } from '../../../shared/domains/badges';
import type { Routes } from '../../platform/http';
import { awardBadge, badgeTypeAdmin, listAwards, revokeAward } from './admin-service';

/**
 * Badge management (admin-back-office.md §2): badge types (the kit's service; a written type answers as
 * `{ badgeType }`) and their award to members.
 */
export function registerBadgeAdminRoutes(routes: Routes): void {
  const notFound = badgeMessages.typeNotFound;
  routes.implement(e.types, { keep: 'per-admin' }, ({ c, actor }) =>
    badgeTypeAdmin.list(c.get('deps'), actor),
  );
  routes.implement(e.createType, {}, async ({ c, actor, body }) => ({
    badgeType: await badgeTypeAdmin.create(c.get('deps'), actor, body),
  }));
  routes.implement(e.updateType, { notFound }, async ({ c, actor, params, body }) => ({
    badgeType: await badgeTypeAdmin.update(c.get('deps'), actor, params.id, body),
  }));
  routes.implement(e.deleteType, { notFound }, ({ c, actor, params }) =>
    badgeTypeAdmin.remove(c.get('deps'), actor, params.id),
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
