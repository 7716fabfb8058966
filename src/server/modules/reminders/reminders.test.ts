// @module-tag postgres
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newMember, type SignedIn } from '../../auth/testing';
import { createAttendance, createBand, createEvent, createLike, createReceipt } from '../../db/factories';
import { notifications, sentReminders } from '../../db/schema';
import type { Mailer } from '../../platform/mail';
import { testServerForFile } from '../../test/harness';
import { MAIL_RETRY_AFTER_MS, sendReminders } from './reminders';

/*
 * Reminders that fire (issue #21 item 7, decision 0034). The job's clock is a parameter: "now" is a fixed noon
 * in Port of Spain, and each test's items are dated from it, so a day passes without waiting.
 */
const t = testServerForFile();
const HOUR = 3_600_000;
/** 12:00 in Port of Spain (UTC-4) on Tuesday 10 June 2031. */
const NOW = new Date('2031-06-10T16:00:00Z');
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR);

const mailsTo = (who: SignedIn) => t.smtp.mails.filter((m) => m.to.includes(who.input.email.toLowerCase()));
/** A header of a sunk mail, unfolded (long headers are wrapped over lines). */
const header = (raw: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'mi').exec(raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' '))?.[1];
const remindersOf = (who: SignedIn) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, who.userId), like(notifications.type, 'reminder_%')));

/** A member attending a fete that starts tomorrow at 10 a.m. island time, 22 hours after NOW. */
async function attendingTomorrow(title = 'Breakfast Fete') {
  const member = await newMember(t, { firstName: 'Reminded' });
  const event = await createEvent(t.db, {
    title,
    date: '2031-06-11',
    startTime: '10:00',
    endTime: '15:00',
    timeZone: 'America/Port_of_Spain',
    location: 'Chaguaramas',
  });
  await createAttendance(t.db, 'event', member.userId, event.id);
  return { member, event };
}

