// @module-tag postgres
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { receiptMessages as texts } from '../../../shared/domains/receipts';
import { newMember } from '../../auth/testing';
import { createReceipt as createReceiptRow } from '../../db/factories';
import { receipts, uploads } from '../../db/schema';
import { uploadImageUrl, uploadImageUrlAs, uploadForm, uploadPath } from '../../test/actors';
import { makeReceiptImagesPrivate } from './private-images';
import { receiptsTestFile } from './testing';

/** A receipt's image: uploaded by administrators, private, readable by the receipt's member only. */
const { t, admin, member, other, asAdmin, asMember, body } = receiptsTestFile();

describe('a receipt’s image is private: /api/files/{id}', () => {
  const issue = async (userId: string, imageUrl: string) => {
    const res = await asAdmin('/api/admin/receipts', { method: 'POST', json: body({ userId, imageUrl }) });
    expect(res.status).toBe(201);
    return res.data as { id: string; imageUrl: string };
  };
  const read = (url: string, cookie?: string) => t.request(url, { cookie });

  it('is uploaded by administrators only, re-encoded and kept private', async () => {
    const asMemberUpload = await t.request(uploadPath('receipt'), {
      method: 'POST',
      body: uploadForm('receipt', Buffer.from('%PDF-1.4'), 'x.pdf', 'application/pdf'),
      cookie: member.cookie,
    });
    expect(asMemberUpload.status).toBe(403);
    const notAnImage = await t.request(uploadPath('receipt'), {
      method: 'POST',
      body: uploadForm('receipt', Buffer.from('%PDF-1.4'), 'x.pdf', 'application/pdf'),
      cookie: admin.cookie,
    });
    expect(notAnImage.status).toBe(415);
    const url = await uploadImageUrlAs(t, admin.cookie, 'receipt');
    const id = url.split('/').pop()!;
    expect(url).toBe(`/api/files/${id}`);
    const [row] = await t.db.select().from(uploads).where(eq(uploads.id, id));
    expect(row).toMatchObject({
      purpose: 'receipt',
      visibility: 'private',
      storageKey: `private/images/${id}.webp`,
      cardKey: null,
      contentType: 'image/webp',
    });
  });

  it('shows to the receipt’s member and administrators, inline and never cached; 404 to anyone else', async () => {
    const receipt = await issue(member.userId, await uploadImageUrlAs(t, admin.cookie, 'receipt'));
    expect(receipt.imageUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    const mine = await asMember(`/api/me/receipts/${receipt.id}`);
    expect(mine.data.imageUrl).toBe(receipt.imageUrl);

    for (const cookie of [member.cookie, admin.cookie]) {
      const res = await read(receipt.imageUrl, cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('content-disposition')).toMatch(/^inline; /);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
    // Another member, even one with receipts of their own, and a visitor: it does not exist.
    await issue(other.userId, await uploadImageUrlAs(t, admin.cookie, 'receipt'));
    for (const cookie of [other.cookie, undefined]) {
      const res = await read(receipt.imageUrl, cookie);
      expect(res.status).toBe(404);
      expect(res.data.error.code).toBe('NOT_FOUND');
    }
    // Never under the public /uploads route.
    const id = receipt.imageUrl.split('/').pop()!;
    expect((await read(`/uploads/private/images/${id}.webp`)).status).toBe(404);
    expect((await read(`/uploads/images/${id}.webp`)).status).toBe(404);
  });

  it('follows the receipt: a copy opens it to the copy’s member; a deleted receipt closes it', async () => {
    const fresh = await newMember(t, { firstName: 'Ayo', lastName: 'Mendez' });
    const receipt = await issue(member.userId, await uploadImageUrlAs(t, admin.cookie, 'receipt'));
    expect((await read(receipt.imageUrl, fresh.cookie)).status).toBe(404);
    const copy = await asAdmin(`/api/admin/receipts/${receipt.id}/copy`, {
      method: 'POST',
      json: { userId: fresh.userId },
    });
    expect(copy.status).toBe(201);
    expect(copy.data.imageUrl).toBe(receipt.imageUrl);
    expect((await read(receipt.imageUrl, fresh.cookie)).status).toBe(200);
    expect((await read(receipt.imageUrl, member.cookie)).status).toBe(200);
    await asAdmin(`/api/admin/receipts/${copy.data.id}`, { method: 'DELETE' });
    expect((await read(receipt.imageUrl, fresh.cookie)).status).toBe(404);
  });

  it('refuses a public image, and someone else’s upload, on a receipt (422 on the field)', async () => {
    const publicImage = await uploadImageUrl(t, admin.cookie);
    const res = await asAdmin('/api/admin/receipts', {
      method: 'POST',
      json: body({ imageUrl: publicImage }),
    });
    expect(res.status).toBe(422);
    expect(res.data.error.fields.imageUrl).toBe(texts.image);
    const receipt = await issue(member.userId, await uploadImageUrlAs(t, admin.cookie, 'receipt'));
    const edit = await asAdmin(`/api/admin/receipts/${receipt.id}`, {
      method: 'PUT',
      json: { title: 'Edited', items: [], imageUrl: publicImage },
    });
    expect(edit.status).toBe(422);
    expect(edit.data.error.fields.imageUrl).toBe(texts.image);
    // Unchanged, the image stays; null removes it.
    const kept = await asAdmin(`/api/admin/receipts/${receipt.id}`, {
      method: 'PUT',
      json: { title: 'Edited', items: [], imageUrl: receipt.imageUrl },
    });
    expect(kept.data.imageUrl).toBe(receipt.imageUrl);
  });

  it('moves receipts issued with a public image to a private copy, once (the start-up step)', async () => {
    const publicImage = await uploadImageUrl(t, admin.cookie);
    const first = await createReceiptRow(t.db, member.userId, { imageUrl: publicImage });
    const copied = await createReceiptRow(t.db, other.userId, { imageUrl: publicImage });
    const demo = await createReceiptRow(t.db, member.userId, { imageUrl: '/uploads/demo/receipt.webp' });

    const result = await makeReceiptImagesPrivate(t.deps);
    expect(result.moved).toBeGreaterThanOrEqual(2);
    const rows = await t.db
      .select({ id: receipts.id, imageUrl: receipts.imageUrl })
      .from(receipts)
      .where(inArray(receipts.id, [first.id, copied.id, demo.id]));
    const urlOf = (id: string) => rows.find((r) => r.id === id)!.imageUrl!;
    const moved = urlOf(first.id);
    expect(moved).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    expect(urlOf(copied.id)).toBe(moved);
    // Not one of our uploads: left as it was.
    expect(urlOf(demo.id)).toBe('/uploads/demo/receipt.webp');

    const res = await read(moved, member.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect((await read(moved, other.cookie)).status).toBe(200);
    expect((await read(moved)).status).toBe(404);
    const [row] = await t.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, moved.split('/').pop()!));
    expect(row).toMatchObject({ purpose: 'receipt', visibility: 'private', ownerId: admin.userId });

    // Idempotent: nothing more to move.
    expect((await makeReceiptImagesPrivate(t.deps)).moved).toBe(0);
  });
});
