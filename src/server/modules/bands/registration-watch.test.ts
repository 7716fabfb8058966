// @module-tag postgres
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bandCompareMessages as texts } from '../../../shared/domains/band-compare';
import { newMember, signedInForFile } from '../../auth/testing';
import { createBand } from '../../db/factories';
import { bandRegistrationWatches, notifications } from '../../db/schema';
import { testServerForFile } from '../../test/harness';

const t = testServerForFile();
const { member, admin } = signedInForFile(t);

const closed = { registrationUrl: null, feteIdRegistrationUrl: null };
const watch = (id: string, cookie?: string, method = 'PUT') =>
  t.request(`/api/bands/${id}/registration-watch`, { method, cookie });
const watchesOf = (bandId: string) =>
  t.db.select().from(bandRegistrationWatches).where(eq(bandRegistrationWatches.bandId, bandId));
const noticesOf = (userId: string, bandId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'band_registration_open')))
    .then((rows) => rows.filter((r) => r.data.bandId === bandId));

/** The administrator's save of the whole band, with these links. */
const save = (band: Awaited<ReturnType<typeof createBand>>, links: Record<string, string | null>) =>
  t.request(`/api/admin/bands/${band.id}`, {
    method: 'PUT',
    cookie: admin.cookie,
    json: { name: band.name, country: band.country, startDate: band.startDate, ...links },
  });

describe('PUT and DELETE /api/bands/:id/registration-watch', () => {
  it('401 for visitors, 404 for unknown and inactive bands, 409 once registration is open', async () => {
    const band = await createBand(t.db, closed);
    const visitor = await watch(band.id);
    expect(visitor.status).toBe(401);
    expect(visitor.data.error).toEqual({
      code: 'SIGN_IN_TO_WATCH_BANDS',
      message: 'Please sign in to be notified when registration opens',
    });
    const hidden = await createBand(t.db, { ...closed, active: false });
    for (const id of [randomUUID(), 'nope', hidden.id]) {
      for (const method of ['PUT', 'DELETE']) {
        const res = await watch(id, member.cookie, method);
        expect(res.status, `${method} ${id}`).toBe(404);
        expect(res.data.error.message).toBe('Band not found');
      }
    }
    const open = await createBand(t.db);
    const refused = await watch(open.id, member.cookie);
    expect(refused.status).toBe(409);
    expect(refused.data.error.message).toBe(texts.alreadyOpen);
    expect(await watchesOf(open.id)).toEqual([]);
  });

  it('watching is a toggle: twice is one watch, the detail shows it, DELETE ends it (twice is fine)', async () => {
    const band = await createBand(t.db, closed);
    for (let i = 0; i < 2; i++) {
      const res = await watch(band.id, member.cookie);
      expect(res.status).toBe(200);
      expect(res.data).toEqual({ watching: true });
    }
    expect(await watchesOf(band.id)).toHaveLength(1);
    expect((await t.request(`/api/bands/${band.id}`, { cookie: member.cookie })).data.watching).toBe(true);
    expect((await t.request(`/api/bands/${band.id}`)).data.watching).toBe(false);
    for (let i = 0; i < 2; i++) {
      expect((await watch(band.id, member.cookie, 'DELETE')).data).toEqual({ watching: false });
    }
    expect(await watchesOf(band.id)).toEqual([]);
    expect((await t.request(`/api/bands/${band.id}`, { cookie: member.cookie })).data.watching).toBe(false);
  });
});

describe('an administrator opens registration (PUT /api/admin/bands/:id)', () => {
  it('notifies each watcher once, in the site and by mail, and consumes the watches', async () => {
    const band = await createBand(t.db, closed);
    const watchers = await Promise.all([newMember(t), newMember(t)]);
    for (const w of watchers) expect((await watch(band.id, w.cookie)).status).toBe(200);
    const bystander = await newMember(t);

    // A save that leaves registration closed tells nobody.
    expect((await save(band, closed)).status).toBe(200);
    expect(await noticesOf(watchers[0]!.userId, band.id)).toEqual([]);

    const opened = await save(band, { registrationUrl: 'https://band.example/register' });
    expect(opened.status).toBe(200);
    for (const w of watchers) {
      const notices = await noticesOf(w.userId, band.id);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({
        title: texts.noticeTitle(band.name),
        message: texts.noticeMessage(band.name),
        read: false,
      });
      // Mailed after the commit (the send is awaited before the answer): one mail each.
      const mails = t.smtp.mails.filter(
        (m) => m.to.includes(w.input.email.toLowerCase()) && m.subject.includes(texts.noticeTitle(band.name)),
      );
      expect(mails).toHaveLength(1);
    }
    expect(await noticesOf(bystander.userId, band.id)).toEqual([]);
    expect(await watchesOf(band.id)).toEqual([]);

    // Saved again, and with the link changed to another address: nobody is told a second time.
    await save(band, { registrationUrl: 'https://band.example/register' });
    await save(band, { registrationUrl: 'https://band.example/register-2026' });
    for (const w of watchers) expect(await noticesOf(w.userId, band.id)).toHaveLength(1);
  });

  it('the Fete ID link alone opens registration too; a link changed from one URL to another tells no one', async () => {
    const band = await createBand(t.db, closed);
    await watch(band.id, member.cookie);
    await save(band, { feteIdRegistrationUrl: 'https://band.example/fete-id' });
    expect(await noticesOf(member.userId, band.id)).toHaveLength(1);

    const open = await createBand(t.db, { registrationUrl: 'https://open.example/register' });
    // A watch left from before registration opened (written straight to the table) is not told of a changed link.
    await t.db.insert(bandRegistrationWatches).values({ bandId: open.id, userId: member.userId });
    await save(open, { registrationUrl: 'https://open.example/register-again' });
    expect(await noticesOf(member.userId, open.id)).toEqual([]);
    expect(await watchesOf(open.id)).toHaveLength(1);
  });
});
