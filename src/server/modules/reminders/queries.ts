import { and, eq, inArray, isNull, lte, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { sentReminders } from '../../db/schema/reminders';
import { notifications, type Notification } from '../../db/schema/notifications';
import { SITE_TIME_ZONE } from '../../../shared/time';

/*
 * What the reminder job finds due (decision 0034). Times are compared in the database: an event's start is its
 * date and start time read in its own zone (`(date + start_time) at time zone time_zone`), a band's is the start
 * of its first day in the site's zone, an instalment's occasion is decided from its due date and today in the
 * site's zone. The date bounds let the date indexes narrow the rows first (zones are at most 14 hours from UTC).
 */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface DueEvent {
  user_id: string;
  id: string;
  title: string;
  location: string;
  date: string;
  end_date: string | null;
  start_time: string;
  end_time: string;
  time_zone: string;
}

/** Members with an active event starting in (now, until]: attending, or liking when they chose so. */
export async function dueEventReminders(
  tx: Tx,
  p: { now: Date; until: Date; fromDate: string; toDate: string; limit: number },
): Promise<DueEvent[]> {
  return rowsOf<DueEvent>(
    await tx.execute(sql`
      with due as (
        select e.id, e.title, e.location, e.date::text as date, e.end_date::text as end_date,
               e.start_time::text as start_time, e.end_time::text as end_time, e.time_zone
        from events e
        where e.active and e.date between ${p.fromDate} and ${p.toDate}
          and ((e.date + e.start_time) at time zone e.time_zone) > ${p.now.toISOString()}::timestamptz
          and ((e.date + e.start_time) at time zone e.time_zone) <= ${p.until.toISOString()}::timestamptz
      ), members as (
        select a.user_id, a.event_id from event_attendees a join due on due.id = a.event_id
        union
        select l.user_id, l.event_id from liked_events l join due on due.id = l.event_id
          join notification_preferences np on np.user_id = l.user_id and np.remind_liked
      )
      select m.user_id, due.* from members m join due on due.id = m.event_id
        join users u on u.id = m.user_id
      where not coalesce(u.banned, false)
      order by due.date, due.start_time, m.user_id
      limit ${p.limit}`),
  );
}

export interface DueBand {
  user_id: string;
  id: string;
  name: string;
  start_date: string;
}

/** Members with an active band whose first day starts (site time) in (now, until]. */
export async function dueBandReminders(
  tx: Tx,
  p: { now: Date; until: Date; fromDate: string; toDate: string; limit: number },
): Promise<DueBand[]> {
  return rowsOf<DueBand>(
    await tx.execute(sql`
      with due as (
        select b.id, b.name, b.start_date::text as start_date
        from carnival_bands b
        where b.active and b.start_date between ${p.fromDate} and ${p.toDate}
          and (b.start_date::timestamp at time zone ${SITE_TIME_ZONE}) > ${p.now.toISOString()}::timestamptz
          and (b.start_date::timestamp at time zone ${SITE_TIME_ZONE}) <= ${p.until.toISOString()}::timestamptz
      ), members as (
        select a.user_id, a.band_id from band_attendees a join due on due.id = a.band_id
        union
        select l.user_id, l.band_id from liked_bands l join due on due.id = l.band_id
          join notification_preferences np on np.user_id = l.user_id and np.remind_liked
      )
      select m.user_id, due.* from members m join due on due.id = m.band_id
        join users u on u.id = m.user_id
      where not coalesce(u.banned, false)
      order by due.start_date, m.user_id
      limit ${p.limit}`),
  );
}

export interface DueInstalment {
  user_id: string;
  id: string;
  receipt_id: string;
  receipt_title: string;
  amount_cents: number;
  due_date: string;
}

/** Pending instalments of members' receipts due between two dates. */
export async function dueInstalments(
  tx: Tx,
  p: { fromDate: string; toDate: string; limit: number },
): Promise<DueInstalment[]> {
  return rowsOf<DueInstalment>(
    await tx.execute(sql`
      select r.user_id, s.id, r.id as receipt_id, r.title as receipt_title, s.amount_cents,
             s.due_date::text as due_date
      from receipt_payment_schedule s join receipts r on r.id = s.receipt_id
      where s.status = 'pending' and r.user_id is not null
        and s.due_date between ${p.fromDate} and ${p.toDate}
      order by s.due_date, s.id
      limit ${p.limit}`),
  );
}

export interface ReminderKey {
  userId: string;
  kind: string;
  subjectId: string;
  occasion: string;
}

/** Records a reminder, claimed for mail by this run; false when it was given before (by any process). */
export async function recordReminder(tx: Tx, key: ReminderKey, now: Date): Promise<boolean> {
  const rows = await tx
    .insert(sentReminders)
    .values({ ...key, createdAt: now, mailClaimedAt: now })
    .onConflictDoNothing()
    .returning({ userId: sentReminders.userId });
  return rows.length > 0;
}

const keyIs = (key: ReminderKey) =>
  and(
    eq(sentReminders.userId, key.userId),
    eq(sentReminders.kind, key.kind),
    eq(sentReminders.subjectId, key.subjectId),
    eq(sentReminders.occasion, key.occasion),
  );

export async function linkNotification(tx: Tx, key: ReminderKey, notificationId: string) {
  await tx.update(sentReminders).set({ notificationId }).where(keyIs(key));
}

export async function markMailed(db: Pick<Tx, 'update'>, key: ReminderKey, now: Date) {
  await db.update(sentReminders).set({ mailedAt: now }).where(keyIs(key));
}

/**
 * Mails a run claimed and never marked sent (its process stopped, or the send failed) once the claim is older
 * than `staleBefore`: claimed again for this run. Only reminders younger than `since` (an old one is too late).
 */
export async function reclaimUnmailed(
  tx: Tx,
  p: { now: Date; staleBefore: Date; since: Date },
): Promise<Array<{ key: ReminderKey; notification: Notification }>> {
  const claimed = await tx
    .update(sentReminders)
    .set({ mailClaimedAt: p.now })
    .where(
      and(
        isNull(sentReminders.mailedAt),
        lte(sentReminders.mailClaimedAt, p.staleBefore),
        gt(sentReminders.createdAt, p.since),
      ),
    )
    .returning();
  const ids = claimed.map((r) => r.notificationId).filter((id): id is string => !!id);
  if (!ids.length) return [];
  const rows = await tx.select().from(notifications).where(inArray(notifications.id, ids));
  const byId = new Map(rows.map((n) => [n.id, n]));
  return claimed.flatMap((r) => {
    const notification = r.notificationId ? byId.get(r.notificationId) : undefined;
    return notification
      ? [
          {
            key: { userId: r.userId, kind: r.kind, subjectId: r.subjectId, occasion: r.occasion },
            notification,
          },
        ]
      : [];
  });
}
