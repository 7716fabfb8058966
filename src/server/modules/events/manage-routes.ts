import { eventEndpoints as e } from '../../../shared/contracts/events';
import { messages } from '../../../shared/errors';
import type { Routes } from '../../platform/http';
import { getMyEvent, listMyEvents, myEvents } from './manage-service';

const notFound = messages.events.notFound;

/** An organiser's own events (member-areas.md §2 Event creation, §5): create, list, read, edit, delete. */
export function registerEventManageRoutes(routes: Routes): void {
  routes.implement(e.create, { notFound }, ({ c, actor, body }) =>
    myEvents.create(c.get('deps'), actor, body),
  );
  routes.implement(e.mine, { notFound, keep: 'per-member' }, ({ c, actor, query }) =>
    listMyEvents(c.get('deps').db, actor, query),
  );
  routes.implement(e.myEvent, { notFound, keep: 'per-member' }, ({ c, actor, params }) =>
    getMyEvent(c.get('deps').db, actor, params.id),
  );
  routes.implement(e.update, { notFound }, ({ c, actor, params, body }) =>
    myEvents.update(c.get('deps'), actor, params.id, body),
  );
  routes.implement(e.delete, { notFound }, ({ c, actor, params }) =>
    myEvents.remove(c.get('deps'), actor, params.id),
  );
}
