import { eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import type { SignupInput } from '../../shared/schemas/account';
import { memberInput, signUpBody } from '../db/factories/members';
import { users } from '../db/schema';
import { sessionCookie, standIn, testServerForFile, type TestServer } from '../test/harness';
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

/** POST /api/auth/sign-in/email: the answer, whether the password signs in (200) or not (401). */
export const signInAttempt = (t: TestServer, email: string, password: string) =>
  t.request('/api/auth/sign-in/email', { json: { email, password } });

/** After a password change or reset: the old password no longer signs in (401), the new one does (200). */
export async function expectOnlyNewPassword(t: TestServer, email: string, old: string, fresh: string) {
  expect((await signInAttempt(t, email, old)).status, 'the old password').toBe(401);
  expect((await signInAttempt(t, email, fresh)).status, 'the new password').toBe(200);
}

/** A second session (another device) of an existing member. */
export async function signIn(t: TestServer, email: string, password: string): Promise<string> {
  const res = await signInAttempt(t, email, password);
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
 * Someone of a test file, signed in by `signIn` before its first test (call it after `testServerForFile`).
 * Returned at once as a stand-in, like the server, so the file needs no `let` / `beforeAll` of its own.
 */
export function personForFile(signIn: () => Promise<SignedIn>, what: string): SignedIn {
  let person: SignedIn | undefined;
  beforeAll(async () => {
    person = await signIn();
  });
  return standIn(() => person, what);
}

/** A member of a test file (`overrides`: their name, address…), signed in before its first test. */
export function memberForFile(t: TestServer, overrides: Partial<SignupInput> = {}): SignedIn {
  return personForFile(() => newMember(t, overrides), 'The member');
}

/** The administrator of a test file, made as the server makes one and signed in before its first test. */
export function adminForFile(t: TestServer): SignedIn {
  return personForFile(() => signInAdmin(t), 'The administrator');
}

/** A test file's server (`testServerForFile()`) and its member, signed in before its first test. */
export function memberTestFile(): { t: TestServer; member: SignedIn } {
  const t = testServerForFile();
  return { t, member: memberForFile(t) };
}

/** A test file's server (`testServerForFile()`) and its administrator, signed in before its first test. */
export function adminTestFile(): { t: TestServer; admin: SignedIn } {
  const t = testServerForFile();
  return { t, admin: adminForFile(t) };
}

/**
 * The administrator and the members of a test file, signed in before its first test in that order (as
 * `personForFile`): one member, `member`, unless `members` names them, each with the fields it sets (name,
 * address…). `signedInForFile(t, { member: {}, other: {} })` gives `{ admin, member, other }`.
 */
export function signedInForFile<Name extends string = 'member'>(
  t: TestServer,
  members: Record<Name, Partial<SignupInput>> = { member: {} } as Record<Name, Partial<SignupInput>>,
): { admin: SignedIn } & Record<Name, SignedIn> {
  const admin = adminForFile(t);
  const people = Object.fromEntries(
    Object.entries<Partial<SignupInput>>(members).map(([name, overrides]) => [
      name,
      memberForFile(t, overrides),
    ]),
  ) as Record<Name, SignedIn>;
  return { ...people, admin };
}

/** The init of a test server's request (method, JSON body, cookie, headers…). */
export type RequestOptions = NonNullable<Parameters<TestServer['request']>[1]>;

/** Requests as `who`: their session cookie unless `init` names another. */
export const requestAs =
  (t: TestServer, who: SignedIn) =>
  (path: string, init: RequestOptions = {}) =>
    t.request(path, { cookie: who.cookie, ...init });

/** A back-office route: method, path and the JSON body it takes (`undefined` for none). */
export type AdminRoute = [method: string, path: string, json: unknown];

/** Each of `routes` answers a visitor 401 and `member` 403 FORBIDDEN (the test then checks nothing changed). */
export async function expectAdminOnly(t: TestServer, member: SignedIn, routes: AdminRoute[]) {
  for (const [method, path, json] of routes) {
    const visitor = await t.request(path, { method, json });
    expect(visitor.status, `${method} ${path}`).toBe(401);
    const asMember = await t.request(path, { method, json, cookie: member.cookie });
    expect(asMember.status, `${method} ${path}`).toBe(403);
    expect(asMember.data.error.code).toBe('FORBIDDEN');
  }
}

export async function userRow(t: TestServer, id: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Headers a browser sends with a cookie-bearing write to better-auth (it checks the Origin). */
export const sameOrigin = (t: TestServer) => ({ origin: t.config.publicUrl });
