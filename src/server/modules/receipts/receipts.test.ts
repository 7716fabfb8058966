// @module-tag postgres
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { receiptMessages as texts } from '../../../shared/domains/receipts';
import { signIn, signInAdmin, newMember, type SignedIn } from '../../auth/testing';
import { createReceipt as createReceiptRow } from '../../db/factories';
import { notifications, receiptItems, receiptPaymentSchedule, receipts, uploads } from '../../db/schema';
import type { Actor } from '../../app-env';
import { uploadImageUrl, uploadImageUrlAs, uploadForm, uploadPath } from '../../test/actors';
import { testServerForFile } from '../../test/harness';
import { makeReceiptImagesPrivate } from './private-images';
import { copyReceipt, createReceipt } from './admin-service';

const t = testServerForFile();
let admin: SignedIn;
let member: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  admin = await signInAdmin(t);
  member = await newMember(t, {
    firstName: 'Kaia',
    lastName: 'Baptiste',
    email: 'kaia.receipts@example.com',
  });
  other = await newMember(t, {
    firstName: 'Marlon',
    lastName: 'Charles',
    email: 'marlon.receipts@example.com',
  });
});

type Init = { method?: string; json?: unknown };
const asAdmin = (path: string, init: Init = {}) => t.request(path, { cookie: admin.cookie, ...init });
const asMember = (path: string, init: Init = {}) => t.request(path, { cookie: member.cookie, ...init });
const asOther = (path: string, init: Init = {}) => t.request(path, { cookie: other.cookie, ...init });
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const body = (overrides: Record<string, unknown> = {}) => ({
  userId: member.userId,
  title: 'Carnival costume',
  description: 'Frontline, Hummingbird section',
  status: 'pending',
  paymentMethod: 'PayPal',
  amountPaidCents: 30_000,
  paymentDueDate: '2099-01-31',
  paymentLink: 'https://pay.fete.example/rec',
  items: [
    { description: 'Costume', quantity: 1, unitPriceCents: 85_000 },
    { description: 'Fete ticket', quantity: 2, unitPriceCents: 9_550 },
  ],
  schedule: [
    { amountCents: 50_000, dueDate: '2099-01-15', status: 'paid' },
    { amountCents: 24_100, dueDate: '2099-01-31', paymentLink: 'https://pay.fete.example/2' },
  ],
  ...overrides,
});

const adminActor = (): Actor => ({
  id: admin.userId,
  role: 'admin',
  email: 'admin',
  sessionId: 's',
  emailVerified: true,
});

