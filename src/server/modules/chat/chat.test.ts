// @module-tag postgres
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { CHAT_SEND_LIMIT, chatMessages as texts } from '../../../shared/domains/chat';
import { liveTopics } from '../../../shared/schemas/live';
import { memberForFile, newMember, signInAdmin, type SignedIn } from '../../auth/testing';
import { isMessage, isReady, json, openLive, type LiveClient } from '../../platform/live/testing';
import { testServerForFile } from '../../test/harness';
import { sendMessage } from './service';

const t = testServerForFile();
const kaia = memberForFile(t, { firstName: 'Kaia', lastName: 'Baptiste' });
const marlon = memberForFile(t, { firstName: 'Marlon', lastName: 'Joseph' });
const stranger = memberForFile(t, { firstName: 'Sasha', lastName: 'Stranger' });
const streams: LiveClient[] = [];
afterAll(async () => {
  await Promise.all(streams.map((s) => s.close()));
});

const as = (who: SignedIn, path: string, init: { method?: string; json?: unknown } = {}) =>
  t.request(path, { cookie: who.cookie, ...init });
const open = async (a: SignedIn, b: SignedIn) => {
  const res = await as(a, '/api/chat/conversations', { json: { with: b.userId } });
  expect(res.status).toBe(200);
  return res.data.id as string;
};
const send = (who: SignedIn, id: string, body: string) =>
  as(who, `/api/chat/conversations/${id}/messages`, { json: { body } });

/** The next live message of a type (a member away from chat also gets a notification's count). */
const nextOf = async (stream: LiveClient, type: string) =>
  json(await stream.next((b) => isMessage(b) && json(b).type === type));

async function live(who: SignedIn, lastEventId?: string) {
  const stream = await openLive(t.app, `topics=${liveTopics.member(who.userId)}`, {
    cookie: who.cookie,
    lastEventId,
  });
  streams.push(stream);
  return stream;
}

