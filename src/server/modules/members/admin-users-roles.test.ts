// @module-tag postgres
import { describe, expect, it } from 'vitest';
import { memberAdminMessages as texts } from '../../../shared/domains/member-admin';
import { newMember, userRow } from '../../auth/testing';
import { adminUsersTesting } from './admin-users-testing';

const { t, admin, member, call, freshMember } = adminUsersTesting();

const UNKNOWN = 'no-such-member-0000';

/** Every route with a body it would accept, for the 401/403/404 sweep. */
const writes = (id: string): Array<[string, string, unknown]> => [
  ['PUT', `/api/admin/users/${id}/role`, { role: 'admin', password: admin.input.password }],
  ['POST', `/api/admin/users/${id}/membership`, { by: 'days', days: 30 }],
  ['POST', `/api/admin/users/${id}/suspend`, { reason: 'Spam', password: admin.input.password }],
  ['POST', `/api/admin/users/${id}/unsuspend`, {}],
  ['POST', `/api/admin/users/${id}/revoke-sessions`, {}],
];

describe('who may call the Users routes', () => {
  it('401 for visitors and 403 for members on every route; nothing changes', async () => {
    const routes: Array<[string, string, unknown]> = [
      ['GET', '/api/admin/users', undefined],
      ['GET', `/api/admin/users/${member.userId}`, undefined],
      ...writes(member.userId),
    ];
    for (const [method, path, json] of routes) {
      const visitor = await t.request(path, { method, json });
      expect(visitor.status, `${method} ${path}`).toBe(401);
      expect(visitor.data.error.code).toBe('UNAUTHENTICATED');
      const asMember = await t.request(path, { method, json, cookie: member.cookie });
      expect(asMember.status, `${method} ${path}`).toBe(403);
      expect(asMember.data.error.code).toBe('FORBIDDEN');
    }
    const row = await userRow(t, member.userId);
    expect(row).toMatchObject({ role: 'user', banned: false });
  });

  it('404 with "Member not found" for an unknown member on every route', async () => {
    for (const [method, path, json] of [
      ['GET', `/api/admin/users/${UNKNOWN}`, undefined] as [string, string, unknown],
      ...writes(UNKNOWN),
    ]) {
      const res = await call(path, { method, json });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.data.error.message).toBe(texts.notFound);
    }
  });

  it('the gate covers every /api/admin path, served or not', async () => {
    expect((await t.request('/api/admin/nothing-here')).status).toBe(401);
    expect((await t.request('/api/admin/nothing-here', { cookie: member.cookie })).status).toBe(403);
    expect((await t.request('/api/admin/nothing-here', { cookie: admin.cookie })).status).toBe(404);
  });
});