describe('issuing a receipt: POST /api/admin/receipts', () => {
  it('401, 403, and 422 with the spec’s messages', async () => {
    expect((await t.request('/api/admin/receipts', { method: 'POST', json: body() })).status).toBe(401);
    expect((await asMember('/api/admin/receipts', { method: 'POST', json: body() })).status).toBe(403);
    const post = (json: unknown) => asAdmin('/api/admin/receipts', { method: 'POST', json });
    const noTitle = await post(body({ title: ' ' }));
    expect(noTitle.status).toBe(422);
    expect(noTitle.data.error.fields.title).toBe(texts.titleUserRequired);
    expect((await post(body({ userId: '' }))).data.error.fields.userId).toBe(texts.titleUserRequired);
    const unknownMember = await post(body({ userId: 'nobody-here' }));
    expect(unknownMember.status).toBe(422);
    expect(unknownMember.data.error.fields.userId).toBe(texts.memberNotFound);
    const item = await post(body({ items: [{ description: '', quantity: 1, unitPriceCents: 100 }] }));
    expect(item.data.error.fields['items.0.description']).toBe(texts.itemRequired);
    const quantity = await post(body({ items: [{ description: 'X', quantity: 0, unitPriceCents: 100 }] }));
    expect(quantity.data.error.fields['items.0.quantity']).toBe(texts.quantity);
    const negative = await post(body({ items: [{ description: 'X', quantity: 1, unitPriceCents: -1 }] }));
    expect(negative.data.error.fields['items.0.unitPriceCents']).toBe(texts.price);
    const fraction = await post(body({ items: [{ description: 'X', quantity: 1, unitPriceCents: 1.5 }] }));
    expect(fraction.data.error.fields['items.0.unitPriceCents']).toBe(texts.priceWhole);
    const due = await post(body({ schedule: [{ amountCents: 100 }] }));
    expect(due.data.error.fields['schedule.0.dueDate']).toBe(texts.paymentRequired);
    const link = await post(body({ paymentLink: 'javascript:alert(1)' }));
    expect(link.status).toBe(422);
    expect(link.data.error.fields.paymentLink).toMatch(/http/);
    const order = await post(body({ receiptDate: '2099-02-01', paymentDueDate: '2099-01-01' }));
    expect(order.data.error.fields.paymentDueDate).toBe(texts.dueBeforeReceipt);
    expect((await post(body({ status: 'refunded' }))).data.error.fields.status).toBe(texts.status);
    // The sums are the server's: a client's amount or balance is refused, not trusted.
    expect((await post(body({ amountCents: 1 }))).status).toBe(422);
    expect((await post(body({ balanceOwedCents: 0 }))).status).toBe(422);
    expect((await post(body({ receiptNumber: 'REC-00001' }))).status).toBe(422);
    const image = await post(body({ imageUrl: '/uploads/not-mine.webp' }));
    expect(image.data.error.fields.imageUrl).toBe(texts.image);
  });

  it('422 (not 500) for an item or a total beyond what the amount columns hold; the largest that fits is stored', async () => {
    const post = (json: unknown) => asAdmin('/api/admin/receipts', { method: 'POST', json });
    const item = (quantity: number, unitPriceCents: number) => ({
      description: 'Mas band',
      quantity,
      unitPriceCents,
    });
    // Each input within its own limit, the product not: 10,000 × $1,000,000 would overflow amount_cents.
    const line = await post(body({ items: [item(10_000, 100_000_000)] }));
    expect(line.status).toBe(422);
    expect(line.data.error.fields['items.0.unitPriceCents']).toBe(texts.lineMax);
    const total = await post(body({ items: [item(10, 100_000_000), item(10, 100_000_000), item(1, 1)] }));
    expect(total.status).toBe(422);
    expect(total.data.error.fields['items.1.unitPriceCents']).toBe(texts.totalMax);
    // Every item at its largest, too many of them.
    const many = await post(body({ items: Array.from({ length: 50 }, () => item(10_000, 100_000_000)) }));
    expect(many.status).toBe(422);
    const made = await post(body({ items: [item(10, 100_000_000)], amountPaidCents: 0 }));
    expect(made.status).toBe(201);
    expect(made.data).toMatchObject({ amountCents: 1_000_000_000, balanceOwedCents: 1_000_000_000 });
    const edit = await asAdmin(`/api/admin/receipts/${made.data.id}`, {
      method: 'PUT',
      json: { ...body({ items: [item(10, 100_000_000), item(1, 1)] }), userId: undefined },
    });
    expect(edit.status).toBe(422);
    expect(edit.data.error.fields['items.1.unitPriceCents']).toBe(texts.totalMax);
  });

  it('computes amount and balance, numbers it, stores items and schedule, and notifies the member', async () => {
    const imageUrl = await uploadImageUrlAs(t, admin.cookie, 'receipt');
    const res = await asAdmin('/api/admin/receipts', { method: 'POST', json: body({ imageUrl }) });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      title: 'Carnival costume',
      status: 'pending',
      paymentMethod: 'PayPal',
      amountCents: 104_100,
      amountPaidCents: 30_000,
      balanceOwedCents: 74_100,
      imageUrl,
      member: { id: member.userId, firstName: 'Kaia', lastName: 'Baptiste' },
    });
    expect(res.data.receiptNumber).toMatch(/^REC-\d{5}$/);
    expect(res.data.items.map((i: { amountCents: number }) => i.amountCents)).toEqual([85_000, 19_100]);
    expect(res.data.schedule.map((e: { status: string }) => e.status)).toEqual(['paid', 'pending']);

    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, member.userId));
    const notice = notices.find((n) => n.data.receiptId === res.data.id);
    expect(notice).toMatchObject({ type: 'receipt_created', title: 'New Receipt' });
    expect(notice?.message).toContain(res.data.receiptNumber);
    const mail = await t.smtp.waitFor(member.input.email);
    expect(mail.subject).toBe('Fete: New Receipt');
    expect(mail.text).toContain('/dashboard?tab=receipts');
  });

  it('never leaves the balance below 0 and defaults to paid by Credit Card', async () => {
    const res = await asAdmin('/api/admin/receipts', {
      method: 'POST',
      json: {
        userId: member.userId,
        title: 'Overpaid',
        amountPaidCents: 5_000,
        items: [{ description: 'Drink', quantity: 2, unitPriceCents: 1_000 }],
      },
    });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      status: 'paid',
      paymentMethod: 'Credit Card',
      amountCents: 2_000,
      amountPaidCents: 5_000,
      balanceOwedCents: 0,
    });
  });

  it('draws another number when the drawn one is taken', async () => {
    const taken = await createReceiptRow(t.db, member.userId, { receiptNumber: 'REC-11111' });
    const draws = ['REC-11111', 'REC-11111', 'REC-22222'];
    const receipt = await createReceipt(
      t.deps,
      adminActor(),
      {
        userId: member.userId,
        title: 'Collision',
        description: '',
        status: 'paid',
        paymentMethod: 'Cash',
        amountPaidCents: 0,
        paymentDueDate: null,
        paymentLink: null,
        imageUrl: null,
        items: [{ description: 'Water', quantity: 1, unitPriceCents: 300 }],
        schedule: [],
      },
      { drawNumber: () => draws.shift()! },
    );
    expect(receipt.receiptNumber).toBe('REC-22222');
    expect(draws).toEqual([]);
    const [kept] = await t.db.select().from(receipts).where(eq(receipts.id, taken.id));
    expect(kept?.userId).toBe(member.userId);
    // A copy draws again too.
    const copyDraws = ['REC-22222', 'REC-33333'];
    const copy = await copyReceipt(
      t.deps,
      adminActor(),
      receipt.id,
      { userId: other.userId },
      {
        drawNumber: () => copyDraws.shift()!,
      },
    );
    expect(copy.receiptNumber).toBe('REC-33333');
  });
});

