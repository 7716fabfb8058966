import {
  NOTIFICATIONS_SHOWN,
  NOTIFICATION_EMAIL_CATEGORIES,
  emailCategoryOf,
  notificationMessages,
  notificationPath,
  type EmailPreferences,
  type ReminderPreferences,
  type NotificationItem,
  type NotificationList,
} from '../../../shared/domains/notifications';
import { liveTopics } from '../../../shared/schemas/live';
import { AppError } from '../../../shared/errors';
import type { Actor, Deps } from '../../app-env';
import type { Db, Tx } from '../../db/client';
import type { Notification } from '../../db/schema/notifications';
import { publish } from '../../platform/live/publisher';
import { tryJobLock } from '../../platform/scheduled-job';
import { notificationMail } from '../../platform/mail-templates';
import { memberContact } from '../members/service';
import {
  countUnread,
  emailOff,
  insertNotification,
  listNotifications,
  markAllRead,
  markRead,
  remindLiked,
  saveEmailOff,
  saveRemindLiked,
} from './queries';
import { unsubscribeHeaders } from './unsubscribe';

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
  const row = await insertNotification(tx, { userId, ...notice, data: notice.data ?? {} });
  // The bell updates live; published in the same transaction, so only a committed notice is announced.
  await publishUnread(tx, userId);
  return row;
}

async function publishUnread(db: Db | Tx, userId: string): Promise<void> {
  await publish(db, liveTopics.member(userId), {
    type: 'notifications',
    unread: await countUnread(db, userId),
  });
}

/**
 * Mails a written notification, unless the member turned its kind of e-mail off or has no address. A mail of a
 * kind the member can turn off carries a one-click unsubscribe (unsubscribe.ts). Throws when the send fails.
 */
export async function sendNotificationMail(
  deps: Pick<Deps, 'db' | 'mailer' | 'config'>,
  notification: Notification,
): Promise<'sent' | 'off' | 'no-address'> {
  const category = emailCategoryOf(notification.type);
  if (category && (await emailOff(deps.db, notification.userId)).includes(category)) return 'off';
  const contact = await memberContact(deps.db, notification.userId);
  if (!contact) return 'no-address';
  const link = `${deps.config.publicUrl}${notificationPath(notification)}`;
  const list = category ? unsubscribeHeaders(deps.config, notification.userId, category) : undefined;
  const label = NOTIFICATION_EMAIL_CATEGORIES.find((c) => c.key === category)?.label;
  await deps.mailer.send({
    to: contact.email,
    ...notificationMail({
      name: contact.firstName || 'there',
      title: notification.title,
      message: notification.message,
      link,
      unsubscribe: list && label ? { url: list.url, label } : undefined,
    }),
    headers: list?.headers,
  });
  return 'sent';
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
    await sendNotificationMail(deps, notification);
  } catch (err) {
    deps.logger.error({ err, notification: notification.id }, 'notification mail failed');
  }
}

/**
 * One run of a job every process runs that tells members (the chat digest, the Marqet expiry): `batch` writes
 * the notifications in one transaction under the job's advisory lock, and they are mailed after the commit (a
 * mail cannot be rolled back; mailNotification honours the member's e-mail settings and logs a failed send).
 * Null when another process held the job: this one did nothing.
 */
export async function notifyThenMail(
  deps: Pick<Deps, 'db' | 'mailer' | 'logger' | 'config'>,
  job: string,
  batch: (tx: Tx) => Promise<Notification[]>,
): Promise<Notification[] | null> {
  const notices = await deps.db.transaction(async (tx) => ((await tryJobLock(tx, job)) ? batch(tx) : null));
  if (notices === null) return null;
  for (const notice of notices) await mailNotification(deps, notice);
  return notices;
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

export async function listMine(db: Db, actor: Actor, before?: string): Promise<NotificationList> {
  const [rows, unread] = await Promise.all([
    listNotifications(db, actor.id, NOTIFICATIONS_SHOWN + 1, before),
    countUnread(db, actor.id),
  ]);
  return {
    items: rows.slice(0, NOTIFICATIONS_SHOWN).map(toItem),
    unread,
    hasMore: rows.length > NOTIFICATIONS_SHOWN,
  };
}

/** Another member's notification does not exist for this one (404). Other open tabs hear the new count. */
export async function readOne(db: Db, actor: Actor, id: string): Promise<NotificationList> {
  await db.transaction(async (tx) => {
    if (!(await markRead(tx, actor.id, id))) throw new AppError('NOT_FOUND', notificationMessages.notFound);
    await publishUnread(tx, actor.id);
  });
  return listMine(db, actor);
}

export async function readAll(db: Db, actor: Actor): Promise<NotificationList> {
  await db.transaction(async (tx) => {
    await markAllRead(tx, actor.id);
    await publishUnread(tx, actor.id);
  });
  return listMine(db, actor);
}

export async function getEmailPreferences(db: Db, actor: Actor): Promise<{ email: EmailPreferences }> {
  const off = new Set(await emailOff(db, actor.id));
  return {
    email: Object.fromEntries(
      NOTIFICATION_EMAIL_CATEGORIES.map((c) => [c.key, !off.has(c.key)]),
    ) as EmailPreferences,
  };
}

export async function saveEmailPreferences(
  db: Db,
  actor: Actor,
  input: EmailPreferences,
): Promise<{ email: EmailPreferences }> {
  const off = NOTIFICATION_EMAIL_CATEGORIES.filter((c) => !input[c.key]).map((c) => c.key);
  await saveEmailOff(db, actor.id, off);
  return getEmailPreferences(db, actor);
}

export async function getReminderPreferences(db: Db, actor: Actor): Promise<ReminderPreferences> {
  return { liked: await remindLiked(db, actor.id) };
}

export async function saveReminderPreferences(
  db: Db,
  actor: Actor,
  input: ReminderPreferences,
): Promise<ReminderPreferences> {
  await saveRemindLiked(db, actor.id, input.liked);
  return getReminderPreferences(db, actor);
}