describe('GET /api/admin/users', () => {
  const names = async (query: string) =>
    (await call(`/api/admin/users${query}`)).data.items.map(
      (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`,
    );

  it('searches name and e-mail, sorts and pages on the server', async () => {
    const all = await call('/api/admin/users?q=users@example.com');
    expect(all.status).toBe(200);
    expect(all.data).toMatchObject({ total: 3, page: 1, pageSize: 24 });
    expect(all.data.items[0]).toMatchObject({ role: 'user', suspended: false, membershipType: 'gold' });
    expect(await names('?q=users@example.com')).toEqual([
      'Kes Dieffenthaller',
      'Nailah Blackman',
      'Patrice Roberts',
    ]);
    expect(await names('?q=users@example.com&sort=name&dir=desc')).toEqual([
      'Patrice Roberts',
      'Nailah Blackman',
      'Kes Dieffenthaller',
    ]);
    expect(await names('?q=users@example.com&sort=email')).toEqual([
      'Kes Dieffenthaller',
      'Nailah Blackman',
      'Patrice Roberts',
    ]);
    expect(await names('?q=ROBERTS')).toEqual(['Patrice Roberts']);
    expect(await names('?q=users@example.com&sort=name&page=2&pageSize=2')).toEqual(['Patrice Roberts']);
    expect((await names('?sort=role&dir=asc'))[0]).toBe('Ava Admin');
  });

  // The member pickers' question (components/member-picker): a term, the first page in name order.
  it('finds members by first name, last name or e-mail in any case, every word; % and _ are plain characters', async () => {
    await newMember(t, { firstName: 'Voice', lastName: 'Picker', email: 'voice_p@pickers.example.com' });
    await newMember(t, { firstName: 'Machel', lastName: 'Picker', email: 'machel.p@pickers.example.com' });
    const found = (q: string) => names(`?q=${encodeURIComponent(q)}&pageSize=8`);
    expect(await found('PICKER')).toEqual(['Machel Picker', 'Voice Picker']);
    expect(await found('voice')).toEqual(['Voice Picker']);
    expect(await found('MACHEL.P@PICKERS')).toEqual(['Machel Picker']);
    expect(await found('voice pick')).toEqual(['Voice Picker']);
    expect(await found('  machel  ')).toEqual(['Machel Picker']);
    expect(await found('voice machel')).toEqual([]);
    expect(await found('_p@pickers')).toEqual(['Voice Picker']);
    expect((await call('/api/admin/users?q=%25')).data.total).toBe(0);
  });

  it('422 for a sort, direction or page it cannot serve', async () => {
    for (const query of ['?sort=password', '?dir=up', '?page=0', '?pageSize=101']) {
      const res = await call(`/api/admin/users${query}`);
      expect(res.status, query).toBe(422);
      expect(res.data.error.code).toBe('VALIDATION');
    }
    expect((await call('/api/admin/users?sort=name&dir=sideways')).data.error.fields.dir).toBe(texts.dir);
  });
});

describe('make or remove administrator', () => {
  it('makes an administrator and back, with an audit entry each way', async () => {
    const target = await freshMember('role');
    const made = await call(`/api/admin/users/${target.userId}/role`, {
      method: 'PUT',
      json: { role: 'admin', password: admin.input.password },
    });
    expect(made.status).toBe(200);
    expect(made.data.user.role).toBe('admin');
    expect(made.data.can).toMatchObject({ makeAdmin: false, removeAdmin: true, suspend: false });
    // The new administrator's own session now passes the admin gate.
    expect((await t.request('/api/admin/users', { cookie: target.cookie })).status).toBe(200);

    const removed = await call(`/api/admin/users/${target.userId}/role`, {
      method: 'PUT',
      json: { role: 'user', password: admin.input.password },
    });
    expect(removed.data.user.role).toBe('user');
    expect(removed.data.audit.map((e: { action: string }) => e.action)).toEqual([
      'remove_admin',
      'make_admin',
    ]);
    expect(removed.data.audit[1]).toMatchObject({
      actor: { id: admin.userId, name: 'Ava Admin' },
      before: { role: 'user' },
      after: { role: 'admin' },
    });
    expect((await t.request('/api/admin/users', { cookie: target.cookie })).status).toBe(403);
  });

  it('never removes the last administrator (409), and says so', async () => {
    const res = await call(`/api/admin/users/${admin.userId}/role`, {
      method: 'PUT',
      json: { role: 'user', password: admin.input.password },
    });
    expect(res.status).toBe(409);
    expect(res.data.error.message).toBe(texts.lastAdmin);
    expect((await userRow(t, admin.userId))?.role).toBe('admin');
    const detail = await call(`/api/admin/users/${admin.userId}`);
    expect(detail.data.can.removeAdmin).toBe(false);
    expect(detail.data.audit).toEqual([]);
  });

  it('409 for a change that is already so', async () => {
    const res = await call(`/api/admin/users/${member.userId}/role`, {
      method: 'PUT',
      json: { role: 'user', password: admin.input.password },
    });
    expect(res.status).toBe(409);
    expect(res.data.error.message).toBe(texts.notAdmin);
  });

  it('422 for an unknown role or an unknown field', async () => {
    const bad = await call(`/api/admin/users/${member.userId}/role`, {
      method: 'PUT',
      json: { role: 'owner', password: admin.input.password },
    });
    expect(bad.status).toBe(422);
    expect(bad.data.error.fields.role).toBe(texts.roleChoice);
    const extra = await call(`/api/admin/users/${member.userId}/role`, {
      method: 'PUT',
      json: { role: 'admin', banned: false, password: admin.input.password },
    });
    expect(extra.status).toBe(422);
    expect((await userRow(t, member.userId))?.role).toBe('user');
  });
});