describe('the manager: list, view, edit, delete', () => {
  it('searches title, number and member name, newest first, paged', async () => {
    const a = await createReceiptRow(t.db, member.userId, { title: 'Soca cruise deposit' });
    const b = await createReceiptRow(t.db, other.userId, { title: 'J’ouvert paint pack' });
    expect((await t.request('/api/admin/receipts')).status).toBe(401);
    expect((await asMember('/api/admin/receipts')).status).toBe(403);
    expect((await asAdmin('/api/admin/receipts?page=0')).status).toBe(422);
    const ids = async (q: string) =>
      (await asAdmin(`/api/admin/receipts?q=${encodeURIComponent(q)}`)).data.items.map(
        (r: { id: string }) => r.id,
      );
    expect(await ids('soca cruise')).toEqual([a.id]);
    expect(await ids(b.receiptNumber)).toEqual([b.id]);
    expect(await ids('marlon paint')).toEqual([b.id]);
    expect(await ids('kaia soca')).toEqual([a.id]);
    const page = await asAdmin('/api/admin/receipts?pageSize=1');
    expect(page.data.items).toHaveLength(1);
    expect(page.data.total).toBeGreaterThanOrEqual(2);
    expect(page.data.items[0].id).toBe(b.id);
  });

  it('views one receipt with items and schedule; 404 for an unknown one', async () => {
    const r = await createReceiptRow(t.db, member.userId, {}, { schedule: [{ status: 'paid' }] });
    expect((await t.request(`/api/admin/receipts/${r.id}`)).status).toBe(401);
    expect((await asMember(`/api/admin/receipts/${r.id}`)).status).toBe(403);
    const unknown = await asAdmin(`/api/admin/receipts/${UNKNOWN}`);
    expect(unknown.status).toBe(404);
    expect(unknown.data.error.message).toBe(texts.notFound);
    const res = await asAdmin(`/api/admin/receipts/${r.id}`);
    expect(res.status).toBe(200);
    expect(res.data.items).toHaveLength(2);
    expect(res.data.schedule).toHaveLength(1);
  });

  it('edits fields, items and schedule in place; the sums follow', async () => {
    const created = await asAdmin('/api/admin/receipts', { method: 'POST', json: body() });
    const path = `/api/admin/receipts/${created.data.id}`;
    const { userId: _userId, ...fields } = body();
    const update = { ...fields, title: 'Costume (revised)', amountPaidCents: 10_000 };
    expect((await t.request(path, { method: 'PUT', json: update })).status).toBe(401);
    expect((await asMember(path, { method: 'PUT', json: update })).status).toBe(403);
    expect((await asAdmin(`/api/admin/receipts/${UNKNOWN}`, { method: 'PUT', json: update })).status).toBe(
      404,
    );
    expect((await asAdmin(path, { method: 'PUT', json: { ...update, userId: other.userId } })).status).toBe(
      422,
    );
    expect((await asAdmin(path, { method: 'PUT', json: { ...update, title: '' } })).status).toBe(422);
    const res = await asAdmin(path, {
      method: 'PUT',
      json: {
        ...update,
        items: [{ description: 'Costume', quantity: 3, unitPriceCents: 1_000 }],
        schedule: [],
      },
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      title: 'Costume (revised)',
      receiptNumber: created.data.receiptNumber,
      amountCents: 3_000,
      amountPaidCents: 10_000,
      balanceOwedCents: 0,
      member: { id: member.userId },
      schedule: [],
    });
    expect(res.data.items).toHaveLength(1);
    const lines = await t.db.select().from(receiptItems).where(eq(receiptItems.receiptId, created.data.id));
    expect(lines).toHaveLength(1);
  });

  it('deletes a receipt with its lines; 404 the second time', async () => {
    const r = await createReceiptRow(t.db, member.userId, {}, { schedule: [{}] });
    const path = `/api/admin/receipts/${r.id}`;
    expect((await t.request(path, { method: 'DELETE' })).status).toBe(401);
    expect((await asMember(path, { method: 'DELETE' })).status).toBe(403);
    const res = await asAdmin(path, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ id: r.id, deleted: true });
    expect(await t.db.select().from(receiptItems).where(eq(receiptItems.receiptId, r.id))).toEqual([]);
    expect(
      await t.db.select().from(receiptPaymentSchedule).where(eq(receiptPaymentSchedule.receiptId, r.id)),
    ).toEqual([]);
    const again = await asAdmin(path, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(again.data.error.message).toBe(texts.notFound);
  });
});

