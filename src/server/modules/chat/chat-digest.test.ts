// @module-tag postgres
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CHAT_DIGEST_TITLE } from '../../../shared/domains/chat';
import { newMember, type SignedIn } from '../../auth/testing';
import { chatMessages, chatPresence, notifications, users } from '../../db/schema';
import { testServerForFile } from '../../test/harness';
import { emailPreferences } from '../notifications/notifications-testing';
import { sendChatDigests, startChatDigest } from './digest';

/*
 * The chat digest (issue #20 item 6, decision 0030): a message mails nobody by itself; a job tells each member
 * away from chat of their unread messages, one notification and e-mail an hour at most, with a fixed subject,
 * the senders' names cleaned of links and line breaks, and never a message's text. The job's clock is passed
 * in (`now`) and message times are set to match it, so an hour passes without waiting.
 */
const t = testServerForFile();
const MINUTE = 60_000;
const base = Date.now();
const at = (minutes: number) => new Date(base + minutes * MINUTE);

const as = (who: SignedIn, path: string, init: { method?: string; json?: unknown } = {}) =>
  t.request(path, { cookie: who.cookie, ...init });
const mailsTo = (who: SignedIn) => t.smtp.mails.filter((m) => m.to.includes(who.input.email.toLowerCase()));
const digestsOf = async (who: SignedIn) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, who.userId), eq(notifications.type, 'chat_digest')));

async function open(a: SignedIn, b: SignedIn): Promise<string> {
  const res = await as(a, '/api/chat/conversations', { json: { with: b.userId } });
  expect(res.status).toBe(200);
  return res.data.id as string;
}

/** Sends through the API; `when` sets the message's time on the test's clock. */
async function send(who: SignedIn, conversationId: string, body: string, when?: Date) {
  const res = await as(who, `/api/chat/conversations/${conversationId}/messages`, { json: { body } });
  expect(res.status).toBe(201);
  if (when) await t.db.update(chatMessages).set({ createdAt: when }).where(eq(chatMessages.id, res.data.id));
  return res.data.id as string;
}

