import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { currentOrNext } from '../../../shared/carnival-dates';
import {
  PLAN_ENTRIES_MAX,
  PLAN_ITEMS_MAX,
  PLAN_SHARE_TOKEN_PATTERN,
  planMessages as texts,
  type MyPlans,
  type Plan,
  type PlanEntryInput,
  type Plannable,
  type SharedPlan,
} from '../../../shared/domains/plans';
import { AppError } from '../../../shared/errors';
import { SITE_TIME_ZONE, todayIn } from '../../../shared/time';
import type { Actor, Deps } from '../../app-env';
import type { Config } from '../../config';
import { keyPerConfig } from '../../platform/config-keys';
import { linkKey } from '../../secret';
import * as q from './queries';
import { planBudget, planView, planWindow, type PlanParts } from './view';

/*
 * My Carnival (decision 0050). A plan is its member's alone: another member's, like an unknown one, is 404 'Plan
 * not found'. A share link's secret is an HMAC of the plan and a nonce (the member can see the link again); the
 * table keeps only its SHA-256, which finds the plan; revoking clears both.
 */

type PlanDeps = Pick<Deps, 'db' | 'config'>;
type Found = NonNullable<Awaited<ReturnType<typeof q.findPlan>>>;

const notFound = () => new AppError('NOT_FOUND', texts.notFound);
const shareKey = keyPerConfig((config) => linkKey(config, 'carnival-plan-share'));
const shareToken = (config: Config, planId: string, nonce: string) =>
  createHmac('sha256', shareKey(config)).update(`${planId}\n${nonce}`).digest('base64url');
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
export const shareUrl = (config: Config, token: string) => `${config.publicUrl}/my-carnival/shared/${token}`;

async function partsOf(deps: PlanDeps, found: Found): Promise<PlanParts> {
  const [events, bands, entries] = await Promise.all([
    q.planEvents(deps.db, found.plan.id),
    q.planBands(deps.db, found.plan.id),
    q.planEntries(deps.db, found.plan.id),
  ]);
  return { ...found, events, bands, entries };
}

async function ownPlan(deps: PlanDeps, actor: Actor, planId: string): Promise<Found> {
  const found = await q.findPlan(deps.db, { id: planId, userId: actor.id });
  if (!found) throw notFound();
  return found;
}

/** The member's whole plan: the view, the budget (with their receipts' balances) and the share link. */
async function fullPlan(deps: PlanDeps, found: Found): Promise<Plan> {
  const parts = await partsOf(deps, found);
  const { occurrence } = planWindow(found.carnival.rule, found.plan.year);
  const balances = await q.balancesDue(deps.db, found.plan.userId, occurrence.seasonStart, occurrence.end);
  const { plan } = found;
  return {
    ...planView(parts),
    budget: planBudget(parts, balances),
    shareUrl: plan.shareNonce
      ? shareUrl(deps.config, shareToken(deps.config, plan.id, plan.shareNonce))
      : null,
  };
}

export async function getPlan(deps: PlanDeps, actor: Actor, planId: string): Promise<Plan> {
  return fullPlan(deps, await ownPlan(deps, actor, planId));
}

/** Runs a change on the member's own plan, then answers the plan as it now is. */
async function changePlan(
  deps: PlanDeps,
  actor: Actor,
  planId: string,
  change: (found: Found) => Promise<void>,
) {
  const found = await ownPlan(deps, actor, planId);
  await change(found);
  return fullPlan(deps, (await q.findPlan(deps.db, { id: planId, userId: actor.id }))!);
}

