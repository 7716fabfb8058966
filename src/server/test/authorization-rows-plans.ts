import { currentOrNext } from '../../shared/carnival-dates';
import { todayIn } from '../../shared/time';
import {
  createBand,
  createUpcomingCarnival,
  createCarnivalPlan,
  createEvent,
  createPlanEntry,
  createPlanItem,
} from '../db/factories';
import type { Ctx, MatrixRow } from './authorization-row-kit';

/*
 * Rows of the authorization matrix (authorization-rows.ts): My Carnival (decision 0050). A plan is its member's
 * alone (owner-only: administrators too get the private item's 404); a shared link reads only, for anyone.
 */

interface PlanFixture {
  id: string;
  start: string;
  eventId: string;
  bandId: string;
  entryId: string;
}

/** A carnival whose main days are ahead, an event and a band of it, and the owner caller's plan holding both and an entry. */
async function ownerPlan({ t, callers }: Ctx): Promise<PlanFixture> {
  const carnival = await createUpcomingCarnival(t.db);
  const occurrence = currentOrNext(carnival.rule, todayIn());
  const event = await createEvent(t.db, { carnivalId: carnival.id, date: occurrence.start });
  const band = await createBand(t.db, {
    carnivalId: carnival.id,
    startDate: occurrence.start,
    endDate: null,
  });
  const plan = await createCarnivalPlan(t.db, {
    userId: callers.owner.userId!,
    carnivalId: carnival.id,
    year: occurrence.year,
  });
  await createPlanItem(t.db, plan.id, { eventId: event.id });
  await createPlanItem(t.db, plan.id, { bandId: band.id });
  const entry = await createPlanEntry(t.db, plan.id, { date: occurrence.start });
  return { id: plan.id, start: occurrence.start, eventId: event.id, bandId: band.id, entryId: entry.id };
}

const mine = (
  request: (plan: PlanFixture) => { path: string; method?: string; json?: unknown },
): MatrixRow<PlanFixture> => ({
  owner: 'owner-only',
  fixture: ownerPlan,
  request: (_ctx, _caller, plan) => request(plan),
});

const base = (plan: PlanFixture) => `/api/me/carnival-plans/${plan.id}`;
const entryBody = (date: string) => ({
  kind: 'Meeting point',
  title: 'Matrix meeting point',
  date,
  startTime: '05:00',
  endTime: '06:00',
});

/** Every member adds it to a plan of their own (made for them). */
const addRow = (make: (ctx: Ctx) => Promise<{ id: string }>, what: 'events' | 'bands'): MatrixRow => ({
  fixture: make,
  request: (_ctx, _caller, item: { id: string }) => ({
    path: `/api/me/carnival-plans/${what}/${item.id}`,
    method: 'PUT',
  }),
});

async function carnivalEvent({ t }: Ctx) {
  const carnival = await createUpcomingCarnival(t.db);
  return createEvent(t.db, { carnivalId: carnival.id, date: currentOrNext(carnival.rule, todayIn()).start });
}
async function carnivalBand({ t }: Ctx) {
  const carnival = await createUpcomingCarnival(t.db);
  const start = currentOrNext(carnival.rule, todayIn()).start;
  return createBand(t.db, { carnivalId: carnival.id, startDate: start, endDate: null });
}

export const plansRows: Record<string, MatrixRow> = {
  'GET /api/me/carnival-plans': { request: () => ({ path: '/api/me/carnival-plans' }) },
  // Every member starts a plan of their own for the carnival.
  'POST /api/me/carnival-plans': {
    fixture: ({ t }) => createUpcomingCarnival(t.db),
    request: (_ctx, _caller, carnival: { id: string }) => ({
      path: '/api/me/carnival-plans',
      method: 'POST',
      json: { carnivalId: carnival.id },
    }),
  },
  'GET /api/me/carnival-plans/:planId': mine((plan) => ({ path: base(plan) })),
  'PUT /api/me/carnival-plans/:planId': mine((plan) => ({
    path: base(plan),
    method: 'PUT',
    json: { travelBufferMinutes: 45 },
  })),
  'DELETE /api/me/carnival-plans/:planId': mine((plan) => ({ path: base(plan), method: 'DELETE' })),
  'PUT /api/me/carnival-plans/events/:eventId': addRow(carnivalEvent, 'events'),
  'DELETE /api/me/carnival-plans/:planId/events/:eventId': mine((plan) => ({
    path: `${base(plan)}/events/${plan.eventId}`,
    method: 'DELETE',
  })),
  'PUT /api/me/carnival-plans/bands/:bandId': addRow(carnivalBand, 'bands'),
  'DELETE /api/me/carnival-plans/:planId/bands/:bandId': mine((plan) => ({
    path: `${base(plan)}/bands/${plan.bandId}`,
    method: 'DELETE',
  })),
  'POST /api/me/carnival-plans/:planId/entries': mine((plan) => ({
    path: `${base(plan)}/entries`,
    method: 'POST',
    json: entryBody(plan.start),
  })),
  'PUT /api/me/carnival-plans/:planId/entries/:entryId': mine((plan) => ({
    path: `${base(plan)}/entries/${plan.entryId}`,
    method: 'PUT',
    json: entryBody(plan.start),
  })),
  'DELETE /api/me/carnival-plans/:planId/entries/:entryId': mine((plan) => ({
    path: `${base(plan)}/entries/${plan.entryId}`,
    method: 'DELETE',
  })),
  'POST /api/me/carnival-plans/:planId/share': mine((plan) => ({
    path: `${base(plan)}/share`,
    method: 'POST',
  })),
  'DELETE /api/me/carnival-plans/:planId/share': mine((plan) => ({
    path: `${base(plan)}/share`,
    method: 'DELETE',
  })),
  // Anyone with the link reads the plan, signed in or not.
  'GET /api/shared-plans/:token': {
    fixture: async (ctx) => {
      const plan = await ownerPlan(ctx);
      const res = await ctx.t.request(`/api/me/carnival-plans/${plan.id}/share`, {
        method: 'POST',
        cookie: ctx.callers.owner.cookie,
      });
      return { token: String(res.data.shareUrl).split('/').at(-1)! };
    },
    request: (_ctx, _caller, shared: { token: string }) => ({ path: `/api/shared-plans/${shared.token}` }),
  },
};
