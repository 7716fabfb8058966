// @module-tag postgres
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { feteNationMessages } from '../../../shared/domains/fete-nation';
import { newMember, type SignedIn } from '../../auth/testing';
import { createAttendance, createBadgeType, createEvent, createUserBadge } from '../../db/factories';
import { users } from '../../db/schema';
import { testServerForFile } from '../../test/harness';

const t = testServerForFile();
// A surname only this file uses keeps the searches to its own members.
const tag = 'Nationtest';
let viewer: SignedIn;
let amara: SignedIn;
let brandon: SignedIn;
let hidden: SignedIn;
beforeAll(async () => {
  viewer = await newMember(t, { firstName: 'Viewer', lastName: tag });
  amara = await newMember(t, { firstName: 'Amara', lastName: tag });
  brandon = await newMember(t, { firstName: 'Brandon', lastName: tag });
  hidden = await newMember(t, { firstName: 'Hidden', lastName: tag });
  await t.db
    .update(users)
    .set({ territory: 'Barbados', locality: 'Bridgetown' })
    .where(eq(users.id, amara.userId));
  await t.db.update(users).set({ territory: 'Trinidad and Tobago' }).where(eq(users.id, brandon.userId));
  await t.db.update(users).set({ showInCommunity: false }).where(eq(users.id, hidden.userId));
});

const as = (who: SignedIn, path: string, method = 'GET') => t.request(path, { cookie: who.cookie, method });
const names = (res: { data: { items: { firstName: string }[] } }) => res.data.items.map((m) => m.firstName);

describe('Fete Nation directory', () => {
  it('is for members only: 401 for visitors', async () => {
    expect((await t.request('/api/members/directory')).status).toBe(401);
    expect((await t.request(`/api/members/directory/${amara.userId}`)).status).toBe(401);
  });

  it('lists members by first name, searched by name and filtered by territory on the server, paged', async () => {
    const all = await as(viewer, `/api/members/directory?q=${tag}`);
    expect(names(all)).toEqual(['Amara', 'Brandon']);
    expect(all.data.total).toBe(2);
    expect(all.data.items[0]).toEqual({
      id: amara.userId,
      firstName: 'Amara',
      lastName: tag,
      avatarUrl: null,
      territory: 'Barbados',
      locality: 'Bridgetown',
    });
    // No e-mail in the answer, and the e-mail is not searchable either.
    expect(JSON.stringify(all.data)).not.toContain('@');
    expect(
      (await as(viewer, `/api/members/directory?q=${encodeURIComponent(amara.input.email)}`)).data.total,
    ).toBe(0);
    expect(names(await as(viewer, `/api/members/directory?q=amara+${tag}`))).toEqual(['Amara']);
    expect(names(await as(viewer, `/api/members/directory?q=${tag}&territory=Barbados`))).toEqual(['Amara']);
    const page2 = await as(viewer, `/api/members/directory?q=${tag}&pageSize=1&page=2`);
    expect(names(page2)).toEqual(['Brandon']);
    expect(page2.data.total).toBe(2);
    expect((await as(viewer, '/api/members/directory?territory=Atlantis')).status).toBe(422);
    expect((await as(viewer, `/api/members/directory?q=nobody-${tag}`)).data.items).toEqual([]);
  });

  it('hides members who opted out: not listed, and their profile is "User not found"', async () => {
    expect(names(await as(viewer, `/api/members/directory?q=hidden`))).not.toContain('Hidden');
    const res = await as(viewer, `/api/members/directory/${hidden.userId}`);
    expect(res.status).toBe(404);
    expect(res.data.error.message).toBe(feteNationMessages.notFound);
    expect((await as(viewer, '/api/members/directory/no-such-member')).status).toBe(404);
  });

  it('hides a block either way, right after the write, and shows the member again after unblocking', async () => {
    const blocker = await newMember(t, { firstName: 'Blocker', lastName: tag });
    expect(names(await as(viewer, `/api/members/directory?q=${tag}`))).toContain('Blocker');
    await as(blocker, `/api/chat/blocks/${viewer.userId}`, 'PUT');
    // The member who blocked me is gone from my list and profile…
    expect(names(await as(viewer, `/api/members/directory?q=${tag}`))).not.toContain('Blocker');
    expect((await as(viewer, `/api/members/directory/${blocker.userId}`)).status).toBe(404);
    // …and I am gone from theirs.
    expect(names(await as(blocker, `/api/members/directory?q=${tag}`))).not.toContain('Viewer');
    expect((await as(blocker, `/api/members/directory/${viewer.userId}`)).status).toBe(404);
    await as(blocker, `/api/chat/blocks/${viewer.userId}`, 'DELETE');
    expect(names(await as(viewer, `/api/members/directory?q=${tag}`))).toContain('Blocker');
  });

  it("shows other members' names on one line without links; a member sees their own as typed", async () => {
    const promo = await newMember(t, { firstName: 'Promo', lastName: tag });
    await t.db
      .update(users)
      .set({ firstName: 'Deals at fete-deals.com\nCall', lastName: `${tag} www.fete-deals.com` })
      .where(eq(users.id, promo.userId));
    const list = await as(viewer, `/api/members/directory?q=Call`);
    expect(list.data.items).toEqual([expect.objectContaining({ firstName: 'Deals at Call', lastName: tag })]);
    const profile = await as(viewer, `/api/members/directory/${promo.userId}`);
    expect(profile.data.member).toMatchObject({ firstName: 'Deals at Call', lastName: tag });
    const chat = await t.request('/api/chat/conversations', {
      method: 'POST',
      cookie: viewer.cookie,
      json: { with: promo.userId },
    });
    expect(chat.data.other).toMatchObject({ firstName: 'Deals at Call', lastName: tag });
    const own = await as(promo, `/api/members/directory/${promo.userId}`);
    expect(own.data.member.firstName).toBe('Deals at fete-deals.com\nCall');
  });

  it('a profile shows name, picture, territory, locality, active badges and the upcoming events attended', async () => {
    const badge = await createBadgeType(t.db, { name: 'Road Warrior' });
    const revoked = await createBadgeType(t.db, { name: 'Revoked One' });
    await createUserBadge(t.db, amara.userId, badge.id);
    await createUserBadge(t.db, amara.userId, revoked.id, { active: false });
    const upcoming = await createEvent(t.db, { title: 'Sunrise Breakfast Fete', date: '2099-02-10' });
    const past = await createEvent(t.db, { title: 'Long Gone Fete', date: '2001-02-10' });
    const inactive = await createEvent(t.db, { title: 'Cancelled Fete', date: '2099-03-10', active: false });
    for (const e of [upcoming, past, inactive]) await createAttendance(t.db, 'event', amara.userId, e.id);

    const res = await as(viewer, `/api/members/directory/${amara.userId}`);
    expect(res.status).toBe(200);
    expect(res.data.member).toMatchObject({
      firstName: 'Amara',
      territory: 'Barbados',
      locality: 'Bridgetown',
    });
    expect(res.data.member.badges.map((b: { name: string }) => b.name)).toEqual(['Road Warrior']);
    expect(res.data.member.events.map((e: { title: string }) => e.title)).toEqual(['Sunrise Breakfast Fete']);
    expect(res.data.can).toEqual({ chat: true, block: true });
    // One's own profile opens too, without Start Chat.
    expect((await as(viewer, `/api/members/directory/${viewer.userId}`)).data.can).toEqual({
      chat: false,
      block: false,
    });
  });
});
