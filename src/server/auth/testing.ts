import { eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import type { SignupInput } from '../../shared/schemas/account';
import { memberInput, signUpBody } from '../db/factories/members';
import { users } from '../db/schema';
import { sessionCookie, standIn, type TestServer } from '../test/harness';
import { ensureAdmin } from './admin-account';

/** Test helpers for signed-in clients; only test files import this. */

export interface SignedIn {
  input: SignupInput;
  cookie: string;
  userId: string;
}

/**
 * A new member, signed in, without the sign-up route: better-auth's sign-up called in the process (the same
 * hooks and defaults as the sign-up page: Gold for a year, the name from first and last; no HTTP, origin check or
 * per-address limit), keeping the session it opens. For every test that is not about signing up; those use
 * `signUp`.
 *
 * The member has confirmed their address (as if they had opened the mailed link), so attending, rating, chatting
 * and uploading work; `{ verified: false }` gives one who has not (no mail is sent either way).
 */
export async function newMember(
  t: TestServer,
  overrides: Partial<SignupInput> = {},
  { verified = true }: { verified?: boolean } = {},
): Promise<SignedIn> {
  const input = memberInput(overrides);
  const { headers, response } = await t.deps.auth.api.signUpEmail({
    body: signUpBody(input),
    returnHeaders: true,
  });
  if (verified) await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, response.user.id));
  return { input, cookie: sessionCookie(headers), userId: response.user.id };
}

/** Sign up through the sign-up route (which signs in) and keep the session cookie: for tests about signing up. */
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

/**
 * A member of a test file, signed in before its first test (call it after `testServerForFile`). Returned at
 * once as a stand-in, like the server, so the file needs no `let` / `beforeAll` of its own.
 */
export function memberForFile(t: TestServer): SignedIn {
  let member: SignedIn | undefined;
  beforeAll(async () => {
    member = await newMember(t);
  });
  return standIn(() => member, 'The member');
}

/** A member and the administrator of a test file, signed in before its first test (as `memberForFile`). */
export function signedInForFile(t: TestServer): { member: SignedIn; admin: SignedIn } {
  const member = memberForFile(t);
  let admin: SignedIn | undefined;
  beforeAll(async () => {
    admin = await signInAdmin(t);
  });
  return { member, admin: standIn(() => admin, 'The administrator') };
}

export async function userRow(t: TestServer, id: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Headers a browser sends with a cookie-bearing write to better-auth (it checks the Origin). */
export const sameOrigin = (t: TestServer) => ({ origin: t.config.publicUrl });
