import {
  bandReminderMessage,
  eventReminderMessage,
  INSTALMENT_NOTICE_DAYS,
  INSTALMENT_OVERDUE_HORIZON_DAYS,
  instalmentReminderMessage,
  REMINDER_LEAD_MS,
  REMINDER_TYPES,
  reminderTitles,
} from '../../../shared/domains/reminders';
import { addDays, todayIn } from '../../../shared/time';
import type { Deps } from '../../app-env';
import type { Tx } from '../../db/client';
import type { Notification } from '../../db/schema/notifications';
import { startScheduledJob, tryJobLock, type ScheduledJob } from '../../platform/scheduled-job';
import {
  dueBandReminders,
  dueEventReminders,
  dueInstalments,
  linkNotification,
  markMailed,
  recordReminder,
  reclaimUnmailed,
  type ReminderKey,
} from './queries';
import { notify, sendNotificationMail, type Notice } from '../notifications/service';

/*
 * Reminders that fire (decision 0034). Every process runs the job; a transaction-scoped advisory lock lets one
 * work and the others skip (as the chat digest, modules/chat/digest.ts). Each reminder is a row of
 * sent_reminders with a unique key (member, kind, subject, occasion) written with the notification in one
 * transaction, so a second run, a racing process without the lock, or a run after a restart finds it given and
 * tells nobody twice. The e-mail goes after the commit and the row is marked mailed; a row claimed for mail
 * and never marked (the process stopped mid-way, or the send failed) is claimed again by a run after
 * `MAIL_RETRY_AFTER_MS`, so the mail still goes once. (A process that stops between the mail server accepting a
 * mail and the mark is the one case that mails twice; at-most-once would lose mails instead.)
 */

type JobDeps = Pick<Deps, 'db' | 'mailer' | 'logger' | 'config'>;

/** A claim for mail older than this belonged to a run that did not finish: another run sends it. */
export const MAIL_RETRY_AFTER_MS = 10 * 60_000;
const PER_RUN = 1000;

export interface ReminderResult {
  /** Reminders written this run (a notification each). */
  reminded: number;
  /** E-mails sent this run (new reminders, and ones an unfinished run left). */
  mailed: number;
  /** Another process held the job: this one did nothing. */
  skipped: boolean;
}

interface Due {
  key: ReminderKey;
  notice: Notice;
}

function instalmentOccasion(dueDate: string, today: string): 'due_soon' | 'due_today' | 'overdue' | null {
  if (dueDate === today) return 'due_today';
  if (dueDate < today) return 'overdue';
  return dueDate <= addDays(today, INSTALMENT_NOTICE_DAYS) ? 'due_soon' : null;
}

const instalmentType = {
  due_soon: REMINDER_TYPES.paymentDueSoon,
  due_today: REMINDER_TYPES.paymentDueToday,
  overdue: REMINDER_TYPES.paymentOverdue,
} as const;
const instalmentTitle = {
  due_soon: reminderTitles.paymentDueSoon,
  due_today: reminderTitles.paymentDueToday,
  overdue: reminderTitles.paymentOverdue,
} as const;