describe('copying a receipt: POST /api/admin/receipts/:id/copy', () => {
  it('copies to another member: new number, pending, nothing paid, schedule pending, member notified', async () => {
    const source = await asAdmin('/api/admin/receipts', { method: 'POST', json: body() });
    const path = `/api/admin/receipts/${source.data.id}/copy`;
    expect((await t.request(path, { method: 'POST', json: { userId: other.userId } })).status).toBe(401);
    expect((await asMember(path, { method: 'POST', json: { userId: other.userId } })).status).toBe(403);
    const unknown = await asAdmin(`/api/admin/receipts/${UNKNOWN}/copy`, {
      method: 'POST',
      json: { userId: other.userId },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.data.error.message).toBe(texts.sourceNotFound);
    const none = await asAdmin(path, { method: 'POST', json: {} });
    expect(none.status).toBe(422);
    expect(none.data.error.fields.userId).toBe(texts.copySelect);
    expect((await asAdmin(path, { method: 'POST', json: { userId: 'ghost' } })).status).toBe(422);

    const res = await asAdmin(path, { method: 'POST', json: { userId: other.userId } });
    expect(res.status).toBe(201);
    expect(res.data.id).not.toBe(source.data.id);
    expect(res.data.receiptNumber).not.toBe(source.data.receiptNumber);
    expect(res.data).toMatchObject({
      title: source.data.title,
      status: 'pending',
      amountCents: 104_100,
      amountPaidCents: 0,
      balanceOwedCents: 104_100,
      member: { id: other.userId },
    });
    expect(res.data.items.map((i: { description: string }) => i.description)).toEqual([
      'Costume',
      'Fete ticket',
    ]);
    expect(res.data.schedule.map((e: { status: string }) => e.status)).toEqual(['pending', 'pending']);
    // The source is untouched.
    const again = await asAdmin(`/api/admin/receipts/${source.data.id}`);
    expect(again.data).toMatchObject({
      amountPaidCents: 30_000,
      status: 'pending',
      member: { id: member.userId },
    });
    expect(again.data.schedule[0].status).toBe('paid');
    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, other.userId));
    expect(notices.some((n) => n.data.receiptId === res.data.id && n.type === 'receipt_created')).toBe(true);
  });
});

