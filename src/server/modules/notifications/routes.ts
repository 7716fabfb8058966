import {
  emailPreferencesResponseSchema,
  emailPreferencesSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationMessages,
} from '../../../shared/domains/notifications';
import type { Routes } from '../../platform/http';
import { getEmailPreferences, listMine, readAll, readOne, saveEmailPreferences } from './service';

/** The member's own notifications (the avatar menu's list and unread count). */
export function registerNotificationRoutes(routes: Routes): void {
  routes.get(
    '/api/notifications',
    {
      auth: 'user',
      summary:
        'My newest notifications (20 at a time; `before` = the last one seen pages back) and how many are unread.',
      query: notificationListQuerySchema,
      response: notificationListSchema,
    },
    ({ c, actor, query }) => listMine(c.get('deps').db, actor, query.before),
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

  routes.get(
    '/api/notifications/preferences',
    {
      auth: 'user',
      summary: 'Which e-mails I get, by category (true: mailed).',
      response: emailPreferencesResponseSchema,
    },
    ({ c, actor }) => getEmailPreferences(c.get('deps').db, actor),
  );
  routes.put(
    '/api/notifications/preferences',
    {
      auth: 'user',
      summary: 'Choose which e-mails I get: every category, true or false. The in-app notices stay.',
      body: emailPreferencesSchema,
      response: emailPreferencesResponseSchema,
    },
    ({ c, actor, body }) => saveEmailPreferences(c.get('deps').db, actor, body),
  );
}
