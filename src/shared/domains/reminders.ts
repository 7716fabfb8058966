import { formatEventWhen, type EventWhen } from '../time';

/**
 * Reminders (issue #21, item 7; decision 0034): 24 hours before an event or band a member attends (or likes, if
 * they choose), and 3 days before, on the day, and once after an instalment's due date. Titles, and so mail
 * subjects, are fixed: an event's title is an organiser's words and goes only in the message.
 */

export const REMINDER_TYPES = {
  event: 'reminder_event',
  band: 'reminder_band',
  paymentDueSoon: 'reminder_payment_due_soon',
  paymentDueToday: 'reminder_payment_due_today',
  paymentOverdue: 'reminder_payment_overdue',
} as const;

/** How long before a start a reminder goes. */
export const REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;
/** Days before the due date of the first instalment reminder. */
export const INSTALMENT_NOTICE_DAYS = 3;
/** An instalment overdue longer than this is not reminded of any more (the first run after a release). */
export const INSTALMENT_OVERDUE_HORIZON_DAYS = 30;

const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

export const reminderTitles = {
  event: 'Your event is in 24 hours',
  band: 'Your band is on the road tomorrow',
  paymentDueSoon: 'An instalment is due in 3 days',
  paymentDueToday: 'An instalment is due today',
  paymentOverdue: 'An instalment is overdue',
} as const;

export function eventReminderMessage(event: EventWhen & { title: string; location: string }): string {
  const when = formatEventWhen(event);
  const where = event.location ? ` at ${event.location}` : '';
  return `${event.title}: ${when.dates}, ${when.times}${where}.`;
}

export function bandReminderMessage(band: { name: string; startDate: string }): string {
  const date = new Date(`${band.startDate}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `${band.name} starts ${date}.`;
}

export function instalmentReminderMessage(
  occasion: 'due_soon' | 'due_today' | 'overdue',
  instalment: { amountCents: number; dueDate: string; receiptTitle: string },
): string {
  const due = new Date(`${instalment.dueDate}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const amount = usd(instalment.amountCents);
  if (occasion === 'overdue')
    return `${amount} for ${instalment.receiptTitle} was due on ${due} and is not paid yet.`;
  if (occasion === 'due_today') return `${amount} for ${instalment.receiptTitle} is due today, ${due}.`;
  return `${amount} for ${instalment.receiptTitle} is due on ${due}.`;
}
