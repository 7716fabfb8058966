// @module-tag postgres
import fs from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { eq, lt, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MB } from '../../../shared/constants';
import { messages } from '../../../shared/errors';
import { appRateLimits, rateLimits, uploads } from '../../db/schema';
import { testServerForFile } from '../../test/harness';
import { sniffDocument } from './documents';
import { canReadUpload } from './policy';
import { UPLOAD_RATE_LIMIT, consumeUploadAttempt, uploadRateKey } from './rate-limit';
import { pdf, photo, uploadClient, type Member } from './upload-client';

const t = testServerForFile();

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

const { newMember, signInAdmin, upload } = uploadClient(() => t);

async function fetchBytes(url: string, cookie?: string) {
  const res = await t.app.request(url, { headers: cookie ? { cookie } : {} });
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

/** A stored (uncompressed) ZIP with a central directory, like the smallest DOCX a word processor writes. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const minimalDocx = () =>
  zip({
    '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
    'word/document.xml': '<?xml version="1.0"?><w:document/>',
  });

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

describe('POST /api/uploads: images', () => {
  let member: Member;
  beforeAll(async () => {
    member = await newMember();
  });

  it('re-encodes a JPEG to WebP in two sizes with its EXIF stripped', async () => {
    const jpeg = await photo(2000, 1200)
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret' } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const res = await upload(member.cookie, {
      purpose: 'image',
      file: jpeg,
      name: '../../etc/passwd.jpg',
      type: 'text/plain',
    });
    expect(res.status).toBe(201);
    const u = res.data.upload;
    expect(u).toMatchObject({
      purpose: 'image',
      contentType: 'image/webp',
      width: 1600,
      height: 960,
    });
    expect(u.url).toBe(`/uploads/images/${u.id}.webp`);
    expect(u.cardUrl).toBe(`/uploads/images/${u.id}-card.webp`);

    const detail = await fetchBytes(u.url);
    expect(detail.res.status).toBe(200);
    expect(detail.res.headers.get('content-type')).toBe('image/webp');
    expect(detail.body.length).toBe(u.sizeBytes);
    const detailMeta = await sharp(detail.body).metadata();
    expect(detailMeta).toMatchObject({ format: 'webp', width: 1600, height: 960 });
    expect(detailMeta.exif).toBeUndefined();
    expect(detail.body.includes('secret')).toBe(false);

    const card = await fetchBytes(u.cardUrl);
    expect(card.res.status).toBe(200);
    const cardMeta = await sharp(card.body).metadata();
    expect(cardMeta).toMatchObject({ format: 'webp', width: 640, height: 480 });
    expect(cardMeta.exif).toBeUndefined();

    const [row] = await t.db.select().from(uploads).where(eq(uploads.id, u.id));
    expect(row).toMatchObject({
      ownerId: member.id,
      visibility: 'public',
      storageKey: `public/images/${u.id}.webp`,
      cardKey: `public/images/${u.id}-card.webp`,
      originalName: 'passwd.jpg',
    });
  });

  it('turns a photo upright by its EXIF orientation', async () => {
    const sideways = await photo(400, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const res = await upload(member.cookie, { purpose: 'image', file: sideways, name: 'p.jpg' });
    expect(res.status).toBe(201);
    expect([res.data.upload.width, res.data.upload.height]).toEqual([200, 400]);
  });

  it.each([
    ['PNG', () => photo(300, 200).png().toBuffer()],
    ['WebP', () => photo(300, 200).webp().toBuffer()],
    ['GIF', () => photo(300, 200).gif().toBuffer()],
  ])('accepts a %s', async (_label, make) => {
    const res = await upload(member.cookie, { purpose: 'marqet', file: await make(), name: 'x.bin' });
    expect(res.status).toBe(201);
    expect(res.data.upload).toMatchObject({ contentType: 'image/webp', width: 300, height: 200 });
    for (const url of [res.data.upload.url, res.data.upload.cardUrl]) {
      const { res: file, body } = await fetchBytes(url);
      expect(file.status).toBe(200);
      expect((await sharp(body).metadata()).format).toBe('webp');
    }
  });

  it('makes a square card for avatars', async () => {
    const res = await upload(member.cookie, {
      purpose: 'avatar',
      file: await photo(900, 600).png().toBuffer(),
    });
    expect(res.status).toBe(201);
    const { body } = await fetchBytes(res.data.upload.cardUrl);
    const meta = await sharp(body).metadata();
    expect([meta.width, meta.height]).toEqual([256, 256]);
  });

  it('describes the multipart body in the API description', async () => {
    const spec = await t.request('/api/openapi.json');
    const post = spec.data.paths['/api/uploads'].post;
    expect(post['x-auth']).toBe('user');
    expect(post.requestBody.content['multipart/form-data'].schema.properties.purpose.enum).toEqual([
      'avatar',
      'image',
      'marqet',
      'resume',
      'receipt',
    ]);
    expect(spec.data.paths['/api/files/{id}'].get['x-auth']).toBe('public');
  });
});

describe('resumes and private files', () => {
  let owner: Member;
  let other: Member;
  let admin: Member;
  let resume: { id: string; url: string };
  beforeAll(async () => {
    owner = await newMember();
    other = await newMember();
    admin = await signInAdmin();
    const res = await upload(owner.cookie, {
      purpose: 'resume',
      file: pdf,
      name: 'Kaia Résumé 2027.pdf',
      type: 'application/pdf',
    });
    expect(res.status).toBe(201);
    resume = res.data.upload;
  });

  it('stores a PDF privately and answers with its download address', async () => {
    expect(resume).toMatchObject({
      purpose: 'resume',
      url: `/api/files/${resume.id}`,
      cardUrl: null,
      contentType: 'application/pdf',
      sizeBytes: pdf.length,
      width: null,
      height: null,
    });
    const [row] = await t.db.select().from(uploads).where(eq(uploads.id, resume.id));
    expect(row).toMatchObject({
      ownerId: owner.id,
      visibility: 'private',
      storageKey: `private/resumes/${resume.id}.pdf`,
    });
    expect(await t.deps.storage.get(`private/resumes/${resume.id}.pdf`)).not.toBeNull();
  });

  it('streams it to its owner as a download', async () => {
    const { res, body } = await fetchBytes(resume.url, owner.cookie);
    expect(res.status).toBe(200);
    expect(body.equals(pdf)).toBe(true);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Kaia R_sum_ 2027.pdf"; filename*=UTF-8''Kaia%20R%C3%A9sum%C3%A9%202027.pdf`,
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('streams it to administrators', async () => {
    const { res, body } = await fetchBytes(resume.url, admin.cookie);
    expect(res.status).toBe(200);
    expect(body.equals(pdf)).toBe(true);
  });

  it('does not exist for another member, nor for visitors', async () => {
    expect((await t.request(resume.url, { cookie: other.cookie })).status).toBe(404);
    expect((await t.request(resume.url)).status).toBe(404);
    expect((await t.request('/api/files/not-a-uuid', { cookie: owner.cookie })).status).toBe(404);
    expect(
      (await t.request('/api/files/00000000-0000-4000-8000-000000000000', { cookie: owner.cookie })).status,
    ).toBe(404);
  });

  it('is never served by the public /uploads route', async () => {
    const key = `resumes/${resume.id}.pdf`;
    for (const path of [
      `/uploads/private/${key}`,
      `/uploads/../private/${key}`,
      `/uploads/%2e%2e/private/${key}`,
      `/uploads/..%2fprivate%2f${key.replace('/', '%2f')}`,
      `/uploads/%2fprivate/${key}`,
      `/uploads//private/${key}`,
      `/private/${key}`,
    ]) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(404);
      expect(Buffer.from(await res.arrayBuffer()).includes('%PDF')).toBe(false);
    }
  });

  it('accepts a DOCX and a DOC by their bytes', async () => {
    const docx = await upload(owner.cookie, { purpose: 'resume', file: minimalDocx(), name: 'cv.docx' });
    expect(docx.status).toBe(201);
    expect(docx.data.upload.contentType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const [row] = await t.db.select().from(uploads).where(eq(uploads.id, docx.data.upload.id));
    expect(row!.storageKey).toBe(`private/resumes/${docx.data.upload.id}.docx`);

    const ole = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(504),
    ]);
    const doc = await upload(owner.cookie, { purpose: 'resume', file: ole, name: 'cv.doc' });
    expect(doc.status).toBe(201);
    expect(doc.data.upload.contentType).toBe('application/msword');
  });

  it('refuses an .exe, a plain ZIP and an image as a resume', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(256)]);
    for (const file of [exe, zip({ 'notes.txt': 'hello' }), await photo(10, 10).png().toBuffer()]) {
      const res = await upload(owner.cookie, {
        purpose: 'resume',
        file,
        name: 'resume.pdf',
        type: 'application/pdf',
      });
      expect(res.status).toBe(415);
      expect(res.data.error.message).toBe('Please upload a PDF, DOC or DOCX file');
    }
  });

  it('refuses a resume over 10MB', async () => {
    const big = Buffer.alloc(10 * MB + 1);
    pdf.copy(big);
    const res = await upload(owner.cookie, { purpose: 'resume', file: big, name: 'cv.pdf' });
    expect(res.status).toBe(413);
    expect(res.data.error.message).toBe('Resume file size must be less than 10MB');
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

describe('canReadUpload', () => {
  const actor = (id: string, role = 'user') => ({
    id,
    role,
    email: `${id}@example.com`,
    sessionId: 's',
    emailVerified: true,
  });
  const resumeOf = (ownerId: string | null) => ({ ownerId, purpose: 'resume', visibility: 'private' });
  const receiptImageOf = (ownerId: string | null) => ({ ownerId, purpose: 'receipt', visibility: 'private' });

  it('lets owners and administrators read private files, and nobody else', () => {
    expect(canReadUpload(actor('a'), resumeOf('a'))).toBe(true);
    expect(canReadUpload(actor('z', 'admin'), resumeOf('a'))).toBe(true);
    expect(canReadUpload(actor('b'), resumeOf('a'))).toBe(false);
    expect(canReadUpload(null, resumeOf('a'))).toBe(false);
    expect(canReadUpload(actor('b'), resumeOf(null))).toBe(false);
  });

  it('keeps a receipt image from its uploader once they are no longer an administrator (the receipts module names its member)', () => {
    expect(canReadUpload(actor('a', 'admin'), receiptImageOf('a'))).toBe(true);
    expect(canReadUpload(actor('z', 'admin'), receiptImageOf('a'))).toBe(true);
    expect(canReadUpload(actor('a'), receiptImageOf('a'))).toBe(false);
    expect(canReadUpload(actor('b'), receiptImageOf('a'))).toBe(false);
    expect(canReadUpload(null, receiptImageOf('a'))).toBe(false);
  });

  it('lets anyone read public files', () => {
    expect(canReadUpload(null, { ownerId: 'a', purpose: 'image', visibility: 'public' })).toBe(true);
  });
});

describe('sniffDocument', () => {
  it('reads the format from the bytes', () => {
    expect(sniffDocument(pdf)?.ext).toBe('pdf');
    expect(sniffDocument(minimalDocx())?.ext).toBe('docx');
    expect(sniffDocument(zip({ 'xl/workbook.xml': '<x/>' }))).toBeNull();
    expect(sniffDocument(Buffer.from('PK\x03\x04', 'latin1'))).toBeNull();
    expect(sniffDocument(Buffer.from('%PD'))).toBeNull();
  });

  it('reads a DOCX whose central directory is missing from its local headers', () => {
    const whole = minimalDocx();
    const firstCentral = whole.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    expect(sniffDocument(whole.subarray(0, firstCentral))?.ext).toBe('docx');
  });
});
