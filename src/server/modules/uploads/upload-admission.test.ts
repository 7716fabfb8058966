// @module-tag pglite
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MB } from '../../../shared/constants';
import { messages } from '../../../shared/errors';
import { testServerForFile } from '../../test/harness';
import { UPLOAD_ADMISSION } from './admission';
import { MULTIPART_ALLOWANCE, purposeRules } from './service';
import { pdf, photo, uploadClient } from './upload-client';
import { validationError } from '../../test/errors';

/**
 * Issue #20, item 1: everything about an upload that needs no body is decided before a byte of it is read: the
 * purpose (in the address), whether the member may use it, and whether there is room (2 at once per member, a
 * byte budget per process; 503 with Retry-After). The bodies below never end unless the test lets them, so an
 * answer to one proves the server did not wait for it.
 */
const t = testServerForFile();
const { newMember, upload } = uploadClient(() => t);

const BOUNDARY = 'fete-admission-boundary';
const encoder = new TextEncoder();

/** A body that never ends and is never read from: any answer to it was made without it. */
const neverEnding = () =>
  new ReadableStream<Uint8Array>({ pull: () => new Promise(() => {}) }, { highWaterMark: 0 });

function post(
  query: string,
  cookie: string,
  body: ReadableStream<Uint8Array>,
  headers: Record<string, string> = {},
) {
  return t.app.request(`/api/uploads${query}`, {
    method: 'POST',
    body,
    duplex: 'half',
    headers: {
      cookie,
      origin: t.config.publicUrl,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...headers,
    },
  } as RequestInit);
}

/**
 * An upload that sends the start of its form, then waits: `reading` settles once the server has begun to read
 * it (so it was admitted), `finish()` sends the rest. Its body may declare a length, as a browser's does.
 */
function heldUpload(cookie: string, purpose: string, file: Buffer, declaredLength?: number) {
  const head = encoder.encode(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="held.bin"\r\n` +
      `Content-Type: application/octet-stream\r\n\r\n`,
  );
  const rest = Buffer.concat([file, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  let begun!: () => void;
  const reading = new Promise<void>((resolve) => (begun = resolve));
  let step = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (step++ === 0) {
          controller.enqueue(head);
          begun();
          return;
        }
        await finished;
        controller.enqueue(new Uint8Array(rest));
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  const headers: Record<string, string> =
    declaredLength === undefined ? {} : { 'content-length': String(declaredLength) };
  const answer = post(`?purpose=${purpose}`, cookie, body, headers);
  return { answer, reading, finish };
}

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string; fields?: Record<string, string> } })
    .error;
}

describe('POST /api/uploads decides before reading the body', () => {
  it('refuses a missing or unknown purpose, and one the member may not use, without reading the body', async () => {
    const member = await newMember();
    const missing = await post('', member.cookie, neverEnding());
    expect(missing.status).toBe(422);
    expect(await errorOf(missing)).toMatchObject(
      validationError(messages.uploads.purposeRequired, 'purpose'),
    );

    const unknown = await post('?purpose=banner', member.cookie, neverEnding());
    expect(unknown.status).toBe(422);
    expect((await errorOf(unknown)).fields).toEqual({ purpose: messages.uploads.purposeRequired });

    // Receipt images are the administrators'.
    const receipt = await post('?purpose=receipt', member.cookie, neverEnding());
    expect(receipt.status).toBe(403);

    const tooLong = await post('?purpose=resume', member.cookie, neverEnding(), {
      'content-length': String(purposeRules.resume.maxBytes + MULTIPART_ALLOWANCE + 1),
    });
    expect(tooLong.status).toBe(413);
    expect((await errorOf(tooLong)).message).toBe(messages.uploads.resumeTooLarge);
  });

  it('lets a member have two uploads under way; a third is told to come back (503, Retry-After), others are not held up', async () => {
    const member = await newMember();
    const other = await newMember();
    const png = await photo(30, 20).png().toBuffer();
    const first = heldUpload(member.cookie, 'resume', pdf);
    const second = heldUpload(member.cookie, 'image', png);
    await Promise.all([first.reading, second.reading]);

    const third = await post('?purpose=resume', member.cookie, neverEnding());
    expect(third.status).toBe(503);
    expect(third.headers.get('retry-after')).toBe(String(UPLOAD_ADMISSION.memberRetryAfterSeconds));
    expect(await errorOf(third)).toEqual({ code: 'BUSY', message: messages.uploads.memberBusy });

    // Another member's upload goes through meanwhile.
    expect((await upload(other.cookie, { purpose: 'resume', file: pdf })).status).toBe(201);

    first.finish();
    second.finish();
    const answers = await Promise.all([first.answer, second.answer]);
    expect(answers.map((res) => res.status)).toEqual([201, 201]);
    // Their places are given back with their answers.
    expect((await upload(member.cookie, { purpose: 'resume', file: pdf })).status).toBe(201);
  });

  it('gives a place back whatever the answer, a refused body included', async () => {
    const member = await newMember();
    for (let i = 0; i < UPLOAD_ADMISSION.perMember + 1; i++) {
      const refused = await upload(member.cookie, { purpose: 'resume', file: Buffer.from('not a resume') });
      expect(refused.status).toBe(415);
    }
    const wrongForm = await upload(
      member.cookie,
      { file: pdf, purpose: 'resume' },
      { query: '?purpose=avatar' },
    );
    expect(wrongForm.status).toBe(422);
    expect((await upload(member.cookie, { purpose: 'resume', file: pdf })).status).toBe(201);
  });

  it('keeps the bodies under way in the process within its byte budget (503, Retry-After)', async () => {
    const declared = 30 * MB;
    const fit = Math.floor(UPLOAD_ADMISSION.processBytes / declared);
    const members = await Promise.all(
      Array.from({ length: Math.ceil(fit / UPLOAD_ADMISSION.perMember) + 1 }, () => newMember()),
    );
    const png = await photo(30, 20).png().toBuffer();
    const held = Array.from({ length: fit }, (_, i) =>
      heldUpload(members[Math.floor(i / UPLOAD_ADMISSION.perMember)]!.cookie, 'image', png, declared),
    );
    await Promise.all(held.map((h) => h.reading));

    // A member with nothing under way, but the process is full.
    const latecomer = members.at(-1)!;
    const refused = await post('?purpose=image', latecomer.cookie, neverEnding(), {
      'content-length': String(declared),
    });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe(String(UPLOAD_ADMISSION.processRetryAfterSeconds));
    expect(await errorOf(refused)).toEqual({ code: 'BUSY', message: messages.uploads.serverBusy });
    // A small one still fits in what is left.
    expect((await upload(latecomer.cookie, { purpose: 'resume', file: pdf })).status).toBe(201);

    for (const h of held) h.finish();
    expect((await Promise.all(held.map((h) => h.answer))).map((res) => res.status)).toEqual(
      held.map(() => 201),
    );
    const after = await upload(latecomer.cookie, { purpose: 'image', file: png });
    expect(after.status).toBe(201);
    // Every temporary file went with its answer.
    expect(fs.readdirSync(path.join(t.config.dataDir, 'tmp', 'uploads'))).toEqual([]);
  });
});
