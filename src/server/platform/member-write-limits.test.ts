// @module-tag postgres
import { describe, expect, it } from 'vitest';
import { newMember, type SignedIn } from '../auth/testing';
import { createEvent } from '../db/factories';
import { testServerForFile } from '../test/harness';
import { MEMBER_WRITE_LIMITS } from './rate-limit';

/*
 * Issue #20, item 5: a member's everyday writes have limits, per member and kind.
 */
const t = testServerForFile();

const UNKNOWN = '8b0f6f9e-5c4a-4c61-9a55-0d6b0e0f0a11';
type Write = (member: SignedIn) => { path: string; method: string; json?: unknown };

describe('member writes have a limit each, per member', () => {
  const writes: Record<keyof typeof MEMBER_WRITE_LIMITS, (ids: { event: string; other: string }) => Write> = {
    like:
      ({ event }) =>
      () => ({ path: `/api/likes/events/${event}`, method: 'PUT' }),
    attendance:
      ({ event }) =>
      () => ({ path: `/api/events/${event}/attendance`, method: 'PUT' }),
    'form-submission': () => () => ({
      path: `/api/forms/ride/${UNKNOWN}/submissions`,
      method: 'POST',
      json: { answers: {} },
    }),
    'marqet-registration': () => () => ({ path: '/api/marqet/registrations', method: 'POST', json: {} }),
    'chat-open': () => () => ({ path: '/api/chat/conversations', method: 'POST', json: { with: UNKNOWN } }),
    'chat-block':
      ({ other }) =>
      () => ({ path: `/api/chat/blocks/${other}`, method: 'PUT' }),
    'chat-report': () => () => ({ path: `/api/chat/messages/${UNKNOWN}/report`, method: 'POST', json: {} }),
  };

  for (const [kind, make] of Object.entries(writes) as [
    keyof typeof writes,
    (typeof writes)[keyof typeof writes],
  ][]) {
    const { window, max } = MEMBER_WRITE_LIMITS[kind];
    it(
      `${kind}: ${max} in ${window} s, then 429 with Retry-After; another member is not held back`,
      { timeout: 60_000 },
      async () => {
        const [member, other] = [await newMember(t), await newMember(t)];
        const write = make({ event: (await createEvent(t.db)).id, other: other.userId });
        const send = (who: SignedIn) => {
          const { path, method, json } = write(who);
          return t.request(path, { method, json, cookie: who.cookie });
        };
        for (let i = 0; i < max; i++) {
          const res = await send(member);
          expect(res.status, `${kind} #${i + 1}: ${res.text}`).not.toBe(429);
        }
        const refused = await send(member);
        expect(refused.status).toBe(429);
        expect(refused.data.error.code).toBe('RATE_LIMITED');
        const retryAfter = Number(refused.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(window);
        expect((await send(other)).status).not.toBe(429);
      },
    );
  }
});
