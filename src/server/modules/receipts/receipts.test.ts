// @module-tag postgres
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { receiptMessages as texts } from '../../../shared/domains/receipts';
import { createReceipt as createReceiptRow } from '../../db/factories';
import { notifications, receipts } from '../../db/schema';
import type { Actor } from '../../app-env';
import { uploadImageUrlAs } from '../../test/actors';
import { copyReceipt, createReceipt } from './admin-service';
import { receiptsTestFile, UNKNOWN } from './testing';

/** Making receipts: issued by the back office or copied to another member (numbers, sums, notices). */
const { t, admin, member, other, asAdmin, asMember, body } = receiptsTestFile();

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
    expect(negative.data.error.fields['items.0.unitPriceCents']).toBe(texts.pricePositive);
    // A missing or $0 price, or a $0 instalment, is a required field left out (admin-back-office.md §5).
    for (const unitPriceCents of [undefined, 0]) {
      const price = await post(body({ items: [{ description: 'X', quantity: 1, unitPriceCents }] }));
      expect(price.data.error.fields['items.0.unitPriceCents']).toBe(texts.itemRequired);
    }
    const free = await post(body({ schedule: [{ amountCents: 0, dueDate: '2099-01-01' }] }));
    expect(free.data.error.fields['schedule.0.amountCents']).toBe(texts.paymentRequired);
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