describe('reminders 24 hours before an event', () => {
  it('gives a member attending an event tomorrow exactly one notification and one e-mail, with one-click unsubscribe', async () => {
    const { member, event } = await attendingTomorrow();
    // Not yet: 25 hours before.
    await sendReminders(t.deps, { now: at(-3) });
    expect(await remindersOf(member)).toHaveLength(0);

    const run = await sendReminders(t.deps, { now: NOW });
    expect(run.skipped).toBe(false);
    const [notice, ...more] = await remindersOf(member);
    expect(more).toHaveLength(0);
    expect(notice).toMatchObject({
      type: 'reminder_event',
      title: 'Your event is in 24 hours',
      message: 'Breakfast Fete: Wednesday, June 11, 2031, 10:00 AM – 3:00 PM AST at Chaguaramas.',
      data: { eventId: event.id, title: 'Breakfast Fete' },
    });
    const mails = mailsTo(member);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Fete: Your event is in 24 hours');
    // The event page's canonical address (decision 0033).
    expect(mails[0]!.text).toContain(`${t.config.publicUrl}/events/breakfast-fete-${event.id}`);
    expect(header(mails[0]!.raw, 'List-Unsubscribe')).toMatch(/^<http[^>]+\/api\/unsubscribe\/[^>]+>$/);
    expect(header(mails[0]!.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // Later runs, before the start, give nothing more.
    await sendReminders(t.deps, { now: at(1) });
    await sendReminders(t.deps, { now: at(21) });
    expect(await remindersOf(member)).toHaveLength(1);
    expect(mailsTo(member)).toHaveLength(1);
  });

  it('gives one reminder when two runs race (two processes on one database)', async () => {
    const { member } = await attendingTomorrow('Raced Fete');
    const runs = await Promise.all([
      sendReminders(t.deps, { now: NOW }),
      sendReminders(t.deps, { now: NOW }),
      sendReminders(t.deps, { now: at(0.1) }),
    ]);
    expect(runs.some((r) => !r.skipped)).toBe(true);
    expect(await remindersOf(member)).toHaveLength(1);
    expect(mailsTo(member)).toHaveLength(1);
  });

  it('still mails once when the run that wrote the reminder stops before its e-mail', async () => {
    const { member } = await attendingTomorrow('Restarted Fete');
    // The process stops between the commit and the mail: the send never happens.
    const stopped: Mailer = {
      send: () => Promise.reject(new Error('process stopped')),
    };
    await sendReminders({ ...t.deps, mailer: stopped }, { now: NOW });
    expect(await remindersOf(member)).toHaveLength(1);
    expect(mailsTo(member)).toHaveLength(0);

    // Restarted: a run soon after leaves the claim alone (the first run might still be sending) …
    await sendReminders(t.deps, { now: at(0.05) });
    expect(mailsTo(member)).toHaveLength(0);
    // … and one after the claim went stale sends it, once; the notification is not written again.
    const late = new Date(NOW.getTime() + MAIL_RETRY_AFTER_MS + 60_000);
    await Promise.all([sendReminders(t.deps, { now: late }), sendReminders(t.deps, { now: late })]);
    await sendReminders(t.deps, { now: new Date(late.getTime() + MAIL_RETRY_AFTER_MS * 2) });
    expect(mailsTo(member)).toHaveLength(1);
    expect(await remindersOf(member)).toHaveLength(1);
    const [row] = await t.db.select().from(sentReminders).where(eq(sentReminders.userId, member.userId));
    expect(row!.mailedAt).not.toBeNull();
  });

  it('reminds of liked events and bands only when the member chose so', async () => {
    const member = await newMember(t);
    const liked = await createEvent(t.db, { title: 'Liked Fete', date: '2031-06-11', startTime: '09:00' });
    const band = await createBand(t.db, {
      name: 'Liked Mas',
      startDate: '2031-06-11',
      endDate: null,
      year: 2031,
    });
    await createLike(t.db, 'event', member.userId, liked.id);
    await createLike(t.db, 'band', member.userId, band.id);
    await sendReminders(t.deps, { now: NOW });
    expect(await remindersOf(member)).toHaveLength(0);

    const chosen = await t.request('/api/notifications/reminders', {
      method: 'PUT',
      cookie: member.cookie,
      json: { liked: true },
    });
    expect(chosen.data).toEqual({ liked: true });
    await sendReminders(t.deps, { now: at(0.2) });
    const given = await remindersOf(member);
    expect(given.map((n) => n.type).sort()).toEqual(['reminder_band', 'reminder_event']);
    expect(given.find((n) => n.type === 'reminder_band')!.message).toBe(
      'Liked Mas starts Wednesday, June 11, 2031.',
    );
    // The mails link to the pages' canonical addresses (decision 0033).
    const texts = mailsTo(member).map((m) => m.text);
    expect(texts.some((text) => text.includes(`${t.config.publicUrl}/bands/liked-mas-${band.id}`))).toBe(
      true,
    );
  });
});

describe('instalment reminders', () => {
  it('3 days before, on the day, and once when overdue; a paid instalment is left alone', async () => {
    const member = await newMember(t);
    await createReceipt(
      t.db,
      member.userId,
      { title: 'Costume deposit' },
      {
        schedule: [
          { amountCents: 25_000, dueDate: '2031-06-13', status: 'pending' },
          { amountCents: 10_000, dueDate: '2031-06-13', status: 'paid' },
        ],
      },
    );
    const types = async () => (await remindersOf(member)).map((n) => n.type);
    await sendReminders(t.deps, { now: at(-24) }); // 9 June: 4 days before
    expect(await types()).toEqual([]);
    await sendReminders(t.deps, { now: NOW }); // 10 June: 3 days before
    await sendReminders(t.deps, { now: at(24) }); // 11 June: nothing new
    expect(await types()).toEqual(['reminder_payment_due_soon']);
    await sendReminders(t.deps, { now: at(72) }); // 13 June: the day
    await sendReminders(t.deps, { now: at(96) }); // 14 June: overdue
    await sendReminders(t.deps, { now: at(120) }); // 15 June: not again
    const given = await remindersOf(member);
    expect(given.map((n) => n.type).sort()).toEqual([
      'reminder_payment_due_soon',
      'reminder_payment_due_today',
      'reminder_payment_overdue',
    ]);
    expect(given.find((n) => n.type === 'reminder_payment_overdue')!.message).toBe(
      '$250.00 for Costume deposit was due on June 13, 2031 and is not paid yet.',
    );
    expect(mailsTo(member)).toHaveLength(3);
  });
});

describe('one-click unsubscribe', () => {
  it('turns the category off without signing in; the in-app reminder still comes', async () => {
    const { member } = await attendingTomorrow('Unsubscribed Fete');
    await sendReminders(t.deps, { now: NOW });
    const raw = mailsTo(member)[0]!.raw;
    const url = header(raw, 'List-Unsubscribe')!.slice(1, -1);
    const path = new URL(url).pathname;

    // The link's page changes nothing (link scanners follow it).
    const page = await t.request(path, { headers: { origin: '' } });
    expect(page.status).toBe(200);
    expect(page.text).toContain('Reminders 24 hours before events and bands I attend');
    const before = await t.request('/api/notifications/preferences', { cookie: member.cookie });
    expect(before.data.email.event_reminders).toBe(true);

    // The mail client's POST (RFC 8058): a form body, no Origin, no cookie.
    const posted = await t.request(path, {
      method: 'POST',
      headers: { origin: '', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(posted.status).toBe(200);
    const after = await t.request('/api/notifications/preferences', { cookie: member.cookie });
    expect(after.data.email).toMatchObject({ event_reminders: false, chat: true, payment_reminders: true });

    const other = await createEvent(t.db, { title: 'Second Fete', date: '2031-06-11', startTime: '11:00' });
    await createAttendance(t.db, 'event', member.userId, other.id);
    await sendReminders(t.deps, { now: at(0.3) });
    expect(await remindersOf(member)).toHaveLength(2);
    expect(mailsTo(member)).toHaveLength(1);
  });

  it('refuses a token this server did not sign', async () => {
    const member = await newMember(t);
    const forged = `${Buffer.from(member.userId).toString('base64url')}.chat.${'A'.repeat(32)}`;
    const res = await t.request(`/api/unsubscribe/${forged}`, { method: 'POST', headers: { origin: '' } });
    expect(res.status).toBe(404);
    const prefs = await t.request('/api/notifications/preferences', { cookie: member.cookie });
    expect(prefs.data.email.chat).toBe(true);
  });
});