export async function listPlans(deps: PlanDeps, actor: Actor, now = new Date()): Promise<MyPlans> {
  const [rows, carnivals, refs] = await Promise.all([
    q.memberPlans(deps.db, actor.id),
    q.activeCarnivals(deps.db),
    q.memberPlanRefs(deps.db, actor.id),
  ]);
  const ids = rows.map((r) => r.plan.id);
  const [items, entries] = await Promise.all([q.countItems(deps.db, ids), q.countEntriesOf(deps.db, ids)]);
  const counted = new Map<string, number>();
  for (const row of [...items, ...entries]) counted.set(row.planId, (counted.get(row.planId) ?? 0) + row.n);
  const today = todayIn(SITE_TIME_ZONE, now);
  const carnivalFields = (c: (typeof carnivals)[number]) => ({
    id: c.id,
    slug: c.slug,
    name: c.name,
    territory: c.territory,
  });
  return {
    plans: rows.map(({ plan, carnival }) => {
      const { occurrence } = planWindow(carnival.rule, plan.year);
      const { days: _days, ...dates } = occurrence;
      return {
        id: plan.id,
        carnival: carnivalFields(carnival),
        ...dates,
        lineCount: counted.get(plan.id) ?? 0,
        shared: plan.shareTokenHash !== null,
      };
    }),
    carnivals: carnivals.map((c) => {
      const { days: _days, ...dates } = currentOrNext(c.rule, today);
      const planned = rows.find((r) => r.plan.carnivalId === c.id && r.plan.year === dates.year);
      return { ...carnivalFields(c), ...dates, planId: planned?.plan.id ?? null };
    }),
    eventIds: [...new Set(refs.flatMap((r) => (r.eventId ? [r.eventId] : [])))],
    bandIds: [...new Set(refs.flatMap((r) => (r.bandId ? [r.bandId] : [])))],
  };
}

/** Makes the member's plan for a carnival's occurrence; undefined when they have one already. */
async function makePlan(deps: PlanDeps, actor: Actor, carnivalId: string, year: number) {
  const timeZone = (await q.carnivalTimeZone(deps.db, carnivalId)) ?? SITE_TIME_ZONE;
  return q.insertPlan(deps.db, { userId: actor.id, carnivalId, year, timeZone });
}

export async function createPlan(deps: PlanDeps, actor: Actor, carnivalId: string, now = new Date()) {
  const carnival = await q.findActiveCarnival(deps.db, carnivalId);
  if (!carnival) throw new AppError('NOT_FOUND', texts.carnivalNotFound);
  const { year } = currentOrNext(carnival.rule, todayIn(SITE_TIME_ZONE, now));
  const plan = await makePlan(deps, actor, carnivalId, year);
  if (!plan) throw new AppError('CONFLICT', texts.alreadyPlanned);
  return getPlan(deps, actor, plan.id);
}

export async function setTravelBuffer(deps: PlanDeps, actor: Actor, planId: string, minutes: number) {
  return changePlan(deps, actor, planId, (found) =>
    q.updatePlan(deps.db, found.plan.id, { travelBufferMinutes: minutes }),
  );
}

export async function removePlan(deps: PlanDeps, actor: Actor, planId: string) {
  const found = await ownPlan(deps, actor, planId);
  await q.deletePlan(deps.db, found.plan.id);
  return { id: found.plan.id, deleted: true as const };
}

/** The occurrence (year) whose days (with the margin) hold `date`, if any. */
function occurrenceYearOf(rule: Found['carnival']['rule'], date: string): number | undefined {
  const year = Number(date.slice(0, 4));
  return [year - 1, year, year + 1].find((y) => {
    const { firstDay, lastDay } = planWindow(rule, y);
    return firstDay <= date && date <= lastDay;
  });
}

type PlanRef = { eventId: string } | { bandId: string };

/** The carnival and occurrence an active event or band can go into a plan for (undefined: unknown item). */
async function targetOf(db: PlanDeps['db'], ref: PlanRef) {
  const item = await q.findPlannable(db, ref);
  if (!item) return undefined;
  const carnival = item.carnivalId ? await q.findActiveCarnival(db, item.carnivalId) : undefined;
  return { carnival, year: carnival && occurrenceYearOf(carnival.rule, item.date) };
}

/** What an event's or band's page offers (detail answers): the carnival occurrence it can be planned for. */
export async function plannableOf(db: PlanDeps['db'], ref: PlanRef): Promise<Plannable> {
  const target = await targetOf(db, ref);
  if (!target?.carnival || target.year === undefined) return null;
  return { carnivalName: target.carnival.name, year: target.year };
}

/** PUT …/events/:eventId, …/bands/:bandId: into the plan of the occurrence that holds it, made if need be. */
export async function addToPlan(deps: PlanDeps, actor: Actor, ref: PlanRef) {
  const target = await targetOf(deps.db, ref);
  if (!target) throw new AppError('NOT_FOUND');
  const { carnival, year } = target;
  if (!carnival) throw new AppError('VALIDATION', texts.notInCarnival);
  if (year === undefined) throw new AppError('VALIDATION', texts.outsideWindow);
  const plan =
    (await q.findOccurrencePlan(deps.db, actor.id, carnival.id, year)) ??
    (await makePlan(deps, actor, carnival.id, year)) ??
    (await q.findOccurrencePlan(deps.db, actor.id, carnival.id, year))!;
  const [held] = await q.countItems(deps.db, [plan.id]);
  if ((held?.n ?? 0) >= PLAN_ITEMS_MAX) throw new AppError('VALIDATION', texts.tooManyItems);
  await q.insertItem(deps.db, plan.id, ref);
  return { planId: plan.id };
}

