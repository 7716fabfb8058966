import {
  NOTIFICATIONS_SHOWN,
  notificationMessages,
  notificationPath,
  type NotificationItem,
  type NotificationList,
} from '../../../shared/domains/notifications';
import { AppError } from '../../../shared/errors';
import type { Actor, Deps } from '../../app-env';
import type { Db, Tx } from '../../db/client';
import type { Notification } from '../../db/schema/notifications';
import { notificationMail } from '../../platform/mail-templates';
import { memberContact } from '../members/service';
import { countUnread, insertNotification, listNotifications, markAllRead, markRead } from './queries';

export interface Notice {
  /** What happened, in snake_case: form_status_update, badge_awarded, registration_approved, … */
  type: string;
  title: string;
  message: string;
  /** The ids it is about (submissionId, registrationId, …). */
  data?: Record<string, unknown>;
}

/**
 * Write a notification for a member inside the caller's transaction: it exists exactly when the change it
 * tells of does. Mail it after the commit with `mailNotification` (a mail cannot be rolled back).
 */
export async function notify(tx: Tx, userId: string, notice: Notice): Promise<Notification> {
  return insertNotification(tx, { userId, ...notice, data: notice.data ?? {} });
}

/**
 * Send a written notification by e-mail as well. A failed send is logged and does not undo anything: the
 * member still finds the notification in the site.
 */
export async function mailNotification(
  deps: Pick<Deps, 'db' | 'mailer' | 'logger' | 'config'>,
  notification: Notification,
): Promise<void> {
  try {
    const contact = await memberContact(deps.db, notification.userId);
    if (!contact) return;
    const link = `${deps.config.publicUrl}${notificationPath(notification)}`;
    await deps.mailer.send({
      to: contact.email,
      ...notificationMail({
        name: contact.firstName || 'there',
        title: notification.title,
        message: notification.message,
        link,
      }),
    });
  } catch (err) {
    deps.logger.error({ err, notification: notification.id }, 'notification mail failed');
  }
}

const toItem = (row: Notification): NotificationItem => ({
  id: row.id,
  type: row.type,
  title: row.title,
  message: row.message,
  data: row.data,
  read: row.read,
  createdAt: row.createdAt.toISOString(),
});

export async function listMine(db: Db, actor: Actor): Promise<NotificationList> {
  const [rows, unread] = await Promise.all([
    listNotifications(db, actor.id, NOTIFICATIONS_SHOWN),
    countUnread(db, actor.id),
  ]);
  return { items: rows.map(toItem), unread };
}

/** Another member's notification does not exist for this one (404). */
export async function readOne(db: Db, actor: Actor, id: string): Promise<NotificationList> {
  if (!(await markRead(db, actor.id, id))) throw new AppError('NOT_FOUND', notificationMessages.notFound);
  return listMine(db, actor);
}

export async function readAll(db: Db, actor: Actor): Promise<NotificationList> {
  await markAllRead(db, actor.id);
  return listMine(db, actor);
}
