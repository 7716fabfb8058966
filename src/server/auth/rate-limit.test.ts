// @module-tag postgres
import { describe, expect, it } from 'vitest';
import { memberInput } from '../db/factories/members';
import { createTestServer, testServerForFile, type TestServer } from '../test/harness';
import { loadConfig } from '../config';
import { appRateLimits, rateLimits } from '../db/schema';
import { expectTestOnly, productionEnv } from '../test/config-env';
import { firstLink } from '../test/smtp-sink';
import { ensureAdmin, upsertAdmin } from './admin-account';
import { newMember, signUp } from './testing';

const t = testServerForFile();

/**
 * Send `count` requests from one address (to `server`, this file's unless told; the i-th with `headers(i)`)
 * and return the statuses.
 */
async function statuses(
  count: number,
  path: string,
  json: () => unknown,
  ip: string,
  { server = t, headers }: { server?: TestServer; headers?: (i: number) => Record<string, string> } = {},
): Promise<number[]> {
  const result: number[] = [];
  for (let i = 0; i < count; i++)
    result.push((await server.request(path, { json: json(), ip, headers: headers?.(i) })).status);
  return result;
}

/** A sign-up refused for its short password (422), counted by the per-address limit all the same. */
const refusedSignUp = () => ({ ...memberInput(), password: '1' });

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
    expect(await statuses(5, '/api/auth/sign-up/email', refusedSignUp, ip)).toEqual(Array(5).fill(422));
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
    const results = await statuses(6, '/api/auth/sign-up/email', refusedSignUp, ip, {
      headers: (i) => ({ 'x-fete-client-ip': `203.0.113.${i}` }),
    });
    expect(results.at(-1)).toBe(429);
  });
});

describe('the test-only limit factor of the browser journeys', () => {
  it('is refused outside NODE_ENV=test, so production always has the real limits', () => {
    expectTestOnly({ TEST_AUTH_RATE_LIMIT_FACTOR: '10' });
    expect(loadConfig(productionEnv).authRateLimitFactor).toBe(1);
  });

  it('multiplies every per-address limit of a test server', async () => {
    const relaxed = await createTestServer({ authRateLimitFactor: 2 });
    try {
      const ip = relaxed.freshIp();
      expect(await statuses(11, '/api/auth/sign-up/email', refusedSignUp, ip, { server: relaxed })).toEqual([
        ...Array(10).fill(422),
        429,
      ]);
    } finally {
      await relaxed.close();
    }
  });
});

/** One sign-in attempt from `ip`. */
const signInFrom = (ip: string, email: string, password: string) =>
  t.request('/api/auth/sign-in/email', { json: { email, password }, ip });

/** A reset link for `email`, asked for from a network of its own, and followed to set `newPassword`. */
async function resetPassword(email: string, newPassword: string) {
  const asked = await t.request('/api/auth/request-password-reset', {
    json: { email, redirectTo: '/reset-password' },
  });
  expect(asked.status).toBe(200);
  const mail = await t.smtp.waitFor(email);
  const token = new URL(firstLink(mail.text, '/reset-password')).searchParams.get('token')!;
  const reset = await t.request('/api/auth/reset-password', { json: { newPassword, token } });
  expect(reset.status).toBe(200);
}

