// @module-tag postgres
import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MB } from '../../../shared/constants';
import { uploads } from '../../db/schema';
import { testServerForFile } from '../../test/harness';
import { sniffDocument } from './documents';
import { canReadUpload } from './policy';
import { pdf, photo, uploadClient, type Member } from './upload-client';

/** Resumes and other private files: stored apart, read only by whom may (canReadUpload), known by their bytes. */
const t = testServerForFile();
const { newMember, signInAdmin, upload, stored, fetchBytes } = uploadClient(() => t);

/**
 * A ZIP header (a local one or one of the central directory) of `length` bytes: its signature, version 2.0 at
 * `versionsAt`, and from `sizesAt` the entry's CRC-32, its stored and its real size (the same: stored
 * uncompressed) and its name's length, the four fields both headers hold in that order.
 */
function zipHeader(
  length: number,
  signature: number,
  versionsAt: number[],
  sizesAt: number,
  { crc, size, nameLength }: { crc: number; size: number; nameLength: number },
): Buffer {
  const header = Buffer.alloc(length);
  header.writeUInt32LE(signature, 0);
  for (const at of versionsAt) header.writeUInt16LE(20, at);
  header.writeUInt32LE(crc, sizesAt);
  header.writeUInt32LE(size, sizesAt + 4);
  header.writeUInt32LE(size, sizesAt + 8);
  header.writeUInt16LE(nameLength, sizesAt + 12);
  return header;
}

/** A stored (uncompressed) ZIP with a central directory, like the smallest DOCX a word processor writes. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const sizes = { crc: crc32(data), size: data.length, nameLength: nameBytes.length };
    const local = zipHeader(30, 0x04034b50, [4], 14, sizes);
    const central = zipHeader(46, 0x02014b50, [4, 6], 16, sizes);
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

describe('resumes and private files', () => {
  let owner: Member;
  let other: Member;
  let admin: Member;
  let resume: { id: string; url: string };
  beforeAll(async () => {
    owner = await newMember();
    other = await newMember();
    admin = await signInAdmin();
    resume = await stored(owner.cookie, {
      purpose: 'resume',
      file: pdf,
      name: 'Kaia Résumé 2027.pdf',
      type: 'application/pdf',
    });
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
    const docx = await stored(owner.cookie, { purpose: 'resume', file: minimalDocx(), name: 'cv.docx' });
    expect(docx.contentType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const [row] = await t.db.select().from(uploads).where(eq(uploads.id, docx.id));
    expect(row!.storageKey).toBe(`private/resumes/${docx.id}.docx`);

    const ole = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(504),
    ]);
    const doc = await stored(owner.cookie, { purpose: 'resume', file: ole, name: 'cv.doc' });
    expect(doc.contentType).toBe('application/msword');
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
