// @module-tag postgres
import fs from 'node:fs';
import path from 'node:path';
import { eq, lt, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MB } from '../../../shared/constants';
import { messages } from '../../../shared/errors';
import { appRateLimits, rateLimits } from '../../db/schema';
import { testServerForFile } from '../../test/harness';
import { UPLOAD_RATE_LIMIT, consumeUploadAttempt, uploadRateKey } from './rate-limit';
import { pdf, uploadClient, type Member } from './upload-client';

/** Who may upload, what is valid input, and how often (the upload rate limit). */
const t = testServerForFile();
const { newMember, upload } = uploadClient(() => t);

const BOUNDARY = 'fete-endless-boundary';
/** A multipart body whose file part never ends: 64 KB more each time the server reads. */
function endlessFile(name: string): ReadableStream<Uint8Array> {
  let started = false;
  const chunk = new Uint8Array(64 * 1024).fill(0x41);
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(
            new TextEncoder().encode(
              `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
                `Content-Type: image/jpeg\r\n\r\n`,
            ),
          );
        } else controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
}

describe('POST /api/uploads: who may upload and what is valid input', () => {
  let member: Member;
  beforeAll(async () => {
    member = await newMember();
  });

  it('asks visitors to sign in', async () => {
    const res = await upload(undefined, { file: pdf, purpose: 'resume' });
    expect(res.status).toBe(401);
  });

  it('needs a file and a known purpose', async () => {
    const noFile = await upload(member.cookie, { purpose: 'avatar' });
    expect(noFile.status).toBe(422);
    expect(noFile.data.error.fields.file).toBe(messages.uploads.fileRequired);

    const emptyFile = await upload(member.cookie, { purpose: 'avatar', file: Buffer.alloc(0) });
    expect(emptyFile.status).toBe(422);

    const badPurpose = await upload(member.cookie, { purpose: 'banner', file: pdf });
    expect(badPurpose.status).toBe(422);
    expect(badPurpose.data.error.fields.purpose).toBe(messages.uploads.purposeRequired);

    // The purpose belongs in the address: the form's alone is too late (the body would have to be read first).
    const onlyInTheForm = await upload(member.cookie, { file: pdf, purpose: 'resume' }, { query: '' });
    expect(onlyInTheForm.status).toBe(422);
    expect(onlyInTheForm.data.error.fields.purpose).toBe(messages.uploads.purposeRequired);
    const noPurpose = await upload(member.cookie, { file: pdf });
    expect(noPurpose.status).toBe(422);

    const json = await t.request('/api/uploads?purpose=avatar', {
      cookie: member.cookie,
      json: { purpose: 'avatar' },
    });
    expect(json.status).toBe(422);
    expect(json.data.error.message).toBe(messages.uploads.multipartRequired);

    const badHint = await upload(member.cookie, { file: pdf, purpose: 'resume' }, { query: '?purpose=x' });
    expect(badHint.status).toBe(422);
    expect(badHint.data.error.fields.purpose).toBe(messages.uploads.purposeRequired);
    const mismatch = await upload(
      member.cookie,
      { file: pdf, purpose: 'resume' },
      { query: '?purpose=avatar' },
    );
    expect(mismatch.status).toBe(422);
    expect(mismatch.data.error.fields.purpose).toBe(messages.uploads.purposeMismatch);

    // The form need not repeat it.
    const addressOnly = await upload(member.cookie, { file: pdf }, { query: '?purpose=resume' });
    expect(addressOnly.status).toBe(201);
    expect(addressOnly.data.upload.purpose).toBe('resume');
  });

  it('refuses a text file renamed .png and an SVG as images, whatever they claim', async () => {
    const text = await upload(member.cookie, {
      purpose: 'avatar',
      file: Buffer.from('just some text, honestly'),
      name: 'photo.png',
      type: 'image/png',
    });
    expect(text.status).toBe(415);
    expect(text.data.error.message).toBe('Please upload an image file');

    const svg = await upload(member.cookie, {
      purpose: 'image',
      file: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
      ),
      name: 'logo.svg',
      type: 'image/svg+xml',
    });
    expect(svg.status).toBe(415);
    expect(svg.data.error.message).toBe('Please upload an image file');

    const pdfAsImage = await upload(member.cookie, { purpose: 'marqet', file: pdf, name: 'x.jpg' });
    expect(pdfAsImage.status).toBe(415);

    const brokenJpeg = await upload(member.cookie, {
      purpose: 'avatar',
      file: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 3)]),
      name: 'x.jpg',
    });
    expect(brokenJpeg.status).toBe(415);
    expect(brokenJpeg.data.error.message).toBe('Please upload an image file');
  });

  it('refuses images over the size limits with the spec messages', async () => {
    const header = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
    const jpegOfSize = (size: number) => {
      const buffer = Buffer.alloc(size);
      header.copy(buffer);
      return buffer;
    };
    const avatar = await upload(member.cookie, {
      purpose: 'avatar',
      file: jpegOfSize(30 * MB + 1),
      name: 'big.jpg',
      type: 'image/jpeg',
    });
    expect(avatar.status).toBe(413);
    expect(avatar.data.error.message).toBe('Image size must be less than 30MB');

    const marqet = await upload(member.cookie, { purpose: 'marqet', file: jpegOfSize(10 * MB + 1) });
    expect(marqet.status).toBe(413);
    expect(marqet.data.error.message).toBe('Image size must be less than 10MB');

    // No Content-Length and a body that never ends: the 413 comes once the limit has streamed in, which
    // shows the body is cut off as it arrives (a body read whole first would never be answered).
    const streamed = await t.app.request('/api/uploads?purpose=marqet', {
      method: 'POST',
      body: endlessFile('x.jpg'),
      duplex: 'half',
      headers: {
        cookie: member.cookie,
        origin: t.config.publicUrl,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect((await streamed.json()).error.message).toBe('Image size must be less than 10MB');
    // What had arrived was kept in a temporary file, and is gone with the refusal.
    expect(fs.readdirSync(path.join(t.config.dataDir, 'tmp', 'uploads'))).toEqual([]);
  });

  it('refuses an oversized body by its Content-Length before reading it', async () => {
    const announced = await upload(
      member.cookie,
      { purpose: 'resume', file: pdf },
      { query: '?purpose=resume', headers: { 'content-length': String(11 * MB) } },
    );
    expect(announced.status).toBe(413);
    expect(announced.data.error.message).toBe('Resume file size must be less than 10MB');

    const unannounced = await upload(
      member.cookie,
      { purpose: 'resume', file: pdf },
      { query: '', headers: { 'content-length': String(40 * MB) } },
    );
    expect(unannounced.status).toBe(422);
    expect(unannounced.data.error.fields.purpose).toBe(messages.uploads.purposeRequired);
  });
});

describe('upload rate limit', () => {
  it('answers 429 with Retry-After once a member used up the window, and again allows after it', async () => {
    const member = await newMember();
    const windowMs = UPLOAD_RATE_LIMIT.window * 1000;
    const usedUp = Date.now() - 1000;
    for (let i = 0; i < UPLOAD_RATE_LIMIT.max; i++)
      await consumeUploadAttempt(t.db, member.id, undefined, usedUp);
    const limited = await upload(member.cookie, { purpose: 'resume', file: pdf });
    expect(limited.status).toBe(429);
    expect(limited.data.error.message).toBe(messages.uploads.tooMany);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(UPLOAD_RATE_LIMIT.window);

    // The same member a window later: the count starts again.
    const key = uploadRateKey(member.id);
    await t.db
      .update(appRateLimits)
      .set({ windowStart: Date.now() - windowMs - 1 })
      .where(eq(appRateLimits.key, key));
    const allowed = await upload(member.cookie, { purpose: 'resume', file: pdf });
    expect(allowed.status).toBe(201);
    const [row] = await t.db.select().from(appRateLimits).where(eq(appRateLimits.key, key));
    expect(row!.count).toBe(1);
  });

  it('counts attempts in a fixed window', async () => {
    const member = await newMember();
    const limit = { max: 3, window: 1 };
    const start = 1_000_000;
    const decisions = [];
    for (let i = 0; i < 4; i++) decisions.push(await consumeUploadAttempt(t.db, member.id, limit, start + i));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
    expect(decisions[3]!.retryAfterSeconds).toBe(1);
    expect((await consumeUploadAttempt(t.db, member.id, limit, start + 1000)).allowed).toBe(true);
  });

  it('still holds a minute later, after better-auth has pruned its own counters', async () => {
    const member = await newMember();
    // The member used up the limit 61 seconds ago: past better-auth's longest window, inside ours.
    const aMinuteAgo = Date.now() - 61_000;
    for (let i = 0; i < UPLOAD_RATE_LIMIT.max; i++) {
      await consumeUploadAttempt(t.db, member.id, undefined, aMinuteAgo);
    }

    // better-auth prunes every counter older than its longest window whenever one of its windows restarts.
    const ip = t.freshIp();
    const signIn = () =>
      t.request('/api/auth/sign-in/email', { json: { email: 'nobody@example.com', password: 'x' }, ip });
    await signIn();
    await t.db.update(rateLimits).set({ lastRequest: sql`${rateLimits.lastRequest} - 120000` });
    await signIn();
    const [stale] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(rateLimits)
      .where(lt(rateLimits.lastRequest, Date.now() - 60_000));
    expect(stale!.n).toBe(0);

    const res = await upload(member.cookie, { purpose: 'resume', file: pdf });
    expect(res.status).toBe(429);
    // The window opened at aMinuteAgo: what is left of it, however long this test took on a busy machine.
    const elapsed = Math.ceil((Date.now() - aMinuteAgo) / 1000);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(
      UPLOAD_RATE_LIMIT.window - elapsed - 1,
    );
  });
});
