import { and, eq, gt, inArray, like, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from '../../shared/errors';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/client';
import { preparedPerShape, type Placeholders } from '../db/prepared';
import { appRateLimits } from '../db/schema';

/** At most `max` attempts per `window` seconds (the shape better-auth's own rules use too). */
export interface RateRule {
  window: number;
  max: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the window ends and attempts are allowed again (for Retry-After). */
  retryAfterSeconds: number;
}

/** How often a process prunes rows past their window, and how many it deletes at a time. */
export const RATE_LIMIT_PRUNE = { everyMs: 10 * 60 * 1000, batch: 1000 };

/** When each database was last pruned by this process (every process prunes; deleting twice is harmless). */
const lastPruned = new WeakMap<Db, number>();

/**
 * Counts one attempt against `key` (e.g. `upload:<member id>`) in a fixed window, in the app_rate_limits
 * table, so every process behind the load balancer shares the count.
 *
 * One upsert: concurrent attempts, from this process or another, cannot both read a stale count. Refused
 * attempts count too (capped, so a flood cannot overflow the column) but never move the window, so waiting
 * it out always works. `now` is injectable so tests move time instead of sleeping. Now and then the call also
 * deletes rows whose window has passed: the table keeps only what still counts.
 */
export async function consumeRateLimit(
  db: Db,
  key: string,
  rule: RateRule,
  now: number = Date.now(),
): Promise<RateDecision> {
  const [row] = await countAttempt(db, {}, attemptValues(key, rule, now));
  await pruneNowAndThen(db, now);
  return attemptDecision(row!, rule, now);
}

/** What a counted attempt (the upsert's answer: the count and the window's start) decides under `rule`. */
export function attemptDecision(
  counted: { count: number; windowStart: number | string },
  rule: RateRule,
  now: number,
): RateDecision {
  return {
    allowed: counted.count <= rule.max,
    retryAfterSeconds: secondsLeft(counted.windowStart, rule, now),
  };
}

/** The whole seconds left in a window of attempts that began at `windowStart` (ms): a 429's Retry-After. */
export function secondsLeft(windowStart: number | string, rule: RateRule, now: number): number {
  // Another process's clock may run a little ahead: never promise more than one window.
  const left = Math.min(rule.window, Math.ceil((Number(windowStart) + rule.window * 1000 - now) / 1000));
  return Math.max(1, left);
}

/** A refused attempt's answer: 429 (RATE_LIMITED) with Retry-After, the seconds until the window ends. */
export function refuseAttempt(c: Context, retryAfterSeconds: number): never {
  c.header('retry-after', String(retryAfterSeconds));
  throw new AppError('RATE_LIMITED');
}

/** The values of one attempt's upsert (`attemptUpsert`): the key, the window's bounds and the cap. */
export function attemptValues(key: string, rule: RateRule, now: number) {
  const windowMs = rule.window * 1000;
  return { key, now, expiredBefore: now - windowMs, expiresAt: now + windowMs, windowMs, cap: rule.max + 1 };
}
export type AttemptPlaceholders = Placeholders<
  Record<keyof ReturnType<typeof attemptValues>, string | number>
>;

/**
 * One attempt counted against the key (consumeRateLimit's upsert), answering the count and the window's start.
 * With `onlyWith` (a CTE's name), it is a step of a larger statement that counts the attempt only when that
 * CTE has a row (a chat send counts only a participant's).
 */
export function attemptUpsert(db: Db, p: AttemptPlaceholders, onlyWith?: SQL) {
  const t = appRateLimits;
  const expired = sql`${t.windowStart} <= ${p.expiredBefore}`;
  const insert = onlyWith
    ? db
        .insert(t)
        .select(sql`select ${p.key}::text, ${p.now}::bigint, 1, ${p.expiresAt}::bigint from ${onlyWith}`)
    : db.insert(t).values({ key: p.key, windowStart: p.now, count: 1, expiresAt: p.expiresAt });
  return insert
    .onConflictDoUpdate({
      target: t.key,
      set: {
        count: sql`case when ${expired} then 1 else least(${t.count} + 1, ${p.cap}) end`,
        windowStart: sql`case when ${expired} then ${p.now} else ${t.windowStart} end`,
        expiresAt: sql`case when ${expired} then ${p.expiresAt} else ${t.windowStart} + ${p.windowMs} end`,
      },
    })
    .returning({ count: t.count, windowStart: t.windowStart });
}

/**
 * A member's attempt against MEMBER_WRITE_LIMITS[kind] counted inside a write's own statement (a CTE of
 * attemptUpsert; issue #25, goal 3): `run` gets the attempt's values and the cap (`max`) and answers the
 * statement's row (the count and the window's start among its columns); the answer is the limit's decision with
 * that row.
 */
export async function countedInStatement<Row extends { count: number; windowStart: number | string }>(
  kind: keyof typeof MEMBER_WRITE_LIMITS,
  memberId: string,
  now: number,
  run: (attempt: ReturnType<typeof attemptValues> & { max: number }) => Promise<Row>,
): Promise<RateDecision & Row> {
  const rule = MEMBER_WRITE_LIMITS[kind];
  const row = await run({ max: rule.max, ...attemptValues(`${kind}:${memberId}`, rule, now) });
  return { ...row, ...attemptDecision(row, rule, now) };
}

/**
 * consumeRateLimit's upsert, built once and prepared (db/prepared.ts): on PostgreSQL each connection parses it
 * once, and no request builds it again; the window and the cap are values like the key.
 */
const countAttempt = preparedPerShape((db, _shape: object, p: AttemptPlaceholders) => attemptUpsert(db, p));

/** As consumeRateLimit, answering 429 (RATE_LIMITED) once the limit is reached. */
export async function enforceRateLimit(
  db: Db,
  key: string,
  rule: RateRule,
  now: number = Date.now(),
): Promise<void> {
  if (!(await consumeRateLimit(db, key, rule, now)).allowed) throw new AppError('RATE_LIMITED');
}

/**
 * A member's everyday writes, each kind with its own window: a person never meets these, a script soon does.
 * Likes and unlikes of every kind share one; so do attending and leaving, blocking and unblocking.
 */
export const MEMBER_WRITE_LIMITS = {
  like: { window: 60, max: 60 },
  attendance: { window: 60, max: 30 },
  'form-submission': { window: 3600, max: 20 },
  'marqet-registration': { window: 3600, max: 10 },
  'chat-open': { window: 3600, max: 30 },
  'chat-block': { window: 3600, max: 60 },
  'chat-report': { window: 3600, max: 20 },
  // Signed in (the card) or with the sign-in's renewal token: one budget per member either way.
  'membership-renewal': { window: 3600, max: 10 },
  // My Carnival: every write to a plan (adding, editing, sharing) shares one.
  'carnival-plan': { window: 60, max: 60 },
} as const satisfies Record<string, RateRule>;

/**
 * Route middleware (after the route's sign-in check, before its body is read): at most MEMBER_WRITE_LIMITS[kind]
 * requests per member, counted in the database so every process shares the count. Past it, 429 with
 * Retry-After: the seconds until the window ends.
 */
export function memberRateLimit(kind: keyof typeof MEMBER_WRITE_LIMITS): MiddlewareHandler<AppEnv> {
  const rule = MEMBER_WRITE_LIMITS[kind];
  return async (c, next) => {
    const actor = c.get('actor');
    if (!actor) throw new AppError('UNAUTHENTICATED');
    const decision = await consumeRateLimit(c.get('deps').db, `${kind}:${actor.id}`, rule);
    if (!decision.allowed) refuseAttempt(c, decision.retryAfterSeconds);
    await next();
  };
}

/** The attempts counted against `key` in its current window, without counting one (0 when none). */
export async function peekRateLimit(db: Db, key: string, now: number = Date.now()): Promise<number> {
  const [row] = await db
    .select({ count: appRateLimits.count })
    .from(appRateLimits)
    .where(and(eq(appRateLimits.key, key), gt(appRateLimits.expiresAt, now)));
  return row?.count ?? 0;
}

/** Takes back one attempt counted against `key` (it turned out not to be what the limit counts). */
export async function refundRateLimit(db: Db, keys: string[]): Promise<void> {
  if (!keys.length) return;
  await db
    .update(appRateLimits)
    .set({ count: sql`greatest(${appRateLimits.count} - 1, 0)` })
    .where(inArray(appRateLimits.key, keys));
}

/** Forgets the counts of these keys, and of every key starting with one of `prefixes`. */
export async function clearRateLimits(
  db: Db,
  { keys = [], prefixes = [] }: { keys?: string[]; prefixes?: string[] },
): Promise<void> {
  // Prefixes are made by the app (hex digests and fixed words), never by a client: no LIKE wildcard in them.
  const conditions = [
    keys.length ? inArray(appRateLimits.key, keys) : undefined,
    ...prefixes.map((prefix) => like(appRateLimits.key, `${prefix}%`)),
  ].filter((c) => c !== undefined);
  if (conditions.length) await db.delete(appRateLimits).where(or(...conditions));
}

/** Deletes up to `batch` rows whose window ended before `now`; answers how many went. */
export async function pruneExpiredRateLimits(
  db: Db,
  now: number = Date.now(),
  batch = RATE_LIMIT_PRUNE.batch,
): Promise<number> {
  const doomed = db
    .select({ key: appRateLimits.key })
    .from(appRateLimits)
    .where(lte(appRateLimits.expiresAt, now))
    .limit(batch);
  const deleted = await db
    .delete(appRateLimits)
    .where(inArray(appRateLimits.key, doomed))
    .returning({ key: appRateLimits.key });
  return deleted.length;
}

/** A prune at most every RATE_LIMIT_PRUNE.everyMs per process and database, on the back of a counted attempt. */
export async function pruneNowAndThen(db: Db, now: number): Promise<void> {
  const last = lastPruned.get(db);
  if (last !== undefined && now < last + RATE_LIMIT_PRUNE.everyMs) return;
  lastPruned.set(db, now);
  await pruneExpiredRateLimits(db, now);
}
