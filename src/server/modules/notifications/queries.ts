import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { notifications, type NewNotification, type Notification } from '../../db/schema/notifications';

export async function insertNotification(tx: Db | Tx, values: NewNotification): Promise<Notification> {
  const [row] = await tx.insert(notifications).values(values).returning();
  return row!;
}

export async function listNotifications(db: Db, userId: string, limit: number): Promise<Notification[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
  return row?.n ?? 0;
}

/** Marks one of the member's own notifications read; false when there is no such notification of theirs. */
export async function markRead(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: Db, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
}
