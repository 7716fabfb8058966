// @module-tag postgres
import { describe, expect, it } from 'vitest';
import { marqetRegistrationMessages as texts } from '../../../shared/domains/marqet-registration';
import { createMarqetRegistration, uniqueTag } from '../../db/factories';
import { UNKNOWN, registrationBody as body, registrationsTesting } from './marqet-testing';

const { t, member, asAdmin, submit } = registrationsTesting();

const reopenPath = (id: string) => `/api/admin/marqet-registrations/${id}/reopen`;

describe('POST /api/admin/marqet-registrations/:id/reopen', () => {
  it('is for administrators only: 401 for visitors, 403 for members (the submitter too), 404 unknown', async () => {
    const rejected = await createMarqetRegistration(t.db, member.userId, { status: 'rejected' });
    expect((await t.request(reopenPath(rejected.id), { method: 'POST' })).status).toBe(401);
    const asOwner = await t.request(reopenPath(rejected.id), { method: 'POST', cookie: member.cookie });
    expect(asOwner.status).toBe(403);
    expect((await asAdmin(reopenPath(UNKNOWN), { method: 'POST' })).status).toBe(404);
    expect((await asAdmin(reopenPath('not-an-id'), { method: 'POST' })).status).toBe(404);
    expect((await asAdmin(`/api/admin/marqet-registrations/${rejected.id}`)).data.status).toBe('rejected');
  });

  it('moves a rejected registration back to pending, tells the submitter, and lets it be approved', async () => {
    const tag = uniqueTag();
    const made = await submit(body({ brandName: `Reconsidered ${tag}` }));
    await asAdmin(`/api/admin/marqet-registrations/${made.data.id}/reject`, { method: 'POST' });

    const res = await asAdmin(reopenPath(made.data.id), { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ id: made.data.id, status: 'pending', expirationDate: null });
    const notes = await t.request('/api/notifications', { cookie: member.cookie });
    expect(notes.data.items[0]).toMatchObject({
      type: 'registration_reopened',
      title: 'Registration Reopened',
      data: { registrationId: made.data.id },
    });
    const to = member.input.email.toLowerCase();
    await expect
      .poll(() => t.smtp.mails.some((m) => m.to.includes(to) && m.subject.includes('Registration Reopened')))
      .toBe(true);
    // The member sees it pending again.
    const mine = await t.request(`/api/me/marqet-registrations/${made.data.id}`, { cookie: member.cookie });
    expect(mine.data.status).toBe('pending');

    const approved = await asAdmin(`/api/admin/marqet-registrations/${made.data.id}/approve`, {
      method: 'POST',
    });
    expect(approved.status).toBe(200);
    expect(approved.data.status).toBe('approved');
  });

  it('refuses what is not rejected (409) and changes nothing', async () => {
    for (const status of ['pending', 'approved', 'expired'] as const) {
      const row = await createMarqetRegistration(t.db, member.userId, { status });
      const res = await asAdmin(reopenPath(row.id), { method: 'POST' });
      expect(res.status).toBe(409);
      expect(res.data.error.message).toBe(texts.notRejected);
      expect((await asAdmin(`/api/admin/marqet-registrations/${row.id}`)).data.status).toBe(status);
    }
  });
});
