// @module-tag postgres
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { receiptMessages as texts } from '../../../shared/domains/receipts';
import { newMember, requestAs, signIn } from '../../auth/testing';
import { createReceipt as createReceiptRow } from '../../db/factories';
import { receiptItems, receiptPaymentSchedule } from '../../db/schema';
import { receiptsTestFile, UNKNOWN } from './testing';

/** Receipts kept: the back office's manager (list, view, edit, delete) and a member's own receipts. */
const { t, member, other, asAdmin, asMember, asOther, body } = receiptsTestFile();

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

describe('a member’s receipts: /api/me/receipts', () => {
  it('lists only the member’s own, newest first, with items, New and overdue', async () => {
    const fresh = await newMember(t, { firstName: 'Nia', lastName: 'Joseph' });
    const as = requestAs(t, fresh);
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
    const as = requestAs(t, fresh);
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
