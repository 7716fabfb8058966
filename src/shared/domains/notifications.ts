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
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationMessages = {
  notFound: 'Notification not found',
  empty: 'No notifications yet',
  loadFailed: 'Failed to load notifications',
} as const;

export { notificationPath } from './notification-path';
