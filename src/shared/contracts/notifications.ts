import { endpoint } from '../contract';
import {
  emailPreferencesResponseSchema,
  emailPreferencesSchema,
  notificationListQuerySchema,
  notificationListSchema,
  reminderPreferencesSchema,
} from '../domains/notifications';

/**
 * The member's own notifications (the avatar menu's list and unread count, /notifications), which e-mails they
 * get and which reminders, and the one-click unsubscribe of a mail. Every read is the `notifications` resource.
 */
export const notificationEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/api/notifications',
    summary:
      'My newest notifications (20 at a time; `before` = the last one seen pages back) and how many are unread.',
    auth: 'user',
    query: notificationListQuerySchema,
    response: notificationListSchema,
    resource: 'notifications',
  }),
  read: endpoint({
    method: 'post',
    path: '/api/notifications/:id/read',
    summary: 'Mark one of my notifications read; answers the list again.',
    auth: 'user',
    response: notificationListSchema,
    resource: 'notifications',
  }),
  readAll: endpoint({
    method: 'post',
    path: '/api/notifications/read-all',
    summary: 'Mark all my notifications read; answers the list again.',
    auth: 'user',
    response: notificationListSchema,
    resource: 'notifications',
  }),
  emailPreferences: endpoint({
    method: 'get',
    path: '/api/notifications/preferences',
    summary: 'Which e-mails I get, by category (true: mailed).',
    auth: 'user',
    response: emailPreferencesResponseSchema,
    resource: 'notifications',
  }),
  saveEmailPreferences: endpoint({
    method: 'put',
    path: '/api/notifications/preferences',
    summary: 'Choose which e-mails I get: every category, true or false. The in-app notices stay.',
    auth: 'user',
    body: emailPreferencesSchema,
    response: emailPreferencesResponseSchema,
    resource: 'notifications',
  }),
  reminders: endpoint({
    method: 'get',
    path: '/api/notifications/reminders',
    summary: 'Whether I am reminded of liked events and bands too (attended ones always are).',
    auth: 'user',
    response: reminderPreferencesSchema,
    resource: 'notifications',
  }),
  saveReminders: endpoint({
    method: 'put',
    path: '/api/notifications/reminders',
    summary: 'Choose whether I am reminded of liked events and bands too.',
    auth: 'user',
    body: reminderPreferencesSchema,
    response: reminderPreferencesSchema,
    resource: 'notifications',
  }),
  // One-click unsubscribe (RFC 8058): no session, the signed token is the key. Both answer an HTML page.
  unsubscribePage: endpoint({
    method: 'get',
    path: '/api/unsubscribe/:token',
    summary: "An unsubscribe link's page (HTML): what it stops and a button; changes nothing by itself.",
    auth: 'public',
    tags: ['notifications'],
    resource: 'notifications',
  }),
  unsubscribe: endpoint({
    method: 'post',
    path: '/api/unsubscribe/:token',
    summary:
      "One-click unsubscribe (List-Unsubscribe-Post): turns the token's e-mail category off for its member; an HTML page. 404 for a token this server did not sign.",
    auth: 'public',
    tags: ['notifications'],
    resource: 'notifications',
  }),
};
