import { planEndpoints as e } from '../../../shared/contracts/plans';
import { planMessages } from '../../../shared/domains/plans';
import type { Routes } from '../../platform/http';
import { memberRateLimit } from '../../platform/rate-limit';
import * as plans from './service';

/** My Carnival (decision 0050): the member's plans, and the read-only shared view. */
export function registerPlanRoutes(routes: Routes): void {
  const write = { middleware: [memberRateLimit('carnival-plan')], notFound: planMessages.notFound };
  const read = { notFound: planMessages.notFound };

  routes.implement(e.list, { keep: 'per-member' }, ({ c, actor }) => plans.listPlans(c.get('deps'), actor));
  routes.implement(e.create, write, ({ c, actor, body }) =>
    plans.createPlan(c.get('deps'), actor, body.carnivalId),
  );
  routes.implement(e.get, { ...read, keep: 'per-member' }, ({ c, actor, params }) =>
    plans.getPlan(c.get('deps'), actor, params.planId),
  );
  routes.implement(e.update, write, ({ c, actor, params, body }) =>
    plans.setTravelBuffer(c.get('deps'), actor, params.planId, body.travelBufferMinutes),
  );
  routes.implement(e.delete, write, ({ c, actor, params }) =>
    plans.removePlan(c.get('deps'), actor, params.planId),
  );
  routes.implement(e.addEvent, { ...write, notFound: undefined }, ({ c, actor, params }) =>
    plans.addToPlan(c.get('deps'), actor, { eventId: params.eventId }),
  );
  routes.implement(e.removeEvent, write, ({ c, actor, params }) =>
    plans.removeFromPlan(c.get('deps'), actor, params.planId, { eventId: params.eventId }),
  );
  routes.implement(e.addBand, { ...write, notFound: undefined }, ({ c, actor, params }) =>
    plans.addToPlan(c.get('deps'), actor, { bandId: params.bandId }),
  );
  routes.implement(e.removeBand, write, ({ c, actor, params }) =>
    plans.removeFromPlan(c.get('deps'), actor, params.planId, { bandId: params.bandId }),
  );
  routes.implement(e.addEntry, write, ({ c, actor, params, body }) =>
    plans.addEntry(c.get('deps'), actor, params.planId, body),
  );
  routes.implement(e.updateEntry, write, ({ c, actor, params, body }) =>
    plans.updateEntry(c.get('deps'), actor, params, body),
  );
  routes.implement(e.deleteEntry, write, ({ c, actor, params }) =>
    plans.deleteEntry(c.get('deps'), actor, params),
  );
  routes.implement(e.share, write, ({ c, actor, params }) =>
    plans.sharePlan(c.get('deps'), actor, params.planId, true),
  );
  routes.implement(e.unshare, write, ({ c, actor, params }) =>
    plans.sharePlan(c.get('deps'), actor, params.planId, false),
  );
  routes.implement(e.shared, { notFound: planMessages.noLongerShared }, ({ c, params }) =>
    plans.sharedPlan(c.get('deps'), params.token),
  );
}
