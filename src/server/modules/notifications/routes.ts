import { notificationEndpoints as e } from '../../../shared/contracts/notifications';
import { notificationMessages } from '../../../shared/domains/notifications';
import type { Routes } from '../../platform/http';
import {
  getEmailPreferences,
  getReminderPreferences,
  listMine,
  readAll,
  readOne,
  saveEmailPreferences,
  saveReminderPreferences,
} from './service';
import { unsubscribe, unsubscribePage } from './unsubscribe';

/** The member's own notifications (the avatar menu's list and unread count). */
export function registerNotificationRoutes(routes: Routes): void {
  routes.implement(e.list, { keep: 'per-member' }, ({ c, actor, query }) =>
    listMine(c.get('deps').db, actor, query.before),
  );
  routes.implement(e.read, { notFound: notificationMessages.notFound }, ({ c, actor, params }) =>
    readOne(c.get('deps').db, actor, params.id),
  );
  routes.implement(e.readAll, {}, ({ c, actor }) => readAll(c.get('deps').db, actor));

  routes.implement(e.emailPreferences, { keep: 'per-member' }, ({ c, actor }) =>
    getEmailPreferences(c.get('deps').db, actor),
  );
  routes.implement(e.saveEmailPreferences, {}, ({ c, actor, body }) =>
    saveEmailPreferences(c.get('deps').db, actor, body),
  );

  routes.implement(e.reminders, { keep: 'per-member' }, ({ c, actor }) =>
    getReminderPreferences(c.get('deps').db, actor),
  );
  routes.implement(e.saveReminders, {}, ({ c, actor, body }) =>
    saveReminderPreferences(c.get('deps').db, actor, body),
  );

  // One-click unsubscribe (RFC 8058): no session, the signed token is the key; exempt from the origin and
  // content-type checks of writes (request-guards.ts), since a mail client posts from nowhere.
  routes.implement(e.unsubscribePage, {}, ({ c, params }) =>
    unsubscribePage(c.get('deps').config, params.token),
  );
  routes.implement(e.unsubscribe, {}, ({ c, params }) => unsubscribe(c.get('deps'), params.token));
}