describe('Fete Chat', () => {
  it('401 for visitors on every chat route', async () => {
    for (const [method, path] of [
      ['GET', '/api/chat/conversations'],
      ['GET', '/api/chat/unread'],
      ['POST', '/api/chat/conversations'],
    ] as const) {
      expect(
        (await t.request(path, { method, json: method === 'POST' ? { with: 'x' } : undefined })).status,
      ).toBe(401);
    }
  });

  it('Start Chat opens one conversation per pair, whoever starts it and however often (race-safe)', async () => {
    const a = await newMember(t);
    const b = await newMember(t);
    const ids = await Promise.all([open(a, b), open(b, a), open(a, b), open(b, a)]);
    expect(new Set(ids).size).toBe(1);
    expect(
      (await as(a, '/api/chat/conversations', { json: { with: 'no-such-member' } })).data.error.message,
    ).toBe(texts.userNotFound);
    expect((await as(a, '/api/chat/conversations', { json: { with: a.userId } })).status).toBe(422);
  });

  it('sends, lists with the last message and unread count, pages back, and marks read', async () => {
    const id = await open(kaia, marlon);
    for (let i = 1; i <= 5; i++) expect((await send(kaia, id, `Message ${i}`)).status).toBe(201);
    const list = await as(marlon, '/api/chat/conversations');
    const row = list.data.items.find((c: { id: string }) => c.id === id);
    expect(row.other).toMatchObject({ id: kaia.userId, firstName: 'Kaia', lastName: 'Baptiste' });
    expect(row.lastMessage.body).toBe('Message 5');
    expect(row.unread).toBe(5);
    expect(list.data.unread).toBe(5);

    const newest = await as(marlon, `/api/chat/conversations/${id}/messages?limit=2`);
    expect(newest.data.items.map((m: { body: string }) => m.body)).toEqual(['Message 4', 'Message 5']);
    expect(newest.data.hasMore).toBe(true);
    const older = await as(
      marlon,
      `/api/chat/conversations/${id}/messages?limit=10&before=${newest.data.items[0].id}`,
    );
    expect(older.data.items.map((m: { body: string }) => m.body)).toEqual([
      'Message 1',
      'Message 2',
      'Message 3',
    ]);
    expect(older.data.hasMore).toBe(false);

    expect((await as(marlon, `/api/chat/conversations/${id}/read`, { method: 'POST' })).data.unread).toBe(0);
    const after = await as(kaia, `/api/chat/conversations/${id}`);
    expect(after.data.otherLastReadAt).not.toBeNull();
    expect(Date.parse(after.data.otherLastReadAt)).toBeGreaterThanOrEqual(
      Date.parse(after.data.lastMessage.createdAt),
    );
  });

  it('no member reads or writes another pair’s conversation: 404, as if it did not exist', async () => {
    const id = await open(kaia, marlon);
    await send(kaia, id, 'Just between us');
    for (const res of [
      await as(stranger, `/api/chat/conversations/${id}`),
      await as(stranger, `/api/chat/conversations/${id}/messages`),
      await send(stranger, id, 'Let me in'),
      await as(stranger, `/api/chat/conversations/${id}/read`, { method: 'POST' }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.data.error.message).toBe(texts.notFound);
    }
    // Not even an administrator reads members' conversations.
    const admin = await signInAdmin(t);
    expect((await as(admin, `/api/chat/conversations/${id}/messages`)).status).toBe(404);
    const theirs = (await as(stranger, '/api/chat/conversations')).data.items;
    expect(theirs.map((c: { id: string }) => c.id)).not.toContain(id);
    const messages = (await as(kaia, `/api/chat/conversations/${id}/messages`)).data.items;
    expect(messages.map((m: { body: string }) => m.body)).not.toContain('Let me in');
  });

  it('422 for an empty or a 2,001-character message; 2,000 characters are fine', async () => {
    const id = await open(kaia, marlon);
    const long = await send(kaia, id, 'x'.repeat(2001));
    expect(long.status).toBe(422);
    expect(long.data.error.fields.body).toBe(texts.tooLong);
    expect((await send(kaia, id, '   ')).status).toBe(422);
    expect(
      (await as(kaia, `/api/chat/conversations/${id}/messages`, { json: { body: 'hi', html: '<b>' } }))
        .status,
    ).toBe(422);
    expect((await send(kaia, id, 'y'.repeat(2000))).status).toBe(201);
    // The database refuses it too, whatever writes it.
    await expect(
      t.db.execute(
        sql`insert into chat_messages (conversation_id, sender_id, body) values (${id}, ${kaia.userId}, ${'z'.repeat(2001)})`,
      ),
    ).rejects.toThrow();
  });

  it('a blocked member cannot message, either way, until unblocked; the other side is told live', async () => {
    const a = await newMember(t);
    const b = await newMember(t);
    const id = await open(a, b);
    expect((await send(b, id, 'Before the block')).status).toBe(201);
    expect((await as(a, `/api/chat/blocks/${b.userId}`, { method: 'PUT' })).data).toEqual({ blocked: true });
    for (const [who, body] of [
      [b, 'Blocked'],
      [a, 'Blocker'],
    ] as const) {
      const res = await send(who, id, body);
      expect(res.status).toBe(403);
      expect(res.data.error.message).toBe(texts.blocked);
    }
    const seenByA = (await as(a, `/api/chat/conversations/${id}`)).data;
    expect(seenByA).toMatchObject({ blockedByMe: true, blockedByThem: false });
    // The blocked member cannot start a new conversation either.
    expect((await as(b, '/api/chat/conversations', { json: { with: a.userId } })).status).toBe(404);
    expect((await as(a, `/api/chat/blocks/${b.userId}`, { method: 'DELETE' })).data).toEqual({
      blocked: false,
    });
    expect((await send(b, id, 'After the unblock')).status).toBe(201);
    expect((await as(a, '/api/chat/blocks/nobody-here', { method: 'PUT' })).status).toBe(404);
  });

  it('rate limits sends per member (429, with the seconds left), and the limit is one member’s, not everyone’s', async () => {
    const a = await newMember(t);
    const b = await newMember(t);
    const id = await open(a, b);
    const actor = { id: a.userId, role: 'user', emailVerified: true } as never;
    const now = new Date();
    for (let i = 0; i < CHAT_SEND_LIMIT.max; i++) {
      await sendMessage(t.deps, actor, id, { body: `Burst ${i}` }, now);
    }
    // 20 s into the window, 40 are left.
    const twentySecondsOn = new Date(now.getTime() + 20_000);
    expect(await sendMessage(t.deps, actor, id, { body: 'One too many' }, twentySecondsOn)).toEqual({
      retryAfterSeconds: 40,
    });
    // Over HTTP: 429, the catalogue's message, and Retry-After within the window (the clock has moved on).
    const refused = await send(a, id, 'Still too many');
    expect(refused.status).toBe(429);
    expect(refused.data).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(CHAT_SEND_LIMIT.window);
    expect((await send(b, id, 'The other member still can')).status).toBe(201);
    // A minute later the member may send again.
    const later = new Date(now.getTime() + 61_000);
    await expect(sendMessage(t.deps, actor, id, { body: 'Back again' }, later)).resolves.toMatchObject({
      body: 'Back again',
    });
  });

  it('reports go to the administrators with the message; only a participant reports, once', async () => {
    const id = await open(kaia, marlon);
    const sent = await send(marlon, id, 'Buy followers at https://spam.example');
    const messageId = sent.data.id;
    expect((await as(stranger, `/api/chat/messages/${messageId}/report`, { json: {} })).status).toBe(404);
    expect((await as(marlon, `/api/chat/messages/${messageId}/report`, { json: {} })).status).toBe(404);
    expect(
      (await as(kaia, `/api/chat/messages/${messageId}/report`, { json: { reason: 'Spam' } })).status,
    ).toBe(201);
    expect((await as(kaia, `/api/chat/messages/${messageId}/report`, { json: {} })).status).toBe(409);

    const admin = await signInAdmin(t);
    expect((await as(kaia, '/api/admin/chat-reports')).status).toBe(403);
    const reports = await as(admin, '/api/admin/chat-reports');
    const report = reports.data.items.find((r: { messageId: string }) => r.messageId === messageId);
    expect(report).toMatchObject({
      body: 'Buy followers at https://spam.example',
      reason: 'Spam',
      reporter: { id: kaia.userId },
      reported: { id: marlon.userId },
    });
    const resolved = await as(admin, `/api/admin/chat-reports/${report.id}/resolve`, { method: 'POST' });
    expect(resolved.data.items.map((r: { id: string }) => r.id)).not.toContain(report.id);
    expect((await as(admin, `/api/admin/chat-reports/${report.id}/resolve`, { method: 'POST' })).status).toBe(
      404,
    );
  });
});

describe('Fete Chat live', () => {
  it('a message reaches both members through one statement (the live lock is taken once, held to COMMIT)', async () => {
    const [a, b] = [await newMember(t), await newMember(t)];
    const sent = await send(a, await open(a, b), 'One lock for both');
    // Rows inserted by one statement share its command id (cmin) within the transaction.
    const rows = await t.db.execute(
      sql`select topic, cmin::text as command from live_events where payload->'message'->>'id' = ${sent.data.id}`,
    );
    const published = (rows as unknown as { rows: { topic: string; command: string }[] }).rows;
    expect(published.map((r) => r.topic).sort()).toEqual(
      [liveTopics.member(a.userId), liveTopics.member(b.userId)].sort(),
    );
    expect(new Set(published.map((r) => r.command)).size).toBe(1);
  });

  it('a new message, the unread count and the read receipt reach both members live', async () => {
    const a = await newMember(t);
    const b = await newMember(t);
    const id = await open(a, b);
    const [toA, toB] = [await live(a), await live(b)];
    await Promise.all([toA.next(isReady), toB.next(isReady)]);

    const sent = await send(a, id, 'Live from the road');
    const received = await nextOf(toB, 'chat.message');
    expect(received).toMatchObject({
      type: 'chat.message',
      conversationId: id,
      message: { id: sent.data.id, body: 'Live from the road', senderId: a.userId },
      unread: 1,
    });
    expect(await nextOf(toA, 'chat.message')).toMatchObject({ unread: 0 });

    await as(b, `/api/chat/conversations/${id}/read`, { method: 'POST' });
    expect(await nextOf(toA, 'chat.read')).toMatchObject({ readerId: b.userId, unread: 0 });
    expect(await nextOf(toB, 'chat.read')).toMatchObject({ readerId: b.userId, unread: 0 });
  });

  it('after a dropped connection, Last-Event-ID replays exactly what was missed', async () => {
    const a = await newMember(t);
    const b = await newMember(t);
    const id = await open(a, b);
    const first = await live(b);
    await first.next(isReady);
    await send(a, id, 'Seen live');
    const seen = await first.next((block) => isMessage(block) && json(block).type === 'chat.message');
    await first.close();

    await send(a, id, 'Missed one');
    await send(a, id, 'Missed two');
    const again = await live(b, seen.id);
    const blocks = await again.until(isReady);
    const missed = blocks.filter((m) => isMessage(m) && json(m).type === 'chat.message').map(json);
    expect(missed.map((m) => m.message.body)).toEqual(['Missed one', 'Missed two']);
    expect(missed.map((m) => m.unread)).toEqual([2, 3]);
    await send(a, id, 'Live again');
    expect((await nextOf(again, 'chat.message')).message.body).toBe('Live again');
  });

  it('another member cannot listen to a member’s topic (404)', async () => {
    const res = await openLive(t.app, `topics=${liveTopics.member(kaia.userId)}`, {
      cookie: stranger.cookie,
    });
    expect(res.status).toBe(404);
  });
});
