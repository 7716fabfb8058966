// @module-tag postgres
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { CHAT_SEND_LIMIT } from '../../../shared/domains/chat';
import { newMember, type SignedIn } from '../../auth/testing';
import { testServerForFile } from '../../test/harness';
import { recordStatements } from '../../test/statements';
import { sendMessage } from './service';

/*
 * Issue #25, goal 3: a chat send makes one round trip for its checks and writes: whether the sender is in the
 * conversation, the rate limit, the blocks either way, the insert, the conversation's time, the presence, both
 * members' unread counts and both live messages (with their NOTIFY), with no transaction around them. It was
 * eleven statements (the participant, the rate limit, BEGIN, the other participant, blocks, insert, the
 * conversation's time, presence, unread counts, publication, COMMIT).
 */
const t = testServerForFile();

/** The tables a chat send reads or writes, besides the session lookup and the write watch. */
const sendTables = [
  'conversation_participants',
  'app_rate_limits',
  'chat_blocks',
  'chat_messages',
  'conversations',
  'chat_presence',
  'live_events',
];

const as = (who: SignedIn, path: string, json: unknown) => t.request(path, { cookie: who.cookie, json });

describe('a chat send', () => {
  it('checks, writes and publishes in one statement, without BEGIN or COMMIT', async () => {
    const [a, b] = [await newMember(t), await newMember(t)];
    const id = (await as(a, '/api/chat/conversations', { with: b.userId })).data.id as string;
    // The recorder sees the pool's statements, not those of a transaction's connection: a transaction shows here.
    const transaction = vi.spyOn(t.db, 'transaction');
    let status = 0;
    const texts = await recordStatements(t, async () => {
      status = (await as(a, `/api/chat/conversations/${id}/messages`, { body: 'One round trip' })).status;
    });
    expect(status).toBe(201);
    const sends = texts.filter((text) => sendTables.some((table) => new RegExp(`\\b${table}\\b`).test(text)));
    expect(sends).toHaveLength(1);
    expect(texts.filter((text) => /^\s*(begin|commit|savepoint)/i.test(text))).toEqual([]);
    expect(transaction).not.toHaveBeenCalled();
    transaction.mockRestore();
  });

  it('publishes the message the API answers, as the thread lists it, with each member’s unread count', async () => {
    const [a, b] = [await newMember(t), await newMember(t)];
    const id = (await as(a, '/api/chat/conversations', { with: b.userId })).data.id as string;
    await as(b, `/api/chat/conversations/${id}/messages`, { body: 'Earlier, unread by a' });
    const sent = (await as(a, `/api/chat/conversations/${id}/messages`, { body: 'Exactly the same' })).data;
    const listed = (await t.request(`/api/chat/conversations/${id}/messages`, { cookie: a.cookie })).data
      .items;
    expect(listed.at(-1)).toEqual(sent);
    const rows = await t.db.execute(
      sql`select topic, payload from live_events where payload->'message'->>'id' = ${sent.id} order by id`,
    );
    const published = (rows as unknown as { rows: { topic: string; payload: unknown }[] }).rows;
    expect(published).toEqual([
      {
        topic: `member:${b.userId}`,
        payload: { type: 'chat.message', conversationId: id, message: sent, unread: 1 },
      },
      {
        topic: `member:${a.userId}`,
        payload: { type: 'chat.message', conversationId: id, message: sent, unread: 1 },
      },
    ]);
  });

  it('writes and publishes nothing when refused (403, 429), and counts no attempt of a non-participant', async () => {
    const [a, b, stranger] = [await newMember(t), await newMember(t), await newMember(t)];
    const id = (await as(a, '/api/chat/conversations', { with: b.userId })).data.id as string;
    const counts = async () => {
      const rows = await t.db.execute(sql`select
        (select count(*) from chat_messages where conversation_id = ${id}) as messages,
        (select count(*) from live_events where payload->>'conversationId' = ${id}::text) as published`);
      const [row] = (rows as unknown as { rows: { messages: string; published: string }[] }).rows;
      return { messages: Number(row!.messages), published: Number(row!.published) };
    };
    const send = (who: SignedIn) => as(who, `/api/chat/conversations/${id}/messages`, { body: 'Hi' });
    for (let i = 0; i <= CHAT_SEND_LIMIT.max; i++) expect((await send(stranger)).status).toBe(404);
    // The stranger's 404s counted nothing against their limit: their own conversation takes their message.
    const theirs = (await as(stranger, '/api/chat/conversations', { with: a.userId })).data.id as string;
    expect((await as(stranger, `/api/chat/conversations/${theirs}/messages`, { body: 'Hello' })).status).toBe(
      201,
    );

    expect(
      (await t.request(`/api/chat/blocks/${a.userId}`, { method: 'PUT', cookie: b.cookie })).status,
    ).toBe(200);
    expect([(await send(a)).status, (await send(b)).status]).toEqual([403, 403]);
    expect(await counts()).toEqual({ messages: 0, published: 0 });
    await t.request(`/api/chat/blocks/${a.userId}`, { method: 'DELETE', cookie: b.cookie });

    const actor = { id: a.userId, role: 'user', emailVerified: true } as never;
    const now = new Date();
    // The two refused sends counted against a's limit, as they did before the send was one statement.
    for (let i = 1; i < CHAT_SEND_LIMIT.max; i++) await sendMessage(t.deps, actor, id, { body: `${i}` }, now);
    expect(await sendMessage(t.deps, actor, id, { body: 'Too many' }, now)).toEqual({
      retryAfterSeconds: CHAT_SEND_LIMIT.window,
    });
    const sent = CHAT_SEND_LIMIT.max - 1;
    expect(await counts()).toEqual({ messages: sent, published: 2 * sent });
  });

  it('takes sends of both members at once in one conversation, each published once to each member', async () => {
    const [a, b] = [await newMember(t), await newMember(t)];
    const id = (await as(a, '/api/chat/conversations', { with: b.userId })).data.id as string;
    const sends = Array.from({ length: 12 }, (_, i) =>
      as(i % 2 ? a : b, `/api/chat/conversations/${id}/messages`, { body: `At once ${i}` }),
    );
    expect((await Promise.all(sends)).map((res) => res.status)).toEqual(sends.map(() => 201));
    const rows = await t.db.execute(
      sql`select count(*)::int as n, count(distinct payload->'message'->>'id')::int as messages from live_events
        where payload->>'conversationId' = ${id}`,
    );
    expect((rows as unknown as { rows: { n: number; messages: number }[] }).rows[0]).toEqual({
      n: 24,
      messages: 12,
    });
  });
});
