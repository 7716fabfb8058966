// @module-tag postgres
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { marqetRegistrationMessages as texts } from '../../../shared/domains/marqet-registration';
import { newMember } from '../../auth/testing';
import { createMarqetRegistration, uniqueTag } from '../../db/factories';
import { marketProducts, marqetRegistrations } from '../../db/schema';
import { createWriteWatch } from '../../platform/write-watch';
import { expireMarqetRegistrations, startMarqetExpiry } from './expiry';
import { registrationBody as body, registrationsTesting } from './marqet-testing';

const { t, cache, writeWatch, member, other, asAdmin, submit, shop } = registrationsTesting();

describe('GET /api/admin/marqet-registrations', () => {
  it('searches brand, contact, e-mail and submitter name on the server, with a status filter', async () => {
    const tag = uniqueTag();
    const submitter = await newMember(t, { firstName: `Zed${tag}`, lastName: 'Submitter' });
    const a = await createMarqetRegistration(t.db, submitter.userId, { brandName: `Brand ${tag}` });
    const b = await createMarqetRegistration(t.db, member.userId, {
      contactName: `Contact ${tag}`,
      status: 'rejected',
    });
    const c = await createMarqetRegistration(t.db, member.userId, { email: `${tag}@shop.example` });
    const ids = async (query: string) =>
      (await asAdmin(`/api/admin/marqet-registrations${query}`)).data.items.map((r: { id: string }) => r.id);
    expect(await ids(`?q=Brand ${tag}`)).toEqual([a.id]);
    expect(await ids(`?q=Contact ${tag}`)).toEqual([b.id]);
    expect(await ids(`?q=${tag}@shop`)).toEqual([c.id]);
    expect(await ids(`?q=Zed${tag} Sub`)).toEqual([a.id]);
    // Newest first
    expect(await ids(`?q=${tag}`)).toEqual([c.id, b.id, a.id]);
    expect(await ids(`?q=${tag}&status=rejected`)).toEqual([b.id]);
    expect(await ids(`?q=${tag}&status=`)).toHaveLength(3);
    const page = await asAdmin(`/api/admin/marqet-registrations?q=Brand ${tag}`);
    expect(page.data).toMatchObject({ total: 1, page: 1 });
    expect(page.data.items[0]).toMatchObject({
      submitterName: `Zed${tag} Submitter`,
      submitterEmail: submitter.input.email,
      userId: submitter.userId,
      shopProducts: [],
      expiringSoon: false,
    });
    const bad = await asAdmin('/api/admin/marqet-registrations?status=live');
    expect(bad.status).toBe(422);
    expect(bad.data.error.fields.status).toBe(texts.status);
  });

  it('marks approved registrations expiring within 30 days', async () => {
    const day = 86_400_000;
    const soon = await createMarqetRegistration(t.db, member.userId, {
      status: 'approved',
      expirationDate: new Date(Date.now() + 10 * day),
    });
    const later = await createMarqetRegistration(t.db, member.userId, {
      status: 'approved',
      expirationDate: new Date(Date.now() + 40 * day),
    });
    const read = async (id: string) =>
      (await asAdmin(`/api/admin/marqet-registrations/${id}`)).data.expiringSoon;
    expect(await read(soon.id)).toBe(true);
    expect(await read(later.id)).toBe(false);
  });
});

