// @module-tag postgres
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newMember } from '../../auth/testing';
import { createProvider, createProviderRating, createTestimonial, createUser } from '../../db/factories';
import { providerRatings, providers } from '../../db/schema';
import { facesTesting } from './faces-testing';

const { t, member, admin } = facesTesting();

describe('GET /api/providers/:id', () => {
  it('shows the provider, active testimonials in order and the member’s own rating', async () => {
    const provider = await createProvider(t.db, { firstName: 'Detail' });
    const second = await createTestimonial(t.db, provider.id, { sortOrder: 2, clientName: 'Second' });
    const first = await createTestimonial(t.db, provider.id, { sortOrder: 1, clientName: 'First' });
    await createTestimonial(t.db, provider.id, { sortOrder: 0, active: false });
    await createProviderRating(t.db, { providerId: provider.id, userId: member.userId, rating: 4 });

    const res = await t.request(`/api/providers/${provider.id}`, { cookie: member.cookie });
    expect(res.status).toBe(200);
    expect(res.data.provider).toMatchObject({
      id: provider.id,
      firstName: 'Detail',
      rating: 4,
      totalRatings: 1,
      liked: false,
      featured: false,
    });
    expect(res.data.testimonials).toEqual([
      {
        id: first.id,
        imageUrl: first.imageUrl,
        caption: first.caption,
        clientName: 'First',
        service: first.service,
      },
      {
        id: second.id,
        imageUrl: second.imageUrl,
        caption: second.caption,
        clientName: 'Second',
        service: second.service,
      },
    ]);
    expect(res.data.myRating).toBe(4);

    const visitor = await t.request(`/api/providers/${provider.id}`);
    expect(visitor.data.myRating).toBeNull();
  });

  it("404 'Provider not found' for an unknown, malformed or (for non-admins) inactive provider", async () => {
    const inactive = await createProvider(t.db, { active: false });
    for (const id of [randomUUID(), 'not-a-uuid', inactive.id]) {
      const res = await t.request(`/api/providers/${id}`, { cookie: member.cookie });
      expect(res.status, id).toBe(404);
      expect(res.data.error).toEqual({ code: 'NOT_FOUND', message: 'Provider not found' });
    }
    const forAdmin = await t.request(`/api/providers/${inactive.id}`, { cookie: admin.cookie });
    expect(forAdmin.status).toBe(200);
    expect(forAdmin.data.provider.active).toBe(false);
  });
});

describe('PUT /api/providers/:id/rating', () => {
  const rate = (id: string, body: unknown, cookie?: string) =>
    t.request(`/api/providers/${id}/rating`, { method: 'PUT', json: body, cookie });

  it('401 → 422 → 404 → 200', async () => {
    const provider = await createProvider(t.db);
    const visitor = await rate(provider.id, { rating: 5 });
    expect(visitor.status).toBe(401);
    expect(visitor.data.error).toEqual({
      code: 'SIGN_IN_TO_RATE_PROVIDERS',
      message: 'Please sign in to rate providers',
    });

    for (const body of [
      { rating: 0 },
      { rating: 6 },
      { rating: 2.5 },
      {},
      { rating: '4' },
      { rating: null },
    ]) {
      const res = await rate(provider.id, body, member.cookie);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.data.error.fields.rating).toBeTruthy();
    }

    const inactive = await createProvider(t.db, { active: false });
    for (const id of [randomUUID(), 'nope', inactive.id]) {
      const res = await rate(id, { rating: 5 }, member.cookie);
      expect(res.status, id).toBe(404);
      expect(res.data.error.message).toBe('Provider not found');
    }

    const ok = await rate(provider.id, { rating: 4 }, member.cookie);
    expect(ok.status).toBe(200);
    expect(ok.data).toEqual({ rating: 4, totalRatings: 1, myRating: 4 });
    const [row] = await t.db.select().from(providers).where(eq(providers.id, provider.id));
    expect(row).toMatchObject({ ratingTotal: 4, ratingCount: 1 });
  });

  it('a new rating replaces the earlier one: the count stays, the average moves', async () => {
    const provider = await createProvider(t.db);
    const other = await newMember(t);
    await rate(provider.id, { rating: 5 }, other.cookie);
    expect((await rate(provider.id, { rating: 4 }, member.cookie)).data).toEqual({
      rating: 4.5,
      totalRatings: 2,
      myRating: 4,
    });
    expect((await rate(provider.id, { rating: 2 }, member.cookie)).data).toEqual({
      rating: 3.5,
      totalRatings: 2,
      myRating: 2,
    });
    const detail = await t.request(`/api/providers/${provider.id}`, { cookie: member.cookie });
    expect(detail.data.provider).toMatchObject({ rating: 3.5, totalRatings: 2 });
    expect(detail.data.myRating).toBe(2);
    const rows = await t.db.select().from(providerRatings).where(eq(providerRatings.providerId, provider.id));
    expect(rows.map((r) => r.rating).sort()).toEqual([2, 5]);
  });

  it('rounds the average to one decimal', async () => {
    const provider = await createProvider(t.db);
    for (const rating of [5, 4]) {
      const rater = await createUser(t.db);
      await createProviderRating(t.db, { providerId: provider.id, userId: rater.id, rating });
    }
    // 5 + 4 + 4 = 13 over 3 = 4.333…
    expect((await rate(provider.id, { rating: 4 }, member.cookie)).data.rating).toBe(4.3);
  });

  it('20 concurrent ratings by different members leave exact totals and count', async () => {
    const provider = await createProvider(t.db);
    const raters = await Promise.all(Array.from({ length: 20 }, () => newMember(t)));
    // 7 fives and 13 fours: 87 over 20 = 4.35, shown as 4.4 (half up).
    const responses = await Promise.all(
      raters.map((rater, i) => rate(provider.id, { rating: i < 7 ? 5 : 4 }, rater.cookie)),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    const [row] = await t.db.select().from(providers).where(eq(providers.id, provider.id));
    expect(row).toMatchObject({ ratingTotal: 87, ratingCount: 20 });
    const [sums] = await t.db
      .select({ total: sql<number>`sum(${providerRatings.rating})::int`, count: sql<number>`count(*)::int` })
      .from(providerRatings)
      .where(eq(providerRatings.providerId, provider.id));
    expect(sums).toEqual({ total: 87, count: 20 });
    const detail = await t.request(`/api/providers/${provider.id}`);
    expect(detail.data.provider).toMatchObject({ rating: 4.4, totalRatings: 20 });
  });

  it('one member rating many times at once still counts once', async () => {
    const provider = await createProvider(t.db);
    const values = [1, 2, 3, 4, 5, 1, 2, 3, 4, 5];
    const responses = await Promise.all(values.map((rating) => rate(provider.id, { rating }, member.cookie)));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    const [row] = await t.db.select().from(providers).where(eq(providers.id, provider.id));
    const [mine] = await t.db
      .select()
      .from(providerRatings)
      .where(eq(providerRatings.providerId, provider.id));
    expect(row!.ratingCount).toBe(1);
    expect(row!.ratingTotal).toBe(mine!.rating);
  });
});
