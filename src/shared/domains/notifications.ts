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

/** Where a notification leads in the site (the e-mail's button and the list's link). */
export function notificationPath(notice: { type: string; data: Record<string, unknown> }): string {
  if (notice.type === 'form_status_update') return '/dashboard?tab=forms';
  // The applicant follows their staff applications where they apply.
  if (notice.type === 'staff_application' || notice.type === 'staff_application_update')
    return '/staff-application';
  if (notice.type === 'receipt_created') return '/dashboard?tab=receipts';
  return '/dashboard';
}