describe('a member’s receipts: /api/me/receipts', () => {
  it('lists only the member’s own, newest first, with items, New and overdue', async () => {
    const fresh = await newMember(t, { firstName: 'Nia', lastName: 'Joseph' });
    const as = (path: string, init: Init = {}) => t.request(path, { cookie: fresh.cookie, ...init });
    expect((await t.request('/api/me/receipts')).status).toBe(401);
    expect((await as('/api/me/receipts')).data).toMatchObject({
      items: [],
      total: 0,
      newCount: 0,
      seenAt: null,
    });
    const older = await createReceiptRow(
      t.db,
      fresh.userId,
      { paymentDueDate: '2020-01-01', amountPaidCents: 0, createdAt: new Date(Date.now() - 60_000) },
      {},
    );
    const newer = await createReceiptRow(t.db, fresh.userId, { paymentDueDate: '2020-01-01' });
    await createReceiptRow(t.db, member.userId);
    const res = await as('/api/me/receipts');
    expect(res.status).toBe(200);
    expect(res.data.items.map((r: { id: string }) => r.id)).toEqual([newer.id, older.id]);
    expect(res.data.newCount).toBe(2);
    expect(res.data.items[1]).toMatchObject({ isNew: true, overdue: true });
    // Paid in full: not overdue, whatever the date.
    expect(res.data.items[0]).toMatchObject({ isNew: true, overdue: false, balanceOwedCents: 0 });
    expect(res.data.items[0].items).toHaveLength(2);
    expect((await as('/api/me/receipts?pageSize=0')).status).toBe(422);
  });

  it('answers 404 for another member’s receipt and for an unknown one', async () => {
    const mine = await createReceiptRow(t.db, member.userId);
    expect((await t.request(`/api/me/receipts/${mine.id}`)).status).toBe(401);
    const theirs = await asOther(`/api/me/receipts/${mine.id}`);
    expect(theirs.status).toBe(404);
    expect(theirs.data.error.message).toBe(texts.notFound);
    expect((await asMember(`/api/me/receipts/${UNKNOWN}`)).status).toBe(404);
    const own = await asMember(`/api/me/receipts/${mine.id}`);
    expect(own.status).toBe(200);
    expect(own.data.receiptNumber).toBe(mine.receiptNumber);
    // Another member's receipt is never in the list either.
    const list = await asOther('/api/me/receipts?pageSize=100');
    expect(list.data.items.some((r: { id: string }) => r.id === mine.id)).toBe(false);
  });

  it('marks receipts seen on the server: New clears, on every device, until the next receipt', async () => {
    const fresh = await newMember(t, { firstName: 'Zuri', lastName: 'Alexander' });
    await createReceiptRow(t.db, fresh.userId);
    const as = (path: string, init: Init = {}) => t.request(path, { cookie: fresh.cookie, ...init });
    expect((await t.request('/api/me/receipts/seen', { method: 'POST' })).status).toBe(401);
    expect((await as('/api/me/receipts/status')).data.newCount).toBe(1);
    const seen = await as('/api/me/receipts/seen', { method: 'POST' });
    expect(seen.status).toBe(200);
    expect(seen.data.newCount).toBe(0);
    expect(seen.data.seenAt).not.toBeNull();
    // Another session of the same member (another device) sees the same.
    const cookie = await signIn(t, fresh.input.email, fresh.input.password);
    const list = await t.request('/api/me/receipts', { cookie });
    expect(list.data.newCount).toBe(0);
    expect(list.data.items[0].isNew).toBe(false);
    // A receipt issued afterwards is new again.
    await asAdmin('/api/admin/receipts', { method: 'POST', json: body({ userId: fresh.userId }) });
    const after = await as('/api/me/receipts');
    expect(after.data.newCount).toBe(1);
    expect(after.data.items[0].isNew).toBe(true);
    expect(after.data.items[1].isNew).toBe(false);
  });
});

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
