// @module-tag postgres
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { newMember, signInAdmin } from '../../auth/testing';
import { createEvent } from '../../db/factories/events';
import { createPartner } from '../../db/factories/home';
import { createReceipt } from '../../db/factories/receipts';
import { createMarqetRegistration, registrationProduct } from '../../db/factories/marqet';
import { createStaffApplication, createStaffPosition } from '../../db/factories/staff';
import { events, uploads, users } from '../../db/schema';
import { uploadForm, uploadPath } from '../../test/actors';
import { testServerForFile } from '../../test/harness';
import { claimUpload } from './service';
import { UPLOAD_GRACE_MS, startUploadSweeper, sweepUnreferencedUploads } from './sweep';

const t = testServerForFile();
let member: { id: string; cookie: string };
let png: Buffer;
beforeAll(async () => {
  const signedIn = await newMember(t);
  member = { id: signedIn.userId, cookie: signedIn.cookie };
  png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#0af' } })
    .png()
    .toBuffer();
});

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const later = (ms = UPLOAD_GRACE_MS + 60_000) => new Date(Date.now() + ms);

interface Uploaded {
  id: string;
  url: string;
  cardUrl: string | null;
}

async function upload(purpose: string): Promise<Uploaded> {
  const form = new FormData();
  form.append('purpose', purpose);
  const bytes = purpose === 'resume' ? pdf : png;
  form.append('file', new Blob([new Uint8Array(bytes)]), purpose === 'resume' ? 'cv.pdf' : 'p.png');
  const res = await t.request(uploadPath(purpose), { method: 'POST', body: form, cookie: member.cookie });
  expect(res.status).toBe(201);
  return res.data.upload;
}

async function keysOf(id: string) {
  const [row] = await t.db.select().from(uploads).where(eq(uploads.id, id));
  return row ? [row.storageKey, row.cardKey].filter((k): k is string => !!k) : [];
}

async function filesExist(keys: string[]) {
  return Promise.all(keys.map(async (key) => (await t.deps.storage.get(key)) !== null));
}

const remaining = async (ids: string[]) =>
  (await t.db.select({ id: uploads.id }).from(uploads).where(inArray(uploads.id, ids)))
    .map((r) => r.id)
    .sort();

