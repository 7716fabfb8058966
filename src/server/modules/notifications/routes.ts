import { notificationListSchema, notificationMessages } from '../../../shared/domains/notifications';
import type { Routes } from '../../platform/http';
import { listMine, readAll, readOne } from './service';

/** The member's own notifications (the avatar menu's list and unread count). */
export function registerNotificationRoutes(routes: Routes): void {
  routes.get(
    '/api/notifications',
    {
      auth: 'user',
      summary: 'My newest notifications (up to 20) and how many are unread.',
      response: notificationListSchema,
    },
    ({ c, actor }) => listMine(c.get('deps').db, actor),
  );
  routes.post(
    '/api/notifications/:id/read',
    {
      auth: 'user',
      notFound: notificationMessages.notFound,
      summary: 'Mark one of my notifications read; answers the list again.',
      response: notificationListSchema,
    },
    ({ c, actor, params }) => readOne(c.get('deps').db, actor, params.id),
  );
  routes.post(
    '/api/notifications/read-all',
    {
      auth: 'user',
      summary: 'Mark all my notifications read; answers the list again.',
      response: notificationListSchema,
    },
    ({ c, actor }) => readAll(c.get('deps').db, actor),
  );
}
