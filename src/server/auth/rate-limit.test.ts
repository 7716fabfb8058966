// @module-tag postgres
import { describe, expect, it } from 'vitest';
import { memberInput } from '../db/factories/members';
import { createTestServer, testServerForFile } from '../test/harness';
import { loadConfig } from '../config';
import { signUp } from './testing';

const t = testServerForFile();

/** Send `count` requests from one address and return the statuses. */
async function statuses(count: number, path: string, json: () => unknown, ip: string): Promise<number[]> {
  const result: number[] = [];
  for (let i = 0; i < count; i++) result.push((await t.request(path, { json: json(), ip })).status);
  return result;
}

describe('rate limits on account endpoints', () => {
  it('sign-in: 10 attempts a minute from one address, then 429; other addresses are not affected', async () => {
    const { input } = await signUp(t);
    const ip = t.freshIp();
    // Ten different addresses guessed from one client: the per-client limit, not the per-account one.
    let n = 0;
    const wrong = () => ({ email: `guess-${++n}-${input.email}`, password: 'guess-guess' });
    expect(await statuses(10, '/api/auth/sign-in/email', wrong, ip)).toEqual(Array(10).fill(401));
    const blocked = await t.request('/api/auth/sign-in/email', {
      json: { email: input.email, password: input.password },
      ip,
    });
    expect(blocked.status).toBe(429);
    expect(blocked.data.message).toBeTruthy();
    expect(Number(blocked.headers.get('x-retry-after'))).toBeGreaterThan(0);

    const elsewhere = await t.request('/api/auth/sign-in/email', {
      json: { email: input.email, password: input.password },
    });
    expect(elsewhere.status).toBe(200);
  });

  it('sign-up: 5 a minute from one address, then 429 even for a valid sign-up', async () => {
    const ip = t.freshIp();
    expect(
      await statuses(5, '/api/auth/sign-up/email', () => ({ ...memberInput(), password: '1' }), ip),
    ).toEqual(Array(5).fill(422));
    const blocked = await t.request('/api/auth/sign-up/email', { json: memberInput(), ip });
    expect(blocked.status).toBe(429);
  });

  it('password reset requests: 3 a minute from one address, then 429 and no more mail', async () => {
    const { input } = await signUp(t);
    const ip = t.freshIp();
    const ask = () => ({ email: input.email });
    expect(await statuses(3, '/api/auth/request-password-reset', ask, ip)).toEqual([200, 200, 200]);
    await t.smtp.waitFor(input.email);
    const blocked = await t.request('/api/auth/request-password-reset', { json: ask(), ip });
    expect(blocked.status).toBe(429);
  });

  it('does not trust a client-supplied address header to dodge the limit', async () => {
    const ip = t.freshIp();
    const results: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.request('/api/auth/sign-up/email', {
        json: { ...memberInput(), password: '1' },
        ip,
        headers: { 'x-fete-client-ip': `203.0.113.${i}` },
      });
      results.push(res.status);
    }
    expect(results.at(-1)).toBe(429);
  });
});

describe('the test-only limit factor of the browser journeys', () => {
  it('is refused outside NODE_ENV=test, so production always has the real limits', () => {
    for (const NODE_ENV of ['production', 'development']) {
      expect(() =>
        loadConfig({
          NODE_ENV,
          AUTH_SECRET: 'x'.repeat(32),
          MAIL: 'outbox',
          TEST_AUTH_RATE_LIMIT_FACTOR: '10',
        }),
      ).toThrow(/test suite only/);
    }
    expect(
      loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), MAIL: 'outbox' }).authRateLimitFactor,
    ).toBe(1);
  });

  it('multiplies every per-address limit of a test server', async () => {
    const relaxed = await createTestServer({ authRateLimitFactor: 2 });
    try {
      const ip = relaxed.freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await relaxed.request('/api/auth/sign-up/email', {
          json: { ...memberInput(), password: '1' },
          ip,
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([...Array(10).fill(422), 429]);
    } finally {
      await relaxed.close();
    }
  });
});

describe('limits per account and per inbox', () => {
  it('sign-in: many addresses cannot spray one account; other accounts are not held up', async () => {
    const { input } = await signUp(t);
    const statuses: number[] = [];
    // Each attempt from a new address: the per-address limit never bites, the per-account one does.
    for (let i = 0; i < 11; i++) {
      const res = await t.request('/api/auth/sign-in/email', {
        json: { email: input.email.toUpperCase(), password: `guess-${i}-guess` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    const right = await t.request('/api/auth/sign-in/email', {
      json: { email: input.email, password: input.password },
    });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(60);
    const other = await signUp(t);
    const elsewhere = await t.request('/api/auth/sign-in/email', {
      json: { email: other.input.email, password: other.input.password },
    });
    expect(elsewhere.status).toBe(200);
  });

  it('reset requests: at most 3 mails an hour to one address, from any number of addresses', async () => {
    const { input } = await signUp(t);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.request('/api/auth/request-password-reset', {
        json: { email: input.email, redirectTo: '/reset-password' },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // An address with no account is limited the same way, so the answer tells nothing about accounts.
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.request('/api/auth/request-password-reset', {
        json: { email: 'nobody-here@fete.test', redirectTo: '/reset-password' },
      });
      unknown.push(res.status);
    }
    expect(unknown).toEqual([200, 200, 200, 429]);
  });
});
