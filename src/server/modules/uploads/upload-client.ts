import sharp from 'sharp';
import { expect } from 'vitest';
import { ensureAdmin } from '../../auth/admin-account';
import { newMember as createMember } from '../../auth/testing';
import { sessionCookie, type TestServer } from '../../test/harness';

/** Test helpers for the uploads API, shared by its test files. */

export const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 250, g: 180, b: 20 } } });

export const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A form as a browser sends it: the encoded body with its Content-Type and Content-Length. */
export async function encodedForm(form: FormData) {
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  const headers = {
    'content-type': encoded.headers.get('content-type')!,
    'content-length': String(body.length),
  };
  return { body, headers };
}

export interface Member {
  id: string;
  cookie: string;
}

/** Members, administrators, POST /api/uploads and the served files against the test server `server()` returns when called. */
export function uploadClient(server: () => TestServer) {
  /** A new member, signed in without the sign-up route (auth/testing.ts). */
  async function newMember(): Promise<Member> {
    const member = await createMember(server());
    return { id: member.userId, cookie: member.cookie };
  }

  async function signInAdmin(): Promise<Member> {
    const t = server();
    const credentials = { email: `admin.${Date.now()}@example.com`, password: 'steelpan-admin-2027' };
    const id = await ensureAdmin(t.deps, credentials);
    const res = await t.request('/api/auth/sign-in/email', { json: credentials });
    expect(res.status).toBe(200);
    return { id, cookie: sessionCookie(res.headers) };
  }

  /**
   * POST /api/uploads as the web's form sends it: the purpose in the address and in the form, and the body
   * with its Content-Length. `init.query` replaces the address's query ('' sends none).
   */
  async function upload(
    cookie: string | undefined,
    fields: { file?: Blob | Buffer; name?: string; type?: string; purpose?: string },
    init: { query?: string; headers?: Record<string, string> } = {},
  ) {
    const t = server();
    const form = new FormData();
    if (fields.purpose !== undefined) form.append('purpose', fields.purpose);
    if (fields.file !== undefined) {
      const blob =
        fields.file instanceof Blob
          ? fields.file
          : new Blob([new Uint8Array(fields.file)], { type: fields.type ?? 'application/octet-stream' });
      form.append('file', blob, fields.name ?? 'upload.bin');
    }
    const query =
      init.query ?? (fields.purpose === undefined ? '' : `?purpose=${encodeURIComponent(fields.purpose)}`);
    const { body, headers } = await encodedForm(form);
    return t.request(`/api/uploads${query}`, {
      method: 'POST',
      body,
      cookie,
      headers: { ...headers, ...init.headers },
    });
  }

  /** An upload that must be stored: POST /api/uploads answers 201, and this gives its `upload`. */
  async function stored(cookie: string, fields: Parameters<typeof upload>[1]) {
    const res = await upload(cookie, fields);
    expect(res.status).toBe(201);
    return res.data.upload;
  }

  /** GET a file the app serves (as a member with `cookie`, or a visitor), with its bytes. */
  async function fetchBytes(url: string, cookie?: string) {
    const res = await server().app.request(url, { headers: cookie ? { cookie } : {} });
    return { res, body: Buffer.from(await res.arrayBuffer()) };
  }

  return { newMember, signInAdmin, upload, stored, fetchBytes };
}
