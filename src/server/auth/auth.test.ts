import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberInput } from '../db/factories/members';
import { createTestServer, sessionCookie, type TestServer } from '../test/harness';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

describe('sign-up and sign-in', () => {
  it('creates a Gold member for a year and signs them in', async () => {
    const input = memberInput();
    const signup = await t.request('/api/auth/sign-up/email', { json: { ...input, name: 'x' } });
    expect(signup.status).toBe(200);
    const signin = await t.request('/api/auth/sign-in/email', {
      json: { email: input.email, password: input.password },
    });
    expect(signin.status).toBe(200);
    const session = await t.request('/api/auth/get-session', { cookie: sessionCookie(signin.headers) });
    expect(session.data.user.firstName).toBe(input.firstName);
    expect(session.data.user.membershipType).toBe('gold');
    const days = (new Date(session.data.user.membershipExpiresAt).getTime() - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(365);
  });
});