/** Everything due at `now`, given before or not (the unique key decides). */
async function dueReminders(tx: Tx, now: Date): Promise<Due[]> {
  const today = todayIn(undefined, now);
  const window = {
    now,
    until: new Date(now.getTime() + REMINDER_LEAD_MS),
    fromDate: addDays(today, -1),
    toDate: addDays(today, 2),
    limit: PER_RUN,
  };
  const due: Due[] = [];
  for (const e of await dueEventReminders(tx, window)) {
    due.push({
      // The occasion is the start as it is now: an event moved to another day is reminded of again.
      key: {
        userId: e.user_id,
        kind: REMINDER_TYPES.event,
        subjectId: e.id,
        occasion: `${e.date}T${e.start_time}`,
      },
      notice: {
        type: REMINDER_TYPES.event,
        title: reminderTitles.event,
        message: eventReminderMessage({
          title: e.title,
          location: e.location,
          date: e.date,
          endDate: e.end_date,
          startTime: e.start_time,
          endTime: e.end_time,
          timeZone: e.time_zone,
        }),
        // The title names the page's canonical address (notification-path.ts); the id alone still finds it.
        data: { eventId: e.id, title: e.title },
      },
    });
  }
  for (const b of await dueBandReminders(tx, window)) {
    due.push({
      key: { userId: b.user_id, kind: REMINDER_TYPES.band, subjectId: b.id, occasion: b.start_date },
      notice: {
        type: REMINDER_TYPES.band,
        title: reminderTitles.band,
        message: bandReminderMessage({ name: b.name, startDate: b.start_date }),
        data: { bandId: b.id, title: b.name },
      },
    });
  }
  const instalments = await dueInstalments(tx, {
    fromDate: addDays(today, -INSTALMENT_OVERDUE_HORIZON_DAYS),
    toDate: addDays(today, INSTALMENT_NOTICE_DAYS),
    limit: PER_RUN,
  });
  for (const i of instalments) {
    const occasion = instalmentOccasion(i.due_date, today);
    if (!occasion) continue;
    due.push({
      // One key per occasion: 'due_soon', 'due_today' and 'overdue' each go once.
      key: { userId: i.user_id, kind: 'reminder_payment', subjectId: i.id, occasion },
      notice: {
        type: instalmentType[occasion],
        title: instalmentTitle[occasion],
        message: instalmentReminderMessage(occasion, {
          amountCents: Number(i.amount_cents),
          dueDate: i.due_date,
          receiptTitle: i.receipt_title,
        }),
        data: { receiptId: i.receipt_id, instalmentId: i.id },
      },
    });
  }
  return due;
}

type ToMail = Array<{ key: ReminderKey; notification: Notification }>;

/** One run under the lock: the new reminders written and claimed, and the mails an unfinished run left. */
async function reminderBatch(tx: Tx, now: Date): Promise<{ fresh: number; mail: ToMail } | null> {
  if (!(await tryJobLock(tx, 'reminders'))) return null;
  const mail: ToMail = await reclaimUnmailed(tx, {
    now,
    staleBefore: new Date(now.getTime() - MAIL_RETRY_AFTER_MS),
    since: new Date(now.getTime() - REMINDER_LEAD_MS),
  });
  let fresh = 0;
  for (const { key, notice } of await dueReminders(tx, now)) {
    if (!(await recordReminder(tx, key, now))) continue;
    const notification = await notify(tx, key.userId, notice);
    await linkNotification(tx, key, notification.id);
    mail.push({ key, notification });
    fresh++;
  }
  return { fresh, mail };
}

/**
 * Gives the reminders due at `now` (the clock is a parameter, so tests choose it). Safe from every process at
 * once and again after a restart: see the comment at the top.
 */
export async function sendReminders(
  deps: JobDeps,
  { now = new Date() }: { now?: Date } = {},
): Promise<ReminderResult> {
  const batch = await deps.db.transaction((tx) => reminderBatch(tx, now));
  if (!batch) return { reminded: 0, mailed: 0, skipped: true };
  let mailed = 0;
  for (const { key, notification } of batch.mail) {
    try {
      if ((await sendNotificationMail(deps, notification)) === 'sent') mailed++;
      await markMailed(deps.db, key, now);
    } catch (err) {
      // Left claimed: a run after MAIL_RETRY_AFTER_MS sends it.
      deps.logger.error({ err, notification: notification.id }, 'reminder mail failed');
    }
  }
  if (batch.fresh || mailed) deps.logger.info({ reminded: batch.fresh, mailed }, 'reminders sent');
  return { reminded: batch.fresh, mailed, skipped: false };
}

/** Every `intervalMs` in every process (server.ts); the advisory lock makes it one run at a time. */
export function startReminders(
  deps: JobDeps,
  options: { intervalMs: number; now?: () => Date },
): ScheduledJob {
  return startScheduledJob(
    'reminders',
    options.intervalMs,
    () => sendReminders(deps, { now: options.now?.() }),
    deps.logger,
  );
}
