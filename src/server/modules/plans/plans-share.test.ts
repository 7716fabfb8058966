// @module-tag postgres
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/carnival-dates';
import { planMessages as texts, planSchema, sharedPlanSchema } from '../../../shared/domains/plans';
import { newMember } from '../../auth/testing';
import { createEvent, createReceipt } from '../../db/factories';
import { testServerForFile } from '../../test/harness';
import { entry, plansTestKit } from './testing';

/** My Carnival (decision 0050): the running budget and the read-only share link. */
const t = testServerForFile();
const { as, setUp, startPlan } = plansTestKit(t);

describe('the running budget', () => {
  it('adds ticket prices, own costs and the member’s unpaid instalments due in the carnival’s window', async () => {
    const { carnival, occurrence, member } = await setUp();
    const other = await newMember(t);
    const event = await createEvent(t.db, {
      title: 'Soca Brunch',
      date: occurrence.start,
      priceCents: 12_050,
      carnivalId: carnival.id,
    });
    const free = await createEvent(t.db, { date: occurrence.start, priceCents: 0, carnivalId: carnival.id });
    const { planId } = (await as(member, `/api/me/carnival-plans/events/${event.id}`, { method: 'PUT' }))
      .data;
    await as(member, `/api/me/carnival-plans/events/${free.id}`, { method: 'PUT' });
    await as(member, `/api/me/carnival-plans/${planId}/entries`, {
      method: 'POST',
      json: entry({ date: occurrence.start, costCents: 8_000 }),
    });
    await createReceipt(
      t.db,
      member.userId,
      { title: 'Costume: Hummingbird frontline', receiptNumber: 'REC-24001' },
      {
        schedule: [
          { amountCents: 30_000, dueDate: occurrence.seasonStart, status: 'pending' },
          { amountCents: 20_000, dueDate: occurrence.end, status: 'failed' },
          { amountCents: 99_900, dueDate: occurrence.start, status: 'paid' },
          { amountCents: 77_700, dueDate: addDays(occurrence.seasonStart, -1), status: 'pending' },
          { amountCents: 55_500, dueDate: addDays(occurrence.end, 1), status: 'pending' },
        ],
      },
    );
    await createReceipt(
      t.db,
      other.userId,
      {},
      { schedule: [{ amountCents: 11_100, dueDate: occurrence.start }] },
    );
    const plan = planSchema.parse((await as(member, `/api/me/carnival-plans/${planId}`)).data);
    expect(plan.budget).toEqual({
      events: [{ label: 'Soca Brunch', detail: occurrence.start, cents: 12_050 }],
      entries: [{ label: 'Make-up with Tasha', detail: `Make-up slot, ${occurrence.start}`, cents: 8_000 }],
      balances: [
        {
          label: 'Costume: Hummingbird frontline',
          detail: `REC-24001, due ${occurrence.seasonStart}`,
          cents: 30_000,
        },
        {
          label: 'Costume: Hummingbird frontline',
          detail: `REC-24001, due ${occurrence.end}`,
          cents: 20_000,
        },
      ],
      totalCents: 12_050 + 8_000 + 30_000 + 20_000,
    });
  });
});

describe('sharing a plan read-only', () => {
  it('a visitor reads the shared plan without costs or budget; a new link replaces the old; revoked, it is no longer shared', async () => {
    const { carnival, occurrence, member } = await setUp();
    const plan = await startPlan(member, carnival.id);
    const base = `/api/me/carnival-plans/${plan.id}`;
    await as(member, `${base}/entries`, { method: 'POST', json: entry({ date: occurrence.start }) });
    const shared = await as(member, `${base}/share`, { method: 'POST' });
    expect(shared.status).toBe(200);
    const url = shared.data.shareUrl as string;
    expect(url).toMatch(new RegExp(`^${t.config.publicUrl}/my-carnival/shared/[A-Za-z0-9_-]{43}$`));
    const token = url.split('/').at(-1)!;
    // The member sees the same link again.
    expect((await as(member, base)).data.shareUrl).toBe(url);
    expect((await as(member, '/api/me/carnival-plans')).data.plans[0].shared).toBe(true);

    const read = await t.request(`/api/shared-plans/${token}`);
    expect(read.status).toBe(200);
    const view = sharedPlanSchema.strict().parse(read.data);
    expect(view.days.flatMap((d) => d.lines).map((l) => l.title)).toEqual(['Make-up with Tasha']);
    expect(view.days.flatMap((d) => d.lines).map((l) => l.costCents)).toEqual([null]);
    expect(read.text).not.toContain('budget');
    expect(read.text).not.toContain('shareUrl');
    expect(read.text).not.toContain(member.userId);
    // Another member reads it too; nobody writes through it.
    expect((await as(await newMember(t), `/api/shared-plans/${token}`)).status).toBe(200);
    expect((await t.request(`/api/shared-plans/${token}`, { method: 'POST' })).status).toBe(404);

    const renewed = await as(member, `${base}/share`, { method: 'POST' });
    expect(renewed.data.shareUrl).not.toBe(url);
    const old = await t.request(`/api/shared-plans/${token}`);
    expect([old.status, old.data.error.message]).toEqual([404, texts.noLongerShared]);
    const newToken = (renewed.data.shareUrl as string).split('/').at(-1)!;
    expect((await t.request(`/api/shared-plans/${newToken}`)).status).toBe(200);

    const revoked = await as(member, `${base}/share`, { method: 'DELETE' });
    expect(revoked.data.shareUrl).toBeNull();
    const after = await t.request(`/api/shared-plans/${newToken}`);
    expect([after.status, after.data.error.message]).toEqual([404, texts.noLongerShared]);
    expect((await t.request(`/api/shared-plans/${'A'.repeat(43)}`)).data.error.message).toBe(
      texts.noLongerShared,
    );
    expect((await t.request('/api/shared-plans/short')).status).toBe(404);
  });
});
