import { eventEndpoints as e } from '../../../shared/contracts/events';
import { messages } from '../../../shared/errors';
import type { Routes } from '../../platform/http';
import { registerEventManagerRoutes } from './manager-routes';
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

  registerEventManagerRoutes(routes);
}
