// @module-tag postgres
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bandCompareMessages as texts } from '../../../shared/domains/band-compare';
import { signedInForFile } from '../../auth/testing';
import { createBand, createCarnival } from '../../db/factories';
import { testServerForFile } from '../../test/harness';
import { visitorCache } from '../../test/visitor-cache';

/** Visitors' answers go through the response cache and the write watch, as in production. */
const t = testServerForFile({}, { app: visitorCache() });
const { member, admin } = signedInForFile(t);

const compare = (ids: string[], cookie?: string) =>
  t.request(`/api/bands/compare?ids=${ids.join(',')}`, { cookie });

async function carnivalWithBands(count: number) {
  const carnival = await createCarnival(t.db);
  const bands = [];
  for (let i = 0; i < count; i++) {
    bands.push(
      await createBand(t.db, {
        name: `${carnival.name} band ${i}`,
        carnivalId: carnival.id,
        priceFromCents: 50_000 + i * 10_000,
        priceToCents: 120_000 + i * 10_000,
      }),
    );
  }
  return { carnival, bands };
}

describe('GET /api/bands/compare', () => {
  it('answers the bands of one carnival in the order asked, with prices and the carnival', async () => {
    const { carnival, bands } = await carnivalWithBands(3);
    const ids = [bands[2]!.id, bands[0]!.id, bands[1]!.id];
    const res = await compare(ids);
    expect(res.status).toBe(200);
    expect(res.data.carnival).toEqual({
      id: carnival.id,
      name: carnival.name,
      slug: carnival.slug,
      territory: carnival.territory,
    });
    expect(res.data.bands.map((b: { id: string }) => b.id)).toEqual(ids);
    expect(res.data.bands[0]).toMatchObject({
      name: bands[2]!.name,
      carnivalId: carnival.id,
      carnivalName: carnival.name,
      priceFromCents: 70_000,
      priceToCents: 140_000,
      feteIdRegistrationUrl: null, // members only
    });
    expect(res.data.watching).toEqual([]);
    const forMember = await compare(ids, member.cookie);
    expect(forMember.data.bands[0].feteIdRegistrationUrl).toBe(bands[2]!.feteIdRegistrationUrl);
    // A repeated id counts once.
    expect((await compare([bands[0]!.id, bands[0]!.id])).data.bands).toHaveLength(1);
  });

  it('422 for bands of two carnivals, none, more than four, or a band of no carnival', async () => {
    const first = await carnivalWithBands(4);
    const second = await carnivalWithBands(1);
    const mixed = await compare([first.bands[0]!.id, second.bands[0]!.id]);
    expect(mixed.status).toBe(422);
    expect(mixed.data.error).toMatchObject({
      message: texts.oneCarnival,
      fields: { ids: texts.oneCarnival },
    });
    const five = await compare([...first.bands.map((b) => b.id), second.bands[0]!.id]);
    expect(five.status).toBe(422);
    expect(five.data.error.fields).toEqual({ ids: texts.ids });
    for (const path of ['/api/bands/compare', '/api/bands/compare?ids=', '/api/bands/compare?ids=,,']) {
      const res = await t.request(path);
      expect(res.status, path).toBe(422);
      expect(res.data.error.fields).toEqual({ ids: texts.ids });
    }
    const loose = await createBand(t.db, { name: 'No carnival band', carnivalId: null });
    const none = await compare([loose.id]);
    expect(none.status).toBe(422);
    expect(none.data.error.message).toBe(texts.noCarnival);
  });

  it('404 when a band is unknown, malformed or inactive, for administrators too', async () => {
    const { bands } = await carnivalWithBands(2);
    const hidden = await createBand(t.db, { carnivalId: bands[0]!.carnivalId, active: false });
    for (const id of [randomUUID(), 'nope', hidden.id]) {
      for (const cookie of [undefined, admin.cookie]) {
        const res = await compare([bands[0]!.id, id], cookie);
        expect(res.status, id).toBe(404);
        expect(res.data.error.message).toBe(texts.notFound);
      }
    }
  });

  it('a cached comparison shows an administrator’s change to a band', async () => {
    const { bands } = await carnivalWithBands(2);
    const ids = bands.map((b) => b.id);
    expect((await compare(ids)).data.bands[1].priceToCents).toBe(130_000);
    const put = await t.request(`/api/admin/bands/${bands[1]!.id}`, {
      method: 'PUT',
      cookie: admin.cookie,
      json: {
        name: bands[1]!.name,
        country: bands[1]!.country,
        startDate: bands[1]!.startDate,
        // A whole-record save: the band stays in its carnival only if the form sends it.
        carnivalId: bands[1]!.carnivalId,
        priceFromCents: 60_000,
        priceToCents: 99_000,
      },
    });
    expect(put.status).toBe(200);
    expect((await compare(ids)).data.bands[1]).toMatchObject({
      priceFromCents: 60_000,
      priceToCents: 99_000,
    });
  });
});

describe('the costume price range (PUT /api/admin/bands/:id)', () => {
  it('422 for a negative or fractional price and for a highest price below the lowest; blank is none', async () => {
    const band = await createBand(t.db, { priceFromCents: 10_000, priceToCents: 20_000 });
    const save = (prices: Record<string, unknown>) =>
      t.request(`/api/admin/bands/${band.id}`, {
        method: 'PUT',
        cookie: admin.cookie,
        json: { name: band.name, country: band.country, startDate: band.startDate, ...prices },
      });
    const price = 'Please enter a price of 0 or more, in dollars and cents';
    for (const [prices, fields] of [
      [{ priceFromCents: -1 }, { priceFromCents: price }],
      [{ priceToCents: 10.5 }, { priceToCents: price }],
      [{ priceFromCents: 'lots' }, { priceFromCents: price }],
      [
        { priceFromCents: 90_000, priceToCents: 80_000 },
        { priceToCents: 'The highest price must not be below the lowest' },
      ],
    ] as const) {
      const res = await save(prices);
      expect(res.status, JSON.stringify(prices)).toBe(422);
      expect(res.data.error.fields).toEqual(fields);
    }
    const same = await save({ priceFromCents: 80_000, priceToCents: 80_000 });
    expect(same.data).toMatchObject({ priceFromCents: 80_000, priceToCents: 80_000 });
    const blank = await save({ priceFromCents: '', priceToCents: null });
    expect(blank.data).toMatchObject({ priceFromCents: null, priceToCents: null });
  });
});
