import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  notificationPreferences,
  notifications,
  type NewNotification,
  type Notification,
} from '../../db/schema/notifications';

export async function insertNotification(tx: Db | Tx, values: NewNotification): Promise<Notification> {
  const [row] = await tx.insert(notifications).values(values).returning();
  return row!;
}

/** The member's notifications, newest first; `before` (one of theirs) pages back in time. */
export async function listNotifications(
  db: Db,
  userId: string,
  limit: number,
  before?: string,
): Promise<Notification[]> {
  const cursor = before
    ? sql`(${notifications.createdAt}, ${notifications.id}) < (select n.created_at, n.id from ${notifications} n
        where n.id = ${before} and n.user_id = ${userId})`
    : undefined;
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), cursor))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function countUnread(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
  return row?.n ?? 0;
}

/** Marks one of the member's own notifications read; false when there is no such notification of theirs. */
export async function markRead(db: Db | Tx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: Db | Tx, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
}

/** The e-mail categories the member turned off (none without a row). */
export async function emailOff(db: Db | Tx, userId: string): Promise<string[]> {
  const [row] = await db
    .select({ emailOff: notificationPreferences.emailOff })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row?.emailOff ?? [];
}

export async function saveEmailOff(db: Db | Tx, userId: string, off: string[]): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId, emailOff: off })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { emailOff: off, updatedAt: new Date() },
    });
}

/** Turns one e-mail category off (an unsubscribe link), keeping the others as they are. */
export async function addEmailOff(db: Db | Tx, userId: string, category: string): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId, emailOff: [category] })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: {
        emailOff: sql`array(select distinct unnest(${notificationPreferences.emailOff} || excluded.email_off))`,
        updatedAt: new Date(),
      },
    });
}

export async function remindLiked(db: Db | Tx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ remindLiked: notificationPreferences.remindLiked })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row?.remindLiked ?? false;
}

export async function saveRemindLiked(db: Db | Tx, userId: string, liked: boolean): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId, remindLiked: liked })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { remindLiked: liked, updatedAt: new Date() },
    });
}
