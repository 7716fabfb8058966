import sharp from 'sharp';
import { signIn, signInAdmin, newMember, type SignedIn } from '../auth/testing';
import { ensureAdmin } from '../auth/admin-account';
import { memberInput } from '../db/factories/members';
import type { TestServer } from './harness';

/** Test helpers for the authorization matrix and the schema fuzzing; only test files import this. */

/** Who calls a route in the authorization matrix. */
export const ACTORS = ['visitor', 'memberA', 'memberB', 'owner', 'admin'] as const;
export type ActorName = (typeof ACTORS)[number];

/** A caller: its session cookie (none for the visitor) and its account. */
export interface Caller {
  name: ActorName;
  cookie?: string;
  userId?: string;
  email?: string;
  password?: string;
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
