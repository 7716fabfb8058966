// @module-tag postgres
import { describe, expect, it } from 'vitest';
import { newMember, signInAdmin, type SignedIn } from '../../auth/testing';
import { createRidePackage } from '../../db/factories';
import { createSharedPages } from '../../platform/shared-pages';
import { createWriteWatch } from '../../platform/write-watch';
import { countStatements } from '../../test/statements';
import { testServerForFile } from '../../test/harness';

/**
 * A member's /api/packages and /api/rides with the production caches on (kept a minute here, so only a write
 * explains a fresh answer): everyone of one audience shares the answer, which holds nothing of the reader's own.
 */
const pages = createSharedPages({ ttlMs: 60_000 });
const writeWatch = createWriteWatch();
writeWatch.onWrite(pages.clear);
const t = testServerForFile({}, { app: { sharedPages: pages, writeWatch } });

const read = async (path: string, who?: SignedIn) => t.request(path, { cookie: who?.cookie });
const cards = async (path: string, who: SignedIn) => {
  const res = await read(path, who);
  expect(res.status, path).toBe(200);
  return res.data as { items: { id: string; buttonLink: string | null; active: boolean }[] };
};
/** What any request costs before a route runs: the session (an id that cannot exist is a 404 at the gate). */
const sessionOnly = (who: SignedIn) =>
  countStatements(t, () => t.request('/api/me/receipts/not-an-id', { cookie: who.cookie }));

describe('members’ packages and rides shared by audience', () => {
  it('answers a member the same before and after they send a card’s form, and a visitor 401', async () => {
    const [admin, member] = [await signInAdmin(t), await newMember(t)];
    const ride = await createRidePackage(t.db, { title: `Sent ride ${Date.now()}` });
    const saved = await t.request(`/api/admin/form-targets/ride/${ride.id}`, {
      method: 'PUT',
      cookie: admin.cookie,
      json: { title: 'Book it', fields: [{ id: 'name', type: 'text', label: 'Name', required: true }] },
    });
    expect(saved.status).toBe(200);
    const before = await cards('/api/rides', member);
    expect(before.items.find((i) => i.id === ride.id)).toMatchObject({ buttonLink: `/form/ride/${ride.id}` });
    const sent = await t.request(`/api/forms/ride/${ride.id}/submissions`, {
      method: 'POST',
      cookie: member.cookie,
      json: { answers: { name: 'Kes' } },
    });
    expect(sent.status).toBe(201);
    expect(await cards('/api/rides', member)).toEqual(before);
    expect(await cards('/api/rides', await newMember(t))).toEqual(before);
    const visitor = await read('/api/rides');
    expect(visitor.status).toBe(401);
    expect(visitor.data.error.code).toBe('UNAUTHENTICATED');
  });

  it('builds one answer for every member: another member’s read costs only their session', async () => {
    for (const path of ['/api/packages', '/api/rides']) {
      const [first, second] = [await newMember(t), await newMember(t)];
      const answer = await cards(path, first);
      const session = await sessionOnly(second);
      const hit = await countStatements(t, async () => expect(await cards(path, second)).toEqual(answer));
      expect(hit, path).toBe(session);
    }
  });

  it('keeps administrators’ answer (inactive cards open) apart from members’, and shows an edit next read', async () => {
    const [member, admin] = [await newMember(t), await signInAdmin(t)];
    const asAdmin = (path: string, method: string, json: unknown) =>
      t.request(path, { method, cookie: admin.cookie, json });
    const created = await asAdmin('/api/admin/rides', 'POST', {
      title: `Off ride ${Date.now()}`,
      buttonLink: 'https://rides.example.com/off',
    });
    expect(created.status).toBe(201);
    const id = created.data.id as string;
    const card = async (who: SignedIn) => (await cards('/api/rides', who)).items.find((i) => i.id === id);
    expect(await card(member)).toMatchObject({ active: true, buttonLink: 'https://rides.example.com/off' });
    expect((await asAdmin(`/api/admin/rides/${id}`, 'PATCH', { active: false })).status).toBe(200);
    expect(await card(member)).toMatchObject({ active: false, buttonLink: null });
    expect(await card(admin)).toMatchObject({ active: false, buttonLink: 'https://rides.example.com/off' });
    expect(await card(member)).toMatchObject({ active: false, buttonLink: null });
  });
});
