import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { signIn, signInAdmin, newMember, type SignedIn } from '../auth/testing';
import { ensureAdmin } from '../auth/admin-account';
import { createEvent, createRestaurant } from '../db/factories';
import { memberInput } from '../db/factories/members';
import { sessions, users } from '../db/schema';
import type { TestServer } from './harness';

/** Test helpers for the authorization matrix and the schema fuzzing; only test files import this. */

/** Who calls a route in the authorization matrix. */
export const ACTORS = ['visitor', 'memberA', 'memberB', 'owner', 'admin'] as const;
export type ActorName = (typeof ACTORS)[number];

/**
 * Callers whose account is not what it seems (issue #20): each must be answered exactly as the caller it
 * is answered as (VARIANT_ANSWERED_AS), whatever its session still says.
 */
export const VARIANT_ACTORS = ['suspended', 'expiredGold', 'demotedAdmin', 'otherOwner'] as const;
export type VariantActorName = (typeof VARIANT_ACTORS)[number];
export type CallerName = ActorName | VariantActorName;

export const VARIANT_ANSWERED_AS: Record<VariantActorName, ActorName> = {
  // A suspended member's session (one that slipped past the suspension, e.g. read from a cache) is none.
  suspended: 'visitor',
  // An expired membership ends the session at the next request: a visitor from then on.
  expiredGold: 'visitor',
  // Demoted by another administrator while signed in: a member like any other, in the same session.
  demotedAdmin: 'memberB',
  // Owns a restaurant and organises an event of their own, not the row's: nothing of the row's is theirs.
  otherOwner: 'memberB',
};

/** A caller: its session cookie (none for the visitor) and its account. */
export interface Caller {
  name: CallerName;
  cookie?: string;
  userId?: string;
  email?: string;
  password?: string;
  /**
   * Before each request: put back the session row the server deleted at the previous one (a suspended or
   * expired member's session is deleted when it is used), so every request tests the check, not a stale cookie.
   */
  revive?: () => Promise<void>;
}

const fromSignedIn = (name: ActorName, s: SignedIn): Caller => ({
  name,
  cookie: s.cookie,
  userId: s.userId,
  email: s.input.email,
  password: s.input.password,
});

/** The five callers, each a fresh account (a destructive route spends them: its row asks for new ones). */
export async function createCallers(t: TestServer): Promise<Record<ActorName, Caller>> {
  return {
    visitor: { name: 'visitor' },
    memberA: fromSignedIn('memberA', await newMember(t)),
    memberB: fromSignedIn('memberB', await newMember(t)),
    owner: fromSignedIn('owner', await newMember(t)),
    admin: await freshAdmin(t),
  };
}

/** Another administrator with its own account, for rows that spend the caller's account. */
export async function freshAdmin(t: TestServer): Promise<Caller> {
  const input = memberInput({ firstName: 'Ava', lastName: 'Admin' });
  const userId = await ensureAdmin(t.deps, input);
  const cookie = await signIn(t, input.email, input.password);
  return { name: 'admin', cookie, userId, email: input.email, password: input.password };
}

export { signInAdmin, newMember };

/**
 * A variant caller, made fresh (rows that spend an account get a new one per call). `admin` is the
 * administrator who demotes `demotedAdmin` through the back office, a write like any other.
 */
export async function createVariantCaller(
  t: TestServer,
  name: VariantActorName,
  admin: Caller,
): Promise<Caller> {
  if (name === 'demotedAdmin') {
    const caller = { ...(await freshAdmin(t)), name };
    // Used as an administrator first (its session looked up, an administrators' answer kept), then demoted.
    const before = await t.request('/api/admin/users?q=matrix', { cookie: caller.cookie });
    if (before.status !== 200) throw new Error(`admin read failed: ${before.status} ${before.text}`);
    const res = await t.request(`/api/admin/users/${caller.userId}/role`, {
      method: 'PUT',
      // Re-authentication (issue #20, item 9): the acting administrator's password.
      json: { role: 'user', password: admin.password },
      cookie: admin.cookie,
    });
    if (res.status !== 200) throw new Error(`demotion failed: ${res.status} ${res.text}`);
    return caller;
  }
  const s = await newMember(t);
  const caller: Caller = {
    name,
    cookie: s.cookie,
    userId: s.userId,
    email: s.input.email,
    password: s.input.password,
  };
  if (name === 'otherOwner') {
    await createRestaurant(t.db, { ownerId: s.userId });
    await createEvent(t.db, { organizerId: s.userId });
    return caller;
  }
  await t.db
    .update(users)
    .set(
      name === 'suspended'
        ? { banned: true, banReason: 'Matrix check' }
        : { membershipType: 'gold', membershipExpiresAt: new Date(Date.now() - 86_400_000) },
    )
    .where(eq(users.id, s.userId));
  const kept = await t.db.select().from(sessions).where(eq(sessions.userId, s.userId));
  caller.revive = async () => {
    await t.db.insert(sessions).values(kept).onConflictDoNothing();
  };
  return caller;
}

/** The four variant callers. */
export async function createVariantCallers(
  t: TestServer,
  admin: Caller,
): Promise<Record<VariantActorName, Caller>> {
  const made = {} as Record<VariantActorName, Caller>;
  for (const name of VARIANT_ACTORS) made[name] = await createVariantCaller(t, name, admin);
  return made;
}

/** A resume the caller uploads: a few bytes of PDF, no image decoding. */
export const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** The smallest photo that passes the image checks, for the one row that needs an avatar. */
export const tinyPhoto = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 250, g: 180, b: 20 } } })
    .png()
    .toBuffer();

/** Upload a small image (purpose `image`) as `cookie` and answer its URL, as the image field of a form holds it. */
export async function uploadImageUrl(t: TestServer, cookie: string): Promise<string> {
  return uploadImageUrlAs(t, cookie, 'image');
}

/** Where the browser's form posts an upload: the purpose is in the address (the server decides before the body). */
export const uploadPath = (purpose: string) => `/api/uploads?purpose=${encodeURIComponent(purpose)}`;

/** POST /api/uploads as the browser's form sends it (to `uploadPath(purpose)`). */
export function uploadForm(purpose: string, file: Buffer, name: string, type: string): FormData {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', new Blob([new Uint8Array(file)], { type }), name);
  return form;
}

/** Upload a file as `cookie` and answer its id (the test fails loudly when the upload is refused). */
export async function uploadAs(
  t: TestServer,
  cookie: string,
  purpose: 'resume' | 'avatar' | 'image',
): Promise<string> {
  const file = purpose === 'resume' ? pdf : await tinyPhoto();
  const form =
    purpose === 'resume'
      ? uploadForm(purpose, file, 'resume.pdf', 'application/pdf')
      : uploadForm(purpose, file, 'me.png', 'image/png');
  const res = await t.request(uploadPath(purpose), { method: 'POST', body: form, cookie });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${res.text}`);
  return res.data.upload.id as string;
}

/** Upload a small image as `cookie` for a content manager's field and answer its URL (the form sends that). */
export async function uploadImageUrlAs(
  t: TestServer,
  cookie: string,
  purpose: 'image' | 'marqet' | 'receipt',
): Promise<string> {
  const form = uploadForm(purpose, await tinyPhoto(), 'photo.png', 'image/png');
  const res = await t.request(uploadPath(purpose), { method: 'POST', body: form, cookie });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${res.text}`);
  return res.data.upload.url as string;
}
