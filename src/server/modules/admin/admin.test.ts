// @module-tag postgres
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, newMember, type SignedIn } from '../../auth/testing';
import { testServerForFile } from '../../test/harness';

const t = testServerForFile();
let admin: SignedIn;
let member: SignedIn;
beforeAll(async () => {
  admin = await signInAdmin(t);
  member = await newMember(t, {
    firstName: 'Kes',
    lastName: 'Dieffenthaller',
    email: 'kes.band@example.com',
  });
  await newMember(t, { firstName: 'Patrice', lastName: 'Roberts', email: 'patrice@example.com' });
  await newMember(t, { firstName: 'Nailah', lastName: 'Blackman', email: 'nailah_b@example.com' });
  await newMember(t, { firstName: 'Voice', lastName: 'Roberts', email: 'voice@example.com' });
});

const search = (query: string, cookie = admin.cookie) => t.request(`/api/admin/members${query}`, { cookie });

describe('GET /api/admin/members', () => {
  it('401 for visitors, 403 for members, 200 for administrators', async () => {
    const visitor = await t.request('/api/admin/members');
    expect(visitor.status).toBe(401);
    expect(visitor.data.error.code).toBe('UNAUTHENTICATED');
    const asMember = await search('', member.cookie);
    expect(asMember.status).toBe(403);
    expect(asMember.data.error.code).toBe('FORBIDDEN');
    const asAdmin = await search('');
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.data).toMatchObject({ total: 5, page: 1, pageSize: 20 });
    expect(asAdmin.data.items).toHaveLength(5);
    expect(asAdmin.data.items[0]).toHaveProperty('email');
    expect(asAdmin.data.items[0]).toHaveProperty('membershipDaysLeft');
  });

  it('the gate covers every /api/admin path, served or not', async () => {
    expect((await t.request('/api/admin/nothing-here')).status).toBe(401);
    expect((await t.request('/api/admin/nothing-here', { cookie: member.cookie })).status).toBe(403);
    expect((await t.request('/api/admin/nothing-here', { cookie: admin.cookie })).status).toBe(404);
  });

  it('searches first name, last name and e-mail without regard to case', async () => {
    const names = async (q: string) =>
      (await search(`?q=${encodeURIComponent(q)}`)).data.items.map(
        (m: { firstName: string; lastName: string }) => `${m.firstName} ${m.lastName}`,
      );
    expect(await names('ROBERTS')).toEqual(['Patrice Roberts', 'Voice Roberts']);
    expect(await names('kes')).toEqual(['Kes Dieffenthaller']);
    expect(await names('KES.BAND@')).toEqual(['Kes Dieffenthaller']);
    expect(await names('voice rob')).toEqual(['Voice Roberts']);
    expect(await names('  patrice  ')).toEqual(['Patrice Roberts']);
    expect(await names('nobody')).toEqual([]);
  });

  it('treats % and _ as plain characters', async () => {
    expect((await search('?q=%25')).data.total).toBe(0);
    const underscore = await search('?q=_b@');
    expect(underscore.data.items.map((m: { firstName: string }) => m.firstName)).toEqual(['Nailah']);
  });

  it('pages on the server, in name order, with the total', async () => {
    const first = await search('?page=1&pageSize=2');
    const second = await search('?page=2&pageSize=2');
    const third = await search('?page=3&pageSize=2');
    expect(first.data).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.data.items.map((m: { firstName: string }) => m.firstName)).toEqual(['Ava', 'Kes']);
    expect(second.data.items.map((m: { firstName: string }) => m.firstName)).toEqual(['Nailah', 'Patrice']);
    expect(third.data.items.map((m: { firstName: string }) => m.firstName)).toEqual(['Voice']);
    expect((await search('?page=9&pageSize=2')).data).toMatchObject({ items: [], total: 5 });
  });

  it('422 for a page or page size it cannot serve', async () => {
    for (const query of ['?page=0', '?page=abc', '?pageSize=101', '?pageSize=0']) {
      const res = await search(query);
      expect(res.status, query).toBe(422);
      expect(res.data.error.code).toBe('VALIDATION');
    }
  });
});
