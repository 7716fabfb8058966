import {
  emailPreferencesResponseSchema,
  emailPreferencesSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationMessages,
  reminderPreferencesSchema,
} from '../../../shared/domains/notifications';
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

  routes.get(
    '/api/notifications/reminders',
    {
      auth: 'user',
      summary: 'Whether I am reminded of liked events and bands too (attended ones always are).',
      response: reminderPreferencesSchema,
    },
    ({ c, actor }) => getReminderPreferences(c.get('deps').db, actor),
  );
  routes.put(
    '/api/notifications/reminders',
    {
      auth: 'user',
      summary: 'Choose whether I am reminded of liked events and bands too.',
      body: reminderPreferencesSchema,
      response: reminderPreferencesSchema,
    },
    ({ c, actor, body }) => saveReminderPreferences(c.get('deps').db, actor, body),
  );

  // One-click unsubscribe (RFC 8058): no session, the signed token is the key; exempt from the origin and
  // content-type checks of writes (request-guards.ts), since a mail client posts from nowhere.
  routes.get(
    '/api/unsubscribe/:token',
    {
      auth: 'public',
      summary: "An unsubscribe link's page (HTML): what it stops and a button; changes nothing by itself.",
      tags: ['notifications'],
    },
    ({ c, params }) => unsubscribePage(c.get('deps').config, params.token),
  );
  routes.post(
    '/api/unsubscribe/:token',
    {
      auth: 'public',
      summary:
        "One-click unsubscribe (List-Unsubscribe-Post): turns the token's e-mail category off for its member; an HTML page. 404 for a token this server did not sign.",
      tags: ['notifications'],
    },
    ({ c, params }) => unsubscribe(c.get('deps'), params.token),
  );
}
