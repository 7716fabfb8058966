// @module-tag postgres
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberTestFile, newMember } from '../../auth/testing';
import { createBand, createBandRating, createUser, siteDay, uniqueTag } from '../../db/factories';
import { bandRatings, carnivalBands } from '../../db/schema';
import { taggedRows } from '../../test/lists';

const { t, member } = memberTestFile();

const bandsTagged = taggedRows(t, createBand, 'Mas band');

const get = (path: string, cookie?: string) => t.request(path, { cookie });
const rate = (id: string, json: unknown, cookie?: string) =>
  t.request(`/api/bands/${id}/rating`, { method: 'PUT', json, cookie });
const stored = async (id: string) => {
  const [row] = await t.db.select().from(carnivalBands).where(eq(carnivalBands.id, id));
  return row!;
};

describe('PUT /api/bands/:id/rating', () => {
  it("401 'Please sign in to rate bands' → 422 → 404 → 200", async () => {
    const [band] = await bandsTagged(uniqueTag(), [{ name: 'Rated band', startDate: siteDay(12) }]);
    const visitor = await rate(band!.id, { rating: 5 });
    expect(visitor.status).toBe(401);
    expect(visitor.data.error).toEqual({
      code: 'SIGN_IN_TO_RATE_BANDS',
      message: 'Please sign in to rate bands',
    });

    for (const json of [
      { rating: 0 },
      { rating: 6 },
      { rating: 2.5 },
      {},
      { rating: '4' },
      { rating: null },
    ]) {
      const res = await rate(band!.id, json, member.cookie);
      expect(res.status, JSON.stringify(json)).toBe(422);
      expect(res.data.error.fields).toEqual({ rating: 'Please choose a rating from 1 to 5 stars' });
    }
    const notJson = await t.request(`/api/bands/${band!.id}/rating`, {
      method: 'PUT',
      cookie: member.cookie,
      headers: { 'content-type': 'application/json' },
      body: 'five',
    });
    expect(notJson.status).toBe(422);

    const [hidden] = await bandsTagged(uniqueTag(), [{ name: 'Hidden', active: false }]);
    for (const id of [randomUUID(), 'nope', hidden!.id]) {
      const res = await rate(id, { rating: 4 }, member.cookie);
      expect(res.status).toBe(404);
      expect(res.data.error.message).toBe('Band not found');
    }
    expect(await t.db.select().from(bandRatings).where(eq(bandRatings.bandId, hidden!.id))).toHaveLength(0);

    const ok = await rate(band!.id, { rating: 4 }, member.cookie);
    expect(ok.status).toBe(200);
    expect(ok.data).toEqual({ rating: 4, totalRatings: 1, myRating: 4 });
    expect(await stored(band!.id)).toMatchObject({ ratingTotal: 4, ratingCount: 1 });
  });

  it('a new rating replaces the member’s earlier one: the count stays, the total moves', async () => {
    const [band] = await bandsTagged(uniqueTag(), [{ name: 'Re-rated band', startDate: siteDay(12) }]);
    const other = await createUser(t.db);
    await createBandRating(t.db, { bandId: band!.id, userId: other.id, rating: 5 });

    expect((await rate(band!.id, { rating: 2 }, member.cookie)).data).toEqual({
      rating: 3.5,
      totalRatings: 2,
      myRating: 2,
    });
    const again = await rate(band!.id, { rating: 4 }, member.cookie);
    expect(again.data).toEqual({ rating: 4.5, totalRatings: 2, myRating: 4 });
    expect(await stored(band!.id)).toMatchObject({ ratingTotal: 9, ratingCount: 2 });
    const rows = await t.db.select().from(bandRatings).where(eq(bandRatings.bandId, band!.id));
    expect(rows.map((r) => r.rating).sort()).toEqual([4, 5]);
    expect((await get(`/api/bands/${band!.id}`, member.cookie)).data).toMatchObject({
      band: { rating: 4.5, totalRatings: 2 },
      myRating: 4,
    });
  });

  it('keeps exact totals under 20 members rating at once, and one member rating many times at once', async () => {
    const [band] = await bandsTagged(uniqueTag(), [{ name: 'Busy band', startDate: siteDay(12) }]);
    const raters = await Promise.all(Array.from({ length: 20 }, () => newMember(t)));
    const ratings = raters.map((_, i) => (i % 5) + 1);
    const results = await Promise.all(raters.map((r, i) => rate(band!.id, { rating: ratings[i] }, r.cookie)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const sum = ratings.reduce((a, b) => a + b, 0);
    expect(await stored(band!.id)).toMatchObject({ ratingTotal: sum, ratingCount: 20 });
    expect(results.map((r) => r.data.totalRatings).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );

    // One member rating over and over at once still counts once, with their last stored rating.
    const again = await Promise.all(
      Array.from({ length: 10 }, (_, i) => rate(band!.id, { rating: (i % 5) + 1 }, raters[0]!.cookie)),
    );
    expect(again.map((r) => r.status)).toEqual(Array(10).fill(200));
    const [mine] = await t.db.select().from(bandRatings).where(eq(bandRatings.userId, raters[0]!.userId));
    expect(await stored(band!.id)).toMatchObject({
      ratingTotal: sum - ratings[0]! + mine!.rating,
      ratingCount: 20,
    });
  });
});
