// @module-tag postgres
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInAdmin, signedInForFile } from '../../auth/testing';
import { createBand, createEvent, createFeaturedItem, createRestaurant } from '../../db/factories';
import { featuredItems } from '../../db/schema';
import { eventAdminMessages } from '../../../shared/domains/event-admin-messages';
import { testServerForFile } from '../../test/harness';

const t = testServerForFile();
const { member, admin } = signedInForFile(t);

const get = (path: string, cookie?: string) => t.request(path, { cookie });

describe('PUT and DELETE /api/admin/featured/:type/:id', () => {
  const feature = (type: string, id: string, cookie?: string, method = 'PUT') =>
    t.request(`/api/admin/featured/${type}/${id}`, { method, cookie });
  const featuredRow = async (type: string, id: string) => {
    const [row] = await t.db
      .select()
      .from(featuredItems)
      .where(and(eq(featuredItems.itemType, type), eq(featuredItems.itemId, id)));
    return row;
  };

  it('401 for visitors, 403 for members, 404 for unknown items and types', async () => {
    const band = await createBand(t.db);
    expect((await feature('band', band.id)).status).toBe(401);
    expect((await feature('band', band.id, undefined, 'DELETE')).status).toBe(401);
    const forbidden = await feature('band', band.id, member.cookie);
    expect(forbidden.status).toBe(403);
    expect((await feature('band', band.id, member.cookie, 'DELETE')).status).toBe(403);
    expect(await featuredRow('band', band.id)).toBeUndefined();

    for (const [type, id, message] of [
      ['band', randomUUID(), 'Band not found'],
      ['event', randomUUID(), 'Event not found'],
      ['restaurant', 'not-a-uuid', 'Restaurant not found'],
      ['face', randomUUID(), 'Provider not found'],
      ['marqet', randomUUID(), 'Not found'],
      ['event', band.id, 'Event not found'],
      ['bands', band.id, 'Not found'],
    ] as const) {
      for (const method of ['PUT', 'DELETE']) {
        const res = await feature(type, id, admin.cookie, method);
        expect(res.status, `${method} ${type}`).toBe(404);
        expect(res.data.error.message).toBe(message);
      }
    }
  });

  it('adds at the highest order of the type + 1 (0 for the first), idempotently; removes', async () => {
    await t.db.delete(featuredItems);
    const [a, b, c] = [
      await createRestaurant(t.db),
      await createRestaurant(t.db),
      await createRestaurant(t.db),
    ];
    const inactive = await createRestaurant(t.db, { active: false });
    const otherType = await createBand(t.db);
    await createFeaturedItem(t.db, 'band', otherType.id, { sortOrder: 40 });

    const first = await feature('restaurant', a.id, admin.cookie);
    expect(first.status).toBe(200);
    expect(first.data).toEqual({ featured: true });
    expect(await featuredRow('restaurant', a.id)).toMatchObject({ sortOrder: 0, active: true });
    await feature('restaurant', b.id, admin.cookie);
    expect((await featuredRow('restaurant', b.id))!.sortOrder).toBe(1);
    // Featuring again changes nothing.
    expect((await feature('restaurant', a.id, admin.cookie)).data).toEqual({ featured: true });
    expect((await featuredRow('restaurant', a.id))!.sortOrder).toBe(0);
    // Administrators may feature an item they have switched off (it shows once active again).
    await feature('restaurant', inactive.id, admin.cookie);
    expect((await featuredRow('restaurant', inactive.id))!.sortOrder).toBe(2);
    // A row switched off in the back office comes back at the end.
    await t.db.update(featuredItems).set({ active: false }).where(eq(featuredItems.itemId, a.id));
    await feature('restaurant', a.id, admin.cookie);
    expect(await featuredRow('restaurant', a.id)).toMatchObject({ sortOrder: 3, active: true });

    const list = await get(`/api/restaurants?pageSize=100`, admin.cookie);
    const flags = Object.fromEntries(
      list.data.items.map((r: { id: string; featured: boolean }) => [r.id, r.featured]),
    );
    expect(flags).toMatchObject({ [a.id]: true, [b.id]: true, [c.id]: false, [inactive.id]: true });

    const removed = await feature('restaurant', b.id, admin.cookie, 'DELETE');
    expect(removed.status).toBe(200);
    expect(removed.data).toEqual({ featured: false });
    expect(await featuredRow('restaurant', b.id)).toBeUndefined();
    expect((await feature('restaurant', b.id, admin.cookie, 'DELETE')).data).toEqual({ featured: false });
    expect((await get(`/api/restaurants/${b.id}`)).data.restaurant.featured).toBe(false);
    await feature('restaurant', c.id, admin.cookie);
    expect((await featuredRow('restaurant', c.id))!.sortOrder).toBe(4);
    expect((await featuredRow('band', otherType.id))!.sortOrder).toBe(40);
  });

  it('422 for an event that is not a Party event (the home page shows Party events only); its star comes off', async () => {
    for (const category of ['Concert', 'Beach Party', 'Carnival', 'Festival', 'Cruise']) {
      const event = await createEvent(t.db, { category });
      const res = await feature('event', event.id, admin.cookie);
      expect(res.status, category).toBe(422);
      expect(res.data.error.message).toBe(eventAdminMessages.featurePartyOnly);
      expect(await featuredRow('event', event.id)).toBeUndefined();
    }
    // One featured before it became a Concert can still be taken off.
    const moved = await createEvent(t.db, { category: 'Concert' });
    await createFeaturedItem(t.db, 'event', moved.id);
    expect((await feature('event', moved.id, admin.cookie, 'DELETE')).data).toEqual({ featured: false });
    expect(await featuredRow('event', moved.id)).toBeUndefined();
    const party = await createEvent(t.db, { category: 'Party' });
    expect((await feature('event', party.id, admin.cookie)).data).toEqual({ featured: true });
  });

  it('two administrators featuring at once get distinct orders', async () => {
    await t.db.delete(featuredItems).where(eq(featuredItems.itemType, 'event'));
    const other = await signInAdmin(t);
    const list = [];
    for (let i = 0; i < 8; i++) list.push(await createEvent(t.db, { category: 'Party' }));
    const results = await Promise.all(
      list.map((e, i) => feature('event', e.id, i % 2 ? admin.cookie : other.cookie)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    const rows = await t.db.select().from(featuredItems).where(eq(featuredItems.itemType, 'event'));
    expect(rows.map((r) => r.sortOrder).sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });
});