describe('review: approve, reject, extend', () => {
  it('approve: the products go into the shop at once, active; the submitter is notified in-app and by e-mail', async () => {
    const tag = uniqueTag();
    const made = await submit(body({ brandName: `Approved ${tag}` }));
    expect(await shop(`Approved ${tag}`)).toEqual([]);
    expect(cache.size).toBeGreaterThan(0);

    const before = Date.now();
    const res = await asAdmin(`/api/admin/marqet-registrations/${made.data.id}/approve`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.data.status).toBe('approved');
    const expires = new Date(res.data.expirationDate).getTime();
    expect(expires).toBeGreaterThan(before + 88 * 86_400_000);
    expect(expires).toBeLessThan(before + 93 * 86_400_000);
    expect(
      res.data.shopProducts.map((p: { name: string; active: boolean }) => [p.name, p.active]).sort(),
    ).toEqual([
      ['Crystal Crown', true],
      ['Feather Earrings', true],
      ['Waist Chain', true],
    ]);
    // On the visitors' shop right away, at the price a Fete member pays, linked to the seller.
    expect(await shop(`Approved ${tag}`)).toEqual(['Crystal Crown', 'Feather Earrings', 'Waist Chain']);
    const products = await t.db
      .select()
      .from(marketProducts)
      .where(eq(marketProducts.registrationId, made.data.id));
    const crown = products.find((p) => p.name === 'Crystal Crown')!;
    expect(crown).toMatchObject({
      brand: `Approved ${tag}`,
      priceCents: 8_999,
      externalUrl: 'https://coralgold.example/crown',
      active: true,
    });
    expect(products.find((p) => p.name === 'Waist Chain')!.externalUrl).toBe('https://coralgold.example');

    const notes = await t.request('/api/notifications', { cookie: member.cookie });
    expect(notes.data.items[0]).toMatchObject({
      type: 'registration_approved',
      data: { registrationId: made.data.id },
    });
    const mail = await t.smtp.waitFor(member.input.email);
    expect(mail.subject).toContain('Registration Approved');

    // A second approval makes nothing twice.
    const again = await asAdmin(`/api/admin/marqet-registrations/${made.data.id}/approve`, {
      method: 'POST',
    });
    expect(again.status).toBe(409);
    expect(again.data.error.message).toBe(texts.notPending);
    expect(
      await t.db.select().from(marketProducts).where(eq(marketProducts.registrationId, made.data.id)),
    ).toHaveLength(3);
  });

  it('approve of a My Brand registration makes no shop products', async () => {
    const made = await submit(body({ placementPreference: ['My Brand'] }));
    const res = await asAdmin(`/api/admin/marqet-registrations/${made.data.id}/approve`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.data.shopProducts).toEqual([]);
  });

  it('reject: pending only, the submitter is notified; nothing in the shop', async () => {
    const tag = uniqueTag();
    const made = await submit(body({ brandName: `Rejected ${tag}` }), other.cookie);
    const res = await asAdmin(`/api/admin/marqet-registrations/${made.data.id}/reject`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ status: 'rejected', shopProducts: [] });
    expect(await shop(`Rejected ${tag}`)).toEqual([]);
    const notes = await t.request('/api/notifications', { cookie: other.cookie });
    expect(notes.data.items[0]).toMatchObject({
      type: 'registration_rejected',
      data: { registrationId: made.data.id },
    });
    const twice = await asAdmin(`/api/admin/marqet-registrations/${made.data.id}/reject`, { method: 'POST' });
    expect(twice.status).toBe(409);
    const approveRejected = await asAdmin(`/api/admin/marqet-registrations/${made.data.id}/approve`, {
      method: 'POST',
    });
    expect(approveRejected.status).toBe(409);
    const extendRejected = await asAdmin(`/api/admin/marqet-registrations/${made.data.id}/extend`, {
      method: 'POST',
      json: { months: 3 },
    });
    expect(extendRejected.status).toBe(409);
    expect(extendRejected.data.error.message).toBe(texts.notExtendable);
  });

  it('extend: 3 or 6 months only; an expired registration is approved again with its products back in the shop', async () => {
    const tag = uniqueTag();
    const made = await submit(body({ brandName: `Extended ${tag}` }));
    await asAdmin(`/api/admin/marqet-registrations/${made.data.id}/approve`, { method: 'POST' });
    const bad = await asAdmin(`/api/admin/marqet-registrations/${made.data.id}/extend`, {
      method: 'POST',
      json: { months: 12 },
    });
    expect(bad.status).toBe(422);
    expect(bad.data.error.fields.months).toBe(texts.extendMonths);
    const extra = await asAdmin(`/api/admin/marqet-registrations/${made.data.id}/extend`, {
      method: 'POST',
      json: { months: 6, expirationDate: '2030-01-01T00:00:00Z' },
    });
    expect(extra.status).toBe(422);

    // Expired by the job (a year from now), products out of the shop.
    const result = await expireMarqetRegistrations(t.deps, { now: new Date(Date.now() + 365 * 86_400_000) });
    expect(result.expired).toBeGreaterThanOrEqual(1);
    writeWatch.heard(); // what the server's job does after expiring (server.ts: writeWatch.wrote)
    expect(await shop(`Extended ${tag}`)).toEqual([]);

    const before = Date.now();
    const res = await asAdmin(`/api/admin/marqet-registrations/${made.data.id}/extend`, {
      method: 'POST',
      json: { months: 6 },
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ status: 'approved', durationMonths: 6 });
    const expires = new Date(res.data.expirationDate).getTime();
    expect(expires).toBeGreaterThan(before + 180 * 86_400_000);
    expect(expires).toBeLessThan(before + 186 * 86_400_000);
    expect(res.data.shopProducts.every((p: { active: boolean }) => p.active)).toBe(true);
    expect(await shop(`Extended ${tag}`)).toEqual(['Crystal Crown', 'Feather Earrings', 'Waist Chain']);
    const notes = await t.request('/api/notifications', { cookie: member.cookie });
    expect(notes.data.items[0]).toMatchObject({ type: 'registration_extended' });

    const pending = await submit(body());
    const notYet = await asAdmin(`/api/admin/marqet-registrations/${pending.data.id}/extend`, {
      method: 'POST',
      json: { months: 3 },
    });
    expect(notYet.status).toBe(409);
  });
});

