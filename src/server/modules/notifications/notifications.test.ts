import { beforeAll, describe, expect, it } from 'vitest';
import { notificationMessages } from '../../../shared/domains/notifications';
import { signUp, type SignedIn } from '../../auth/testing';
import { createNotification } from '../../db/factories';
import { testServerForFile } from '../../test/harness';
import { mailNotification, notify } from './service';

const t = testServerForFile();
let member: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  member = await signUp(t, { firstName: 'Kaia', email: 'kaia.notices@example.com' });
  other = await signUp(t, { firstName: 'Marlon', email: 'marlon.notices@example.com' });
});

const asMember = (path: string, method = 'GET') => t.request(path, { cookie: member.cookie, method });

describe('notifications', () => {
  it('401 for visitors', async () => {
    expect((await t.request('/api/notifications')).status).toBe(401);
    expect((await t.request('/api/notifications/read-all', { method: 'POST' })).status).toBe(401);
  });

  it('lists my notifications newest first with the unread count; mark one read, then all', async () => {
    const older = await createNotification(t.db, member.userId, {
      title: 'Older',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    await createNotification(t.db, member.userId, { title: 'Newer' });
    await createNotification(t.db, other.userId, { title: 'Not mine' });
    const list = await asMember('/api/notifications');
    expect(list.status).toBe(200);
    expect(list.data.items.map((n: { title: string }) => n.title)).toEqual(['Newer', 'Older']);
    expect(list.data.unread).toBe(2);
    const read = await asMember(`/api/notifications/${older.id}/read`, 'POST');
    expect(read.data.unread).toBe(1);
    expect(read.data.items.find((n: { id: string }) => n.id === older.id).read).toBe(true);
    const all = await asMember('/api/notifications/read-all', 'POST');
    expect(all.data.unread).toBe(0);
    expect((await t.request('/api/notifications', { cookie: other.cookie })).data.unread).toBe(1);
  });

  it("404 for someone else's notification or an unknown one; it stays unread", async () => {
    const theirs = await createNotification(t.db, other.userId);
    const res = await asMember(`/api/notifications/${theirs.id}/read`, 'POST');
    expect(res.status).toBe(404);
    expect(res.data.error.message).toBe(notificationMessages.notFound);
    expect((await asMember('/api/notifications/not-an-id/read', 'POST')).status).toBe(404);
    const list = await t.request('/api/notifications', { cookie: other.cookie });
    expect(list.data.items.find((n: { id: string }) => n.id === theirs.id).read).toBe(false);
  });

  it('notify writes in the caller’s transaction (rolled back with it); mailNotification sends the e-mail', async () => {
    await t.db
      .transaction(async (tx) => {
        await notify(tx, member.userId, {
          type: 'badge_awarded',
          title: 'Rolled back',
          message: 'Never seen',
        });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const titles = (await asMember('/api/notifications')).data.items.map((n: { title: string }) => n.title);
    expect(titles).not.toContain('Rolled back');

    const notice = await t.db.transaction((tx) =>
      notify(tx, member.userId, {
        type: 'badge_awarded',
        title: 'New Badge Awarded!',
        message: 'You have been awarded the Road Warrior badge.',
        data: { badgeId: 'b1' },
      }),
    );
    await mailNotification(t.deps, notice);
    const mail = await t.smtp.waitFor(member.input.email);
    expect(mail.subject).toBe('Fete: New Badge Awarded!');
    expect(mail.text).toContain('You have been awarded the Road Warrior badge.');
    expect(mail.text).toContain(`${t.config.publicUrl}/dashboard`);
  });
});