describe('the chat digest', () => {
  it('a message mails nobody by itself; the digest mails each member once an hour, naming senders, never quoting', async () => {
    const reader = await newMember(t, { firstName: 'Away', lastName: 'Reader' });
    const second = await newMember(t, { firstName: 'Second', lastName: 'Reader' });
    const spammer = await newMember(t, { firstName: 'Promo', lastName: 'Team' });
    const kaia = await newMember(t, { firstName: 'Kaia', lastName: 'Baptiste' });
    // A name as earlier releases accepted it: a link, a line break, another link.
    await t.db
      .update(users)
      .set({ firstName: 'Win cash at spam-prizes.com', lastName: 'Today\nhttps://spam.example/win' })
      .where(eq(users.id, spammer.userId));

    const toReader = await open(spammer, reader);
    for (const body of ['Buy pills at http://pills.example', 'Cheap!', 'Last offer']) {
      await send(spammer, toReader, body);
    }
    await send(kaia, await open(kaia, reader), 'See you at the fete?');
    await send(spammer, await open(spammer, second), 'Buy pills at http://pills.example');
    // Every send has answered: anything it mails is in the sink by now. Nothing is.
    expect(mailsTo(reader)).toEqual([]);
    expect(mailsTo(second)).toEqual([]);

    const run = await sendChatDigests(t.deps, { now: at(2) });
    expect(run).toMatchObject({ skipped: false });
    expect(run.sent).toBeGreaterThanOrEqual(2);
    expect(mailsTo(reader)).toHaveLength(1);
    expect(mailsTo(second)).toHaveLength(1);
    const [mail] = mailsTo(reader);
    expect(mail!.subject).toBe(`Fete: ${CHAT_DIGEST_TITLE}`);
    expect(mail!.text).toContain(
      'Win cash at Today (3) and Kaia Baptiste (1) sent you 4 messages on Fete Chat.',
    );
    expect(mail!.text).toContain(`${t.config.publicUrl}/fete-chat`);
    for (const leaked of ['spam-prizes', 'spam.example', 'pills', 'Cheap', 'Last offer', 'See you']) {
      expect(mail!.raw).not.toContain(leaked);
    }
    const [notice] = await digestsOf(reader);
    expect(notice).toMatchObject({
      title: CHAT_DIGEST_TITLE,
      message: 'Win cash at Today (3) and Kaia Baptiste (1) sent you 4 messages on Fete Chat.',
    });

    // Ten minutes later, one more message: no second mail within the hour.
    await send(spammer, toReader, 'Still there?', at(5));
    await sendChatDigests(t.deps, { now: at(10) });
    expect(mailsTo(reader)).toHaveLength(1);
    // After the hour: one more mail, about the one message it has not told of.
    await sendChatDigests(t.deps, { now: at(65) });
    expect(mailsTo(reader)).toHaveLength(2);
    expect(mailsTo(reader)[1]!.text).toContain('Win cash at Today sent you 1 message on Fete Chat.');
    // Nothing new: nothing more, however long it waits.
    await sendChatDigests(t.deps, { now: at(200) });
    expect(mailsTo(reader)).toHaveLength(2);
    expect(await digestsOf(reader)).toHaveLength(2);
  });

  it('keeps to the member: chat e-mails off, here in chat, read, or blocked', async () => {
    const sender = await newMember(t, { firstName: 'Busy', lastName: 'Sender' });
    const quiet = await newMember(t, { firstName: 'Quiet' });
    const here = await newMember(t, { firstName: 'Here' });
    const reader = await newMember(t, { firstName: 'Reads' });
    const blocker = await newMember(t, { firstName: 'Blocks' });

    const prefs = await as(quiet, '/api/notifications/preferences', {
      method: 'PUT',
      json: emailPreferences({ chat: false }),
    });
    expect(prefs.data.email.chat).toBe(false);
    for (const member of [quiet, here, reader, blocker]) await send(sender, await open(sender, member), 'Hi');
    // Here: used chat five minutes before the run.
    await t.db.insert(chatPresence).values({ userId: here.userId, lastSeenAt: at(-3) });
    // Read it, then went away.
    const read = await as(reader, `/api/chat/conversations/${await open(reader, sender)}/read`, {
      method: 'POST',
    });
    expect(read.status).toBe(200);
    await t.db
      .update(chatPresence)
      .set({ lastSeenAt: at(-60) })
      .where(eq(chatPresence.userId, reader.userId));
    expect((await as(blocker, `/api/chat/blocks/${sender.userId}`, { method: 'PUT' })).status).toBe(200);

    await sendChatDigests(t.deps, { now: at(2) });
    // The run told the quiet member (in the site only): it has run for everyone.
    expect(await digestsOf(quiet)).toHaveLength(1);
    expect(mailsTo(quiet)).toEqual([]);
    for (const member of [here, reader, blocker]) {
      expect(await digestsOf(member)).toEqual([]);
      expect(mailsTo(member)).toEqual([]);
    }
  });

  it('runs once when two processes run it at the same moment', async () => {
    const sender = await newMember(t, { firstName: 'Twice', lastName: 'Sender' });
    const reader = await newMember(t, { firstName: 'Once' });
    await send(sender, await open(sender, reader), 'Hello');
    const runs = await Promise.all([
      sendChatDigests(t.deps, { now: at(2) }),
      sendChatDigests(t.deps, { now: at(2) }),
    ]);
    expect(runs.some((r) => r.sent >= 1)).toBe(true);
    expect(mailsTo(reader)).toHaveLength(1);
    expect(await digestsOf(reader)).toHaveLength(1);
  });

  it('is scheduled: the job finds a member away and mails them without being asked', async () => {
    const sender = await newMember(t, { firstName: 'Timed', lastName: 'Sender' });
    const reader = await newMember(t, { firstName: 'Timed', lastName: 'Reader' });
    // Written two minutes ago (older than the minute a message waits for its transaction to settle).
    await send(sender, await open(sender, reader), 'Hello', new Date(Date.now() - 2 * MINUTE));
    const job = startChatDigest(t.deps, { intervalMs: 50 });
    try {
      const mail = await t.smtp.waitFor(reader.input.email);
      expect(mail.text).toContain('Timed Sender sent you 1 message on Fete Chat.');
    } finally {
      await job.stop();
    }
  });
});