describe('the expiry job', () => {
  it('expires approved registrations past their date and deactivates their products; idempotent; one process at a time', async () => {
    const tag = uniqueTag();
    const made = await submit(body({ brandName: `Expiring ${tag}` }));
    const approved = await asAdmin(`/api/admin/marqet-registrations/${made.data.id}/approve`, {
      method: 'POST',
    });
    const expiresAt = new Date(approved.data.expirationDate);
    const untouched = await createMarqetRegistration(t.db, member.userId, { status: 'pending' });

    // The day before: nothing to do for this one.
    await expireMarqetRegistrations(t.deps, { now: new Date(expiresAt.getTime() - 86_400_000) });
    const [still] = await t.db
      .select()
      .from(marqetRegistrations)
      .where(eq(marqetRegistrations.id, made.data.id));
    expect(still!.status).toBe('approved');

    // Two processes at once after the date: one does it, the other skips or finds nothing left.
    const after = new Date(expiresAt.getTime() + 1_000);
    const runs = await Promise.all([
      expireMarqetRegistrations(t.deps, { now: after }),
      expireMarqetRegistrations(t.deps, { now: after }),
    ]);
    expect(runs.some((r) => r.expired >= 1)).toBe(true);
    const [row] = await t.db
      .select()
      .from(marqetRegistrations)
      .where(eq(marqetRegistrations.id, made.data.id));
    expect(row!.status).toBe('expired');
    const products = await t.db
      .select()
      .from(marketProducts)
      .where(eq(marketProducts.registrationId, made.data.id));
    expect(products.map((p) => p.active)).toEqual([false, false, false]);
    writeWatch.heard();
    expect(await shop(`Expiring ${tag}`)).toEqual([]);
    const notes = await t.request('/api/notifications', { cookie: member.cookie });
    expect(
      notes.data.items.filter(
        (n: { type: string; data: { registrationId?: string } }) =>
          n.type === 'registration_expired' && n.data.registrationId === made.data.id,
      ),
    ).toHaveLength(1);

    // Again: nothing changes, no second notice.
    const again = await expireMarqetRegistrations(t.deps, { now: after });
    expect(again).toEqual({ expired: 0, skipped: false });
    const [pending] = await t.db
      .select()
      .from(marqetRegistrations)
      .where(eq(marqetRegistrations.id, untouched.id));
    expect(pending!.status).toBe('pending');
  });

  it('runs on its schedule in the server and tells the write watch, which tells the other processes', async () => {
    const made = await submit(body({ brandName: `Scheduled ${uniqueTag()}` }));
    await asAdmin(`/api/admin/marqet-registrations/${made.data.id}/approve`, { method: 'POST' });
    let announced = 0;
    let cleared = 0;
    const watch = createWriteWatch({ announce: async () => void announced++ });
    watch.onWrite(() => void cleared++);
    let ran!: () => void;
    const expired = new Promise<void>((resolve) => (ran = resolve));
    const job = startMarqetExpiry(t.deps, {
      intervalMs: 5,
      now: () => new Date(Date.now() + 400 * 86_400_000),
      onExpired: () => {
        watch.wrote();
        ran();
      },
    });
    await expired;
    await job.stop();
    expect(announced).toBe(1);
    expect(cleared).toBe(1);
    const [row] = await t.db
      .select()
      .from(marqetRegistrations)
      .where(eq(marqetRegistrations.id, made.data.id));
    expect(row!.status).toBe('expired');
  });
});
