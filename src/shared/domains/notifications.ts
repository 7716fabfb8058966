import { z } from 'zod';
import { instantString } from '../schemas/common';

/**
 * In-app notifications (the avatar menu's list with its unread count), also sent by e-mail. Other modules
 * write them through the notifications service's `notify`; `type` says what happened, `data` the ids.
 */

export const NOTIFICATIONS_SHOWN = 20;

export const notificationSchema = z.object({
  id: z.uuid(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  data: z.record(z.string(), z.unknown()),
  read: z.boolean(),
  createdAt: instantString,
});
export type NotificationItem = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int(),
  /** More (older) notifications exist: ask again with `before` = the last item's id. */
  hasMore: z.boolean().optional(),
});

/** The list page pages back in time; the avatar menu asks for the newest. */
export const notificationListQuerySchema = z.object({
  before: z.uuid('Unknown notification').optional(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationMessages = {
  notFound: 'Notification not found',
  empty: 'No notifications yet',
  loadFailed: 'Failed to load notifications',
} as const;

export { notificationPath } from './notification-path';

/**
 * The e-mails a member may turn off in settings, each a group of notification types (by prefix, so a
 * module's new kind falls in its group without a change here). A type in no group is always mailed.
 */
export const NOTIFICATION_EMAIL_CATEGORIES = [
  { key: 'chat', label: 'New chat messages while I am away', prefixes: ['chat_'] },
  { key: 'receipts', label: 'Receipts and payment updates', prefixes: ['receipt_', 'payment_'] },
  { key: 'forms', label: 'Request form status changes', prefixes: ['form_'] },
  { key: 'registrations', label: 'Fete Marqet registrations', prefixes: ['registration_'] },
  { key: 'applications', label: 'Staff applications', prefixes: ['staff_application'] },
  { key: 'badges', label: 'Badges awarded', prefixes: ['badge_'] },
  {
    key: 'event_reminders',
    label: 'Reminders 24 hours before events and bands I attend',
    prefixes: ['reminder_event', 'reminder_band'],
  },
  {
    key: 'payment_reminders',
    label: 'Reminders of instalments due and overdue',
    prefixes: ['reminder_payment'],
  },
] as const;
export type NotificationEmailCategory = (typeof NOTIFICATION_EMAIL_CATEGORIES)[number]['key'];
const categoryKeys = NOTIFICATION_EMAIL_CATEGORIES.map((c) => c.key) as [
  NotificationEmailCategory,
  ...NotificationEmailCategory[],
];

export function emailCategoryOf(type: string): NotificationEmailCategory | null {
  return NOTIFICATION_EMAIL_CATEGORIES.find((c) => c.prefixes.some((p) => type.startsWith(p)))?.key ?? null;
}

const emailPreferenceFields = Object.fromEntries(categoryKeys.map((key) => [key, z.boolean()])) as Record<
  NotificationEmailCategory,
  z.ZodBoolean
>;
/** GET and PUT /api/notifications/preferences: which e-mails the member gets (true) or not (false). */
export const emailPreferencesSchema = z.strictObject(emailPreferenceFields);
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;
export const emailPreferencesResponseSchema = z.object({ email: emailPreferencesSchema });

/** GET and PUT /api/notifications/reminders: remind of liked events and bands too, not only attended ones. */
export const reminderPreferencesSchema = z.strictObject({
  liked: z.boolean({ error: 'Choose whether to be reminded of liked events' }),
});
export type ReminderPreferences = z.infer<typeof reminderPreferencesSchema>;
export const emailPreferencesMessages = {
  saved: 'E-mail preferences saved',
  saveFailed: 'Failed to save e-mail preferences',
  loadFailed: 'Failed to load e-mail preferences',
} as const;