export async function removeFromPlan(deps: PlanDeps, actor: Actor, planId: string, ref: PlanRef) {
  return changePlan(deps, actor, planId, (found) => q.deleteItem(deps.db, found.plan.id, ref));
}

/** An own entry's date must fall in the plan's days: the date field says which. */
function checkEntryDate(found: Found, input: PlanEntryInput) {
  const { firstDay, lastDay } = planWindow(found.carnival.rule, found.plan.year);
  if (input.date < firstDay || input.date > lastDay) {
    const message = texts.dateRange(firstDay, lastDay);
    throw new AppError('VALIDATION', message, { date: message });
  }
}

export async function addEntry(deps: PlanDeps, actor: Actor, planId: string, input: PlanEntryInput) {
  return changePlan(deps, actor, planId, async (found) => {
    checkEntryDate(found, input);
    if ((await q.countEntries(deps.db, found.plan.id)) >= PLAN_ENTRIES_MAX)
      throw new AppError('VALIDATION', texts.tooManyEntries);
    await q.insertEntry(deps.db, found.plan.id, input);
  });
}

export async function updateEntry(
  deps: PlanDeps,
  actor: Actor,
  ids: { planId: string; entryId: string },
  input: PlanEntryInput,
) {
  return changePlan(deps, actor, ids.planId, async (found) => {
    checkEntryDate(found, input);
    if (!(await q.updateEntry(deps.db, found.plan.id, ids.entryId, input))) throw notFound();
  });
}

export async function deleteEntry(deps: PlanDeps, actor: Actor, ids: { planId: string; entryId: string }) {
  return changePlan(deps, actor, ids.planId, async (found) => {
    if (!(await q.deleteEntry(deps.db, found.plan.id, ids.entryId))) throw notFound();
  });
}

/** POST …/share: a new secret (the old link stops); DELETE: none. */
export async function sharePlan(deps: PlanDeps, actor: Actor, planId: string, share: boolean) {
  return changePlan(deps, actor, planId, async (found) => {
    const nonce = share ? randomBytes(16).toString('base64url') : null;
    const hash = nonce ? tokenHash(shareToken(deps.config, found.plan.id, nonce)) : null;
    await q.updatePlan(deps.db, found.plan.id, { shareNonce: nonce, shareTokenHash: hash });
  });
}

/** GET /api/shared-plans/:token: the plan read-only; a revoked, replaced or made-up link is 404. */
export async function sharedPlan(deps: PlanDeps, token: string): Promise<SharedPlan> {
  const gone = () => new AppError('NOT_FOUND', texts.noLongerShared);
  if (!PLAN_SHARE_TOKEN_PATTERN.test(token)) throw gone();
  const found = await q.findPlan(deps.db, { tokenHash: tokenHash(token) });
  const expected = found?.plan.shareNonce && shareToken(deps.config, found.plan.id, found.plan.shareNonce);
  if (!found || !expected || !timingSafeEqual(Buffer.from(expected), Buffer.from(token))) throw gone();
  const view = planView(await partsOf(deps, found));
  // The crew sees what and when, not what it cost the member.
  const days = view.days.map((d) => ({ ...d, lines: d.lines.map((l) => ({ ...l, costCents: null })) }));
  return { ...view, days };
}

/** The calendar feed's part (decision 0034): the events in the member's plans… */
export async function plannedEventIds(db: PlanDeps['db'], userId: string): Promise<string[]> {
  const refs = await q.memberPlanRefs(db, userId);
  return [...new Set(refs.flatMap((r) => (r.eventId ? [r.eventId] : [])))];
}

/** …and their own entries from `fromDate` on, each in its plan's zone. */
export const ownPlanEntries = (db: PlanDeps['db'], userId: string, fromDate: string, limit: number) =>
  q.memberPlanEntriesFrom(db, userId, fromDate, limit);
