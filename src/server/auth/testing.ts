import { eq } from 'drizzle-orm';
import type { SignupInput } from '../../shared/schemas/account';
import { memberInput } from '../db/factories/members';
import { users } from '../db/schema';
import { sessionCookie, type TestServer } from '../test/harness';
import { ensureAdmin } from './admin-account';

/** Test helpers for signed-in clients; only test files import this. */

export interface SignedIn {
  input: SignupInput;
  cookie: string;
  userId: string;
}

/** Sign up through the API (which signs in) and keep the session cookie. */
export async function signUp(t: TestServer, overrides: Partial<SignupInput> = {}): Promise<SignedIn> {
  const input = memberInput(overrides);
  const res = await t.request('/api/auth/sign-up/email', { json: { ...input, name: 'ignored' } });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  return { input, cookie: sessionCookie(res.headers), userId: res.data.user.id };
}

/** A second session (another device) of an existing member. */
export async function signIn(t: TestServer, email: string, password: string): Promise<string> {
  const res = await t.request('/api/auth/sign-in/email', { json: { email, password } });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
  return sessionCookie(res.headers);
}

/** An administrator made the way the server makes one (ensureAdmin), signed in. */
export async function signInAdmin(t: TestServer): Promise<SignedIn> {
  const input = memberInput({ firstName: 'Ava', lastName: 'Admin' });
  const userId = await ensureAdmin(t.deps, input);
  const cookie = await signIn(t, input.email, input.password);
  return { input, cookie, userId };
}

export async function userRow(t: TestServer, id: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Headers a browser sends with a cookie-bearing write to better-auth (it checks the Origin). */
export const sameOrigin = (t: TestServer) => ({ origin: t.config.publicUrl });
