import { eventEndpoints as e } from '../../../shared/contracts/events';
import { messages } from '../../../shared/errors';
import type { Routes } from '../../platform/http';
import { registerEventAdminRoutes } from './admin-routes';
import { registerEventManageRoutes } from './manage-routes';
import { reportEvent } from './report-service';
import { getEvent, listDestinations, listEvents } from './service';

export function registerEventRoutes(routes: Routes): void {
  routes.implement(e.list, {}, ({ c, actor, query }) =>
    listEvents(c.get('deps').db, actor, query, c.get('pages')),
  );
  routes.implement(e.destinations, {}, ({ c, actor, query }) =>
    listDestinations(c.get('deps').db, actor, query, c.get('pages')),
  );
  routes.implement(e.detail, { notFound: messages.events.notFound }, ({ c, actor, params }) =>
    getEvent(c.get('deps').db, actor, params.id, c.get('pages')),
  );

  registerEventAdminRoutes(routes);
  registerEventManageRoutes(routes);
  // A member's report about an event (the events manager handles it: admin-routes.ts).
  routes.implement(e.report, { notFound: messages.events.notFound }, ({ c, actor, params, body }) =>
    reportEvent(c.get('deps').db, actor, params.id, body),
  );
}