describe('sign-in limits per account', () => {
  it('60 wrong passwords from one address do not lock the member out: the right one from another address signs in', async () => {
    const { input } = await newMember(t);
    const attacker = t.freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      statuses.push((await signInFrom(attacker, input.email, `guess-${i}-guess`)).status);
    }
    // The attacker's address is held after 10 (per account, and by better-auth's per-address minute).
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(new Set(statuses.slice(10))).toEqual(new Set([429]));
    expect((await signInFrom(t.freshIp(), input.email, input.password)).status).toBe(200);
  });

  it('holds one address after 10 wrong passwords for one account, for that account only', async () => {
    const { input } = await newMember(t);
    const other = await newMember(t);
    const ip = t.freshIp();
    // Spread over many accounts' worth of time: better-auth's own per-address minute is not what bites here.
    for (let i = 0; i < 10; i++) {
      expect((await signInFrom(ip, input.email.toUpperCase(), `guess-${i}-guess`)).status).toBe(401);
      await t.db.delete(rateLimits);
    }
    const held = await signInFrom(ip, input.email, input.password);
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(60);
    // The same address may still sign in to another account.
    expect((await signInFrom(ip, other.input.email, other.input.password)).status).toBe(200);
  });

  it('counts only wrong passwords: a member who signs in often is never held', async () => {
    const { input } = await newMember(t);
    const ip = t.freshIp();
    for (let round = 0; round < 3; round++) {
      // Nine typos, then the right password: the address's count for this account starts again.
      for (let i = 0; i < 9; i++) {
        expect((await signInFrom(ip, input.email, `typo-${round}-${i}`)).status).toBe(401);
        await t.db.delete(rateLimits);
      }
      expect((await signInFrom(ip, input.email, input.password)).status).toBe(200);
      await t.db.delete(rateLimits);
    }
    for (let i = 0; i < 12; i++)
      expect((await signInFrom(t.freshIp(), input.email, input.password)).status).toBe(200);
  });

  it('slows an account under attack from many addresses down instead of locking it', async () => {
    const { input } = await newMember(t);
    // A day's worth of wrong passwords, each from a new address: no address is ever held.
    for (let i = 0; i < 50; i++) {
      expect((await signInFrom(t.freshIp(), input.email, `spray-${i}-spray`)).status).toBe(401);
    }
    // Now each address gets 3 wrong passwords a quarter hour for this account, not 10.
    const late = t.freshIp();
    for (let i = 0; i < 3; i++) expect((await signInFrom(late, input.email, `late-${i}-x`)).status).toBe(401);
    expect((await signInFrom(late, input.email, input.password)).status).toBe(429);
    // The member, from an address of their own, signs in at once.
    expect((await signInFrom(t.freshIp(), input.email, input.password)).status).toBe(200);
  });

  it('a password reset lifts every hold on the account', async () => {
    const { input } = await newMember(t);
    const ip = t.freshIp();
    for (let i = 0; i < 10; i++) {
      await signInFrom(ip, input.email, `guess-${i}-guess`);
      await t.db.delete(rateLimits);
    }
    expect((await signInFrom(ip, input.email, input.password)).status).toBe(429);
    await resetPassword(input.email, 'after-the-reset-2029');
    expect((await signInFrom(ip, input.email, 'after-the-reset-2029')).status).toBe(200);
  });

  it('npm run admin (upsertAdmin setting the password) lifts every hold on the administrator', async () => {
    const admin = memberInput();
    await ensureAdmin(t.deps, admin);
    const ip = t.freshIp();
    for (let i = 0; i < 10; i++) {
      await signInFrom(ip, admin.email, `guess-${i}-guess`);
      await t.db.delete(rateLimits);
    }
    expect((await signInFrom(ip, admin.email, admin.password)).status).toBe(429);
    await upsertAdmin(t.deps, { email: admin.email, password: 'operator-set-2029' }, { setPassword: true });
    expect((await signInFrom(ip, admin.email, 'operator-set-2029')).status).toBe(200);
  });

  it('keeps neither the address tried nor the client address in clear', async () => {
    const email = `never-stored-${Date.now()}@fete.test`;
    const ip = t.freshIp();
    expect((await signInFrom(ip, email, 'guess-guess')).status).toBe(401);
    expect(
      (
        await t.request('/api/auth/request-password-reset', {
          json: { email, redirectTo: '/reset-password' },
          ip,
        })
      ).status,
    ).toBe(200);
    const keys = (await t.db.select({ key: appRateLimits.key }).from(appRateLimits)).map((r) => r.key);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).not.toContain(email);
      expect(key).not.toContain('never-stored');
      expect(key).not.toContain(ip);
    }
  });
});

describe('reset-request limits per inbox', () => {
  it('3 an hour for one address from one network; another network still gets its mail', async () => {
    const { input } = await newMember(t);
    const ask = (ip: string) =>
      t.request('/api/auth/request-password-reset', {
        json: { email: input.email, redirectTo: '/reset-password' },
        ip,
      });
    const attacker = t.freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await ask(attacker)).status);
      await t.db.delete(rateLimits);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const before = t.smtp.mails.length;
    expect((await ask(t.freshIp())).status).toBe(200);
    expect(t.smtp.mails.length).toBe(before + 1);
    // An address with no account is limited the same way, so the answer tells nothing about accounts.
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) {
      unknown.push(
        (
          await t.request('/api/auth/request-password-reset', {
            json: { email: 'nobody-here@fete.test', redirectTo: '/reset-password' },
            ip: attacker,
          })
        ).status,
      );
      await t.db.delete(rateLimits);
    }
    expect(unknown).toEqual([200, 200, 200, 429]);
  });

  it('an inbox flooded from many networks gets at most one mail a day from each new one', async () => {
    const { input } = await newMember(t);
    const ask = (ip: string) =>
      t.request('/api/auth/request-password-reset', {
        json: { email: input.email, redirectTo: '/reset-password' },
        ip,
      });
    for (let i = 0; i < 10; i++) expect((await ask(t.freshIp())).status).toBe(200);
    const late = t.freshIp();
    expect((await ask(late)).status).toBe(200);
    expect((await ask(late)).status).toBe(429);
    // The member, from their own network, still gets a link.
    expect((await ask(t.freshIp())).status).toBe(200);
  });
});
