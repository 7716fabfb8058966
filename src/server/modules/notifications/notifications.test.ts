// @module-tag postgres
import { describe, expect, it } from 'vitest';
import { notificationMessages } from '../../../shared/domains/notifications';
import { memberForFile, newMember } from '../../auth/testing';
import { createNotification } from '../../db/factories';
import { testServerForFile } from '../../test/harness';
import { liveTopics } from '../../../shared/schemas/live';
import { isMessage, isReady, json, openLive } from '../../platform/live/testing';
import { emailPreferences } from './notifications-testing';
import { mailNotification, notify } from './service';

const t = testServerForFile();
const member = memberForFile(t, { firstName: 'Kaia', email: 'kaia.notices@example.com' });
const other = memberForFile(t, { firstName: 'Marlon', email: 'marlon.notices@example.com' });

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

  it('pages back through older notifications with `before`', async () => {
    const pager = await newMember(t);
    for (let i = 0; i < 22; i++) {
      await createNotification(t.db, pager.userId, {
        title: `Notice ${i}`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      });
    }
    const first = await t.request('/api/notifications', { cookie: pager.cookie });
    expect(first.data.items).toHaveLength(20);
    expect(first.data.hasMore).toBe(true);
    const last = first.data.items.at(-1).id;
    const next = await t.request(`/api/notifications?before=${last}`, { cookie: pager.cookie });
    expect(next.data.items.map((n: { title: string }) => n.title)).toEqual(['Notice 1', 'Notice 0']);
    expect(next.data.hasMore).toBe(false);
  });

  it('the bell updates live: a new notification and mark-all-read publish the unread count', async () => {
    const watcher = await newMember(t);
    const stream = await openLive(t.app, `topics=${liveTopics.member(watcher.userId)}`, {
      cookie: watcher.cookie,
    });
    try {
      await stream.next(isReady);
      await t.db.transaction((tx) =>
        notify(tx, watcher.userId, {
          type: 'badge_awarded',
          title: 'New Badge Awarded!',
          message: 'Well done',
        }),
      );
      expect(json(await stream.next(isMessage))).toMatchObject({ type: 'notifications', unread: 1 });
      await t.request('/api/notifications/read-all', { method: 'POST', cookie: watcher.cookie });
      expect(json(await stream.next(isMessage))).toMatchObject({ type: 'notifications', unread: 0 });
    } finally {
      await stream.close();
    }
  });
});

describe('e-mail preferences', () => {
  const allOn = emailPreferences();

  it('401 for visitors; 422 for unknown or missing categories', async () => {
    expect((await t.request('/api/notifications/preferences')).status).toBe(401);
    expect((await t.request('/api/notifications/preferences', { method: 'PUT', json: allOn })).status).toBe(
      401,
    );
    const unknown = await t.request('/api/notifications/preferences', {
      method: 'PUT',
      cookie: member.cookie,
      json: { ...allOn, spam: true },
    });
    expect(unknown.status).toBe(422);
    const { chat: _chat, ...missing } = allOn;
    expect(
      (
        await t.request('/api/notifications/preferences', {
          method: 'PUT',
          cookie: member.cookie,
          json: missing,
        })
      ).status,
    ).toBe(422);
  });

  it('every e-mail is on by default; a category turned off is not mailed, the in-app notice stays', async () => {
    const chooser = await newMember(t, { firstName: 'Chooser' });
    const get = () => t.request('/api/notifications/preferences', { cookie: chooser.cookie });
    expect((await get()).data.email).toEqual(allOn);
    const saved = await t.request('/api/notifications/preferences', {
      method: 'PUT',
      cookie: chooser.cookie,
      json: { ...allOn, badges: false },
    });
    expect(saved.data.email).toEqual({ ...allOn, badges: false });
    expect((await get()).data.email.badges).toBe(false);

    const count = () => t.smtp.mails.filter((m) => m.to.includes(chooser.input.email.toLowerCase())).length;
    const badge = await t.db.transaction((tx) =>
      notify(tx, chooser.userId, {
        type: 'badge_awarded',
        title: 'New Badge Awarded!',
        message: 'Not mailed',
      }),
    );
    await mailNotification(t.deps, badge);
    expect(count()).toBe(0);
    const form = await t.db.transaction((tx) =>
      notify(tx, chooser.userId, { type: 'form_status_update', title: 'Form updated', message: 'Mailed' }),
    );
    await mailNotification(t.deps, form);
    expect((await t.smtp.waitFor(chooser.input.email)).subject).toBe('Fete: Form updated');
    expect(count()).toBe(1);
    const titles = (await t.request('/api/notifications', { cookie: chooser.cookie })).data.items.map(
      (n: { title: string }) => n.title,
    );
    expect(titles).toEqual(['Form updated', 'New Badge Awarded!']);
  });
});