describe('sweeping unreferenced uploads', () => {
  it('deletes old uploads nothing refers to, row and files, and keeps every referenced, recent or demo one', async () => {
    const avatar = await upload('avatar');
    const avatarRes = await t.request('/api/members/me/avatar', {
      method: 'PUT',
      json: { uploadId: avatar.id },
      cookie: member.cookie,
    });
    expect(avatarRes.status).toBe(200);
    const eventImage = await upload('image');
    await createEvent(t.db, { imageUrl: eventImage.url });
    const partnerLogo = await upload('image');
    // Referred to by its card rendition only.
    await createPartner(t.db, { logoUrl: partnerLogo.cardUrl! });
    const brand = await upload('marqet');
    const productImage = await upload('marqet');
    await createMarqetRegistration(t.db, member.id, {
      brandImageUrl: brand.url,
      products: [
        registrationProduct('vendor', { name: 'Chain', priceCents: 2800, imageUrl: productImage.url }),
      ],
    });
    const resume = await upload('resume');
    const position = await createStaffPosition(t.db);
    await createStaffApplication(t.db, position.id, member.id, { resumeUploadId: resume.id });

    const abandonedImage = await upload('image');
    const abandonedResume = await upload('resume');
    const demoId = crypto.randomUUID();
    await t.deps.storage.put('public/demo/hero-sweep.webp', png, 'image/webp');
    await t.db.insert(uploads).values({
      id: demoId,
      ownerId: null,
      purpose: 'image',
      visibility: 'public',
      storageKey: 'public/demo/hero-sweep.webp',
      contentType: 'image/webp',
      sizeBytes: png.length,
    });

    const kept = [avatar, eventImage, partnerLogo, brand, productImage, resume].map((u) => u.id);
    const abandoned = [abandonedImage.id, abandonedResume.id];
    const abandonedKeys = (await Promise.all(abandoned.map(keysOf))).flat();
    const keptKeys = (await Promise.all(kept.map(keysOf))).flat();
    expect(abandonedKeys).toHaveLength(3);
    const all = [...kept, ...abandoned, demoId];

    // Within the grace period nothing goes: the form that attaches an upload may still be open.
    expect(await sweepUnreferencedUploads(t.deps, { now: later(UPLOAD_GRACE_MS - 60_000) })).toEqual({
      deleted: 0,
      skipped: false,
    });
    expect(await remaining(all)).toEqual([...all].sort());

    const result = await sweepUnreferencedUploads(t.deps, { now: later() });
    expect(result).toEqual({ deleted: abandoned.length, skipped: false });
    expect(await remaining(all)).toEqual([...kept, demoId].sort());
    expect(await filesExist(abandonedKeys)).toEqual(abandonedKeys.map(() => false));
    expect(await filesExist(keptKeys)).toEqual(keptKeys.map(() => true));
    expect(await filesExist(['public/demo/hero-sweep.webp'])).toEqual([true]);

    // Idempotent: a second run finds nothing more.
    expect(await sweepUnreferencedUploads(t.deps, { now: later() })).toEqual({ deleted: 0, skipped: false });
    expect(await remaining(all)).toEqual([...kept, demoId].sort());
  });

  it('keeps a private receipt image a receipt shows, and clears an orphan one, row and file', async () => {
    const admin = await signInAdmin(t);
    const receiptImage = async () => {
      const res = await t.request(uploadPath('receipt'), {
        method: 'POST',
        body: uploadForm('receipt', png, 'proof.png', 'image/png'),
        cookie: admin.cookie,
      });
      expect(res.status).toBe(201);
      return res.data.upload as Uploaded;
    };
    const shown = await receiptImage();
    const orphan = await receiptImage();
    expect(shown.url).toBe(`/api/files/${shown.id}`);
    await createReceipt(t.db, member.id, { imageUrl: shown.url });
    const [shownKeys, orphanKeys] = [await keysOf(shown.id), await keysOf(orphan.id)];
    expect(shownKeys).toEqual([`private/images/${shown.id}.webp`]);

    await sweepUnreferencedUploads(t.deps, { now: later() });
    expect(await remaining([shown.id, orphan.id])).toEqual([shown.id]);
    expect(await filesExist(shownKeys)).toEqual([true]);
    expect(await filesExist(orphanKeys)).toEqual([false]);
  });

  it('lets an upload go once the row that referred to it is gone', async () => {
    const image = await upload('image');
    const event = await createEvent(t.db, { imageUrl: image.url });
    await sweepUnreferencedUploads(t.deps, { now: later() });
    expect(await remaining([image.id])).toEqual([image.id]);
    await t.db.delete(events).where(eq(events.id, event.id));
    await sweepUnreferencedUploads(t.deps, { now: later() });
    expect(await remaining([image.id])).toEqual([]);
  });

  it('deletes each upload once when two sweeps run together', async () => {
    // One after the other: a member has two uploads under way at most.
    const abandoned = [await upload('image'), await upload('resume'), await upload('avatar')];
    const both = await Promise.all([
      sweepUnreferencedUploads(t.deps, { now: later() }),
      sweepUnreferencedUploads(t.deps, { now: later() }),
    ]);
    expect(both[0].deleted + both[1].deleted).toBe(abandoned.length);
    expect(await remaining(abandoned.map((u) => u.id))).toEqual([]);
  });

  it('never deletes an upload a flow is attaching while it sweeps', async () => {
    const avatar = await upload('avatar');
    const actor = {
      id: member.id,
      role: 'user',
      email: 'x@example.com',
      sessionId: 's',
      emailVerified: true,
    };
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let claimed!: () => void;
    const isClaimed = new Promise<void>((resolve) => (claimed = resolve));
    const attaching = t.db.transaction(async (tx) => {
      const row = await claimUpload(t.deps, tx, actor, avatar.id, 'avatar');
      claimed();
      await gate;
      await tx.update(users).set({ image: row.url }).where(eq(users.id, member.id));
    });
    await isClaimed;
    let askedForDatabase = false;
    const watchedDb = new Proxy(t.db, {
      get(target, key) {
        askedForDatabase = true;
        const value = Reflect.get(target, key);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const sweeping = sweepUnreferencedUploads({ ...t.deps, db: watchedDb }, { now: later() });
    let swept = false;
    sweeping.then(
      () => (swept = true),
      () => {},
    );
    try {
      if (t.database.kind === 'postgres') {
        // PostgreSQL: the sweep skips the row the flow has locked and finishes while the flow still holds it.
        const finished = () => expect(swept, 'the sweep finished while the flow held the upload').toBe(true);
        await vi.waitFor(finished, { timeout: 10_000 });
      } else {
        // PGlite (one connection, every query queued behind an open transaction): the sweep has asked for the
        // database while the flow holds it, so it can only look once the attach has committed.
        expect(askedForDatabase).toBe(true);
      }
    } finally {
      release();
      await attaching;
      await sweeping;
    }
    expect(await remaining([avatar.id])).toEqual([avatar.id]);
    expect(await filesExist(await keysOf(avatar.id))).toEqual([true, true]);
  });

  it('runs on a schedule with an injectable clock, and stops', async () => {
    const abandoned = await upload('image');
    const now = vi.fn(() => later());
    const sweeper = startUploadSweeper(t.deps, { intervalMs: 10, now });
    await vi.waitFor(async () => expect(await remaining([abandoned.id])).toEqual([]), { timeout: 10_000 });
    await sweeper.stop();
    const calls = now.mock.calls.length;
    // A sweeper started after the stop, on the same interval, runs: a timer the stopped one had left would
    // have fired first (timers of one duration fire in the order they were set).
    const probeNow = vi.fn(() => new Date());
    const probe = startUploadSweeper(t.deps, { intervalMs: 10, now: probeNow });
    await vi.waitFor(() => expect(probeNow).toHaveBeenCalled(), { timeout: 10_000 });
    await probe.stop();
    expect(now.mock.calls.length).toBe(calls);
  });
});
