// @module-tag pglite
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { UPLOAD_QUOTA } from '../../../shared/constants';
import { uploadPurposePolicy, type UploadUse } from '../../../shared/domains/uploads';
import { messages } from '../../../shared/errors';
import { uploads } from '../../db/schema';
import { testServerForFile } from '../../test/harness';
import { claimUpload, claimUploadByUrl } from './service';
import { pdf, photo, uploadClient, type Member } from './upload-client';

const t = testServerForFile();

const { newMember, signInAdmin, upload } = uploadClient(() => t);

describe('upload quota', () => {
  /** Rows as if the account had uploaded them (files are not needed to count). */
  async function holding(ownerId: string, files: number, bytesEach = 1000) {
    const rows = Array.from({ length: files }, () => {
      const id = crypto.randomUUID();
      return {
        id,
        ownerId,
        purpose: 'image',
        visibility: 'public',
        storageKey: `public/images/${id}.webp`,
        contentType: 'image/webp',
        sizeBytes: bytesEach,
      };
    });
    await t.db.insert(uploads).values(rows);
  }
  const ownedBy = async (ownerId: string) =>
    (await t.db.select().from(uploads).where(eq(uploads.ownerId, ownerId))).length;

  it('refuses a member who already keeps the most files, with 422 and a clear message', async () => {
    const member = await newMember();
    await holding(member.id, UPLOAD_QUOTA.member.files - 1);
    expect((await upload(member.cookie, { purpose: 'resume', file: pdf })).status).toBe(201);

    const res = await upload(member.cookie, { purpose: 'resume', file: pdf });
    expect(res.status).toBe(422);
    expect(res.data.error).toMatchObject({ code: 'UPLOAD_QUOTA', message: messages.uploads.quota });
    expect(await ownedBy(member.id)).toBe(UPLOAD_QUOTA.member.files);
  });

  it('refuses a file that would take a member past their bytes, and keeps nothing of it', async () => {
    const member = await newMember();
    const resumeFiles = () => {
      const folder = path.join(t.config.dataDir, 'uploads', 'private', 'resumes');
      return fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
    };
    const before = resumeFiles();
    await holding(member.id, 1, UPLOAD_QUOTA.member.bytes - pdf.length + 1);
    const res = await upload(member.cookie, { purpose: 'resume', file: pdf });
    expect(res.status).toBe(422);
    expect(res.data.error.message).toBe(messages.uploads.quota);
    expect(await ownedBy(member.id)).toBe(1);
    // Refused after it was stored (the size is known only then): the file went with the refusal.
    expect(resumeFiles()).toEqual(before);
  });

  it('gives administrators a larger quota', async () => {
    const admin = await signInAdmin();
    await holding(admin.id, UPLOAD_QUOTA.member.files);
    expect(
      (await upload(admin.cookie, { purpose: 'image', file: await photo(20, 20).png().toBuffer() })).status,
    ).toBe(201);
    await holding(admin.id, UPLOAD_QUOTA.admin.files - UPLOAD_QUOTA.member.files - 1);
    expect((await upload(admin.cookie, { purpose: 'resume', file: pdf })).status).toBe(422);
  });

  it('lets only one of two uploads take the last place', async () => {
    const member = await newMember();
    await holding(member.id, UPLOAD_QUOTA.member.files - 1);
    const both = await Promise.all([
      upload(member.cookie, { purpose: 'resume', file: pdf }),
      upload(member.cookie, { purpose: 'resume', file: pdf }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(await ownedBy(member.id)).toBe(UPLOAD_QUOTA.member.files);
  });
});

describe('attaching an upload (the flows that store a reference)', () => {
  const actorOf = (m: Member, role = 'user') => ({
    id: m.id,
    role,
    email: 'x@example.com',
    sessionId: 's',
    emailVerified: true,
  });
  const claim = (m: Member, id: string, use: UploadUse, role?: string) =>
    t.db.transaction((tx) => claimUpload(t.deps, tx, actorOf(m, role), id, use));

  it('keeps each purpose with the visibility its policy names', async () => {
    const member = await newMember();
    const png = await photo(20, 20).png().toBuffer();
    for (const purpose of ['avatar', 'image', 'marqet', 'resume'] as const) {
      const res = await upload(member.cookie, { purpose, file: purpose === 'resume' ? pdf : png });
      expect(res.status).toBe(201);
      const [row] = await t.db.select().from(uploads).where(eq(uploads.id, res.data.upload.id));
      expect(row!.visibility, purpose).toBe(uploadPurposePolicy[purpose].visibility);
    }
  });

  it('hands an upload to the flow of its purpose and answers 404 for any other use or uploader', async () => {
    const member = await newMember();
    const other = await newMember();
    const image = (
      await upload(member.cookie, { purpose: 'image', file: await photo(20, 20).png().toBuffer() })
    ).data.upload;
    const resume = (await upload(member.cookie, { purpose: 'resume', file: pdf })).data.upload;

    const claimed = await claim(member, image.id, 'event-image');
    expect([claimed.url, claimed.cardUrl]).toEqual([image.url, image.cardUrl]);
    expect((await claim(member, resume.id, 'staff-resume')).url).toBe(`/api/files/${resume.id}`);

    for (const [who, id, use] of [
      [member, image.id, 'avatar'],
      [member, resume.id, 'listing-image'],
      [other, image.id, 'event-image'],
      [member, 'not-a-uuid', 'event-image'],
    ] as const) {
      await expect(claim(who, id, use), `${use}`).rejects.toMatchObject({ status: 404 });
    }
  });

  it('takes the exact URL (or card URL) the upload answered, and nothing else', async () => {
    const member = await newMember();
    const image = (
      await upload(member.cookie, { purpose: 'image', file: await photo(20, 20).png().toBuffer() })
    ).data.upload;
    const byUrl = (url: string) =>
      t.db.transaction((tx) => claimUploadByUrl(t.deps, tx, actorOf(member), url, 'listing-image'));
    expect((await byUrl(image.url)).id).toBe(image.id);
    expect((await byUrl(image.cardUrl!)).id).toBe(image.id);
    for (const url of [`https://elsewhere.example/${image.id}.webp`, `/uploads/demo/${image.id}.webp`, 'x']) {
      await expect(byUrl(url), url).rejects.toMatchObject({ status: 404 });
    }
  });
});
