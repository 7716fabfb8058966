import { expect } from 'vitest';
import type { RouteRecord } from '../../platform/http';
import type { TestServer } from '../harness';
import { SENSITIVE_DATE, SENSITIVE_NUMBER, type FuzzBody } from './arbitraries';
import type { createDatabaseProbe } from './database-probe';

/**
 * How the schema fuzz sends a request and judges its answer: never a 5xx, never a stack or SQL in the answer,
 * an answer in our error shape or the route's own, the database untouched by a refusal, and neither unknown
 * nor sensitive fields stored.
 */

export const keyOf = (r: RouteRecord) => `${r.method.toUpperCase()} ${r.path}`;
/** better-auth's own endpoints (sign-up, sign-in, reset…): fuzzed with bodies their schema refuses only. */
export const isAuthRoute = (r: RouteRecord) => r.tags.includes('auth');

/** Texts an answer must never carry: a stack frame, SQL, PostgreSQL's own error messages. */
const LEAKS = [
  /\n\s+at /,
  / {4}at /,
  /\bselect .+ from\b/i,
  /insert into/i,
  /Failed query/i,
  /syntax error at/i,
  /invalid input syntax/i,
  /violates .* constraint/i,
  /relation "/i,
  /invalid byte sequence/i,
  /unterminated/i,
];

interface Sent {
  status: number;
  text: string;
  data: unknown;
}

const safeJson = (text: string) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** Our error body: `{ error: { code, message, fields? } }`. better-auth's routes answer `{ code, message }`. */
function hasErrorShape(route: RouteRecord, data: unknown): boolean {
  const d = data as { error?: { code?: unknown; message?: unknown }; message?: unknown } | undefined;
  if (isAuthRoute(route)) return typeof d?.message === 'string' || typeof d?.error === 'object';
  return typeof d?.error?.code === 'string' && typeof d.error.message === 'string';
}

/** The tables that hold the bait member's id because it is a member: its account, not anything it was given. */
const BAIT_HOME = ['users', 'accounts', 'sessions'];

/** Sending and checking on `t`, whose database `probe` watches; `bait` is the member an attacker names. */
export function fuzzChecks(
  t: TestServer,
  probe: Awaited<ReturnType<typeof createDatabaseProbe>>,
  bait: string,
) {
  async function send(
    route: RouteRecord,
    path: string,
    body: FuzzBody | undefined,
    cookie: string | undefined,
  ): Promise<Sent> {
    const method = route.method.toUpperCase();
    if (keyOf(route) === 'GET /api/live') {
      const res = await t.app.request(
        path,
        {
          headers: { origin: t.config.publicUrl, accept: 'text/event-stream', ...(cookie ? { cookie } : {}) },
        },
        { incoming: { socket: { remoteAddress: t.freshIp(), remoteFamily: 'IPv4' } } },
      );
      // A stream that opened is an accepted request; it never ends by itself.
      if (res.ok && res.headers.get('content-type') === 'text/event-stream') {
        await res.body?.cancel();
        return { status: res.status, text: '', data: undefined };
      }
      const text = await res.text();
      return { status: res.status, text, data: safeJson(text) };
    }
    if (body?.raw !== undefined) {
      return t.request(path, {
        method,
        cookie,
        body: body.raw,
        headers: { 'content-type': 'application/json' },
      });
    }
    return t.request(path, { method, cookie, json: body ? body.json : undefined });
  }

  /** What the sensitive fields of `body` could change, read before the request. */
  async function sensitiveBefore(route: RouteRecord, body?: FuzzBody) {
    return body?.sensitive?.length && route.method !== 'get' ? probe.sensitiveCounts() : undefined;
  }

  /** After a success: none of the sensitive fields the route does not know was stored. */
  async function checkSensitive(where: string, body: FuzzBody, before: Record<string, number>) {
    const taken = body.sensitive ?? [];
    const stored: string[] = [];
    if (taken.some((f) => f === 'ownerId' || f === 'userId')) {
      for (const table of await probe.tablesHolding(bait, BAIT_HOME))
        stored.push(`another member's id in ${table}`);
    }
    if (taken.some((f) => f === 'priceCents' || f === 'totalPriceCents')) {
      for (const table of await probe.tablesHolding(String(SENSITIVE_NUMBER)))
        stored.push(`a price in ${table}`);
    }
    if (taken.includes('expiresAt')) {
      for (const table of await probe.tablesHolding(SENSITIVE_DATE)) stored.push(`an expiry in ${table}`);
    }
    const after = await probe.sensitiveCounts();
    for (const field of ['role', 'membershipType', 'active', 'status'] as const) {
      if (taken.includes(field) && after[field] !== before[field])
        stored.push(`${field} (${before[field]} → ${after[field]})`);
    }
    expect(stored, `${where} stored sensitive fields it does not take`).toEqual([]);
  }

  async function check(
    route: RouteRecord,
    sent: Sent,
    request: string,
    before: string,
    body?: FuzzBody,
    sensitiveCounts?: Record<string, number>,
  ) {
    const where = `${keyOf(route)} ${request}`;
    expect(sent.status, `${where} → ${sent.text.slice(0, 300)}`).toBeLessThan(500);
    for (const leak of LEAKS) {
      // A text the request itself carried may come back in a stored field (a name): that is not a leak.
      if (leak.test(sent.text) && !leak.test(request)) {
        throw new Error(`${where} leaked ${leak}: ${sent.text.slice(0, 300)}`);
      }
    }
    if (sent.status >= 400) {
      expect(hasErrorShape(route, sent.data), `${where} error shape: ${sent.text.slice(0, 200)}`).toBe(true);
      if (route.method !== 'get') expect(await probe.writes(), `${where} changed the database`).toBe(before);
    } else if (route.response && sent.text) {
      expect(route.response.safeParse(sent.data).success, `${where} success shape`).toBe(true);
    }
    if (sent.status < 400 && body?.extra && route.method !== 'get')
      expect(await probe.tablesHoldingMarker(), `${where} stored an unknown field`).toEqual([]);
    if (sent.status < 400 && body && sensitiveCounts) await checkSensitive(where, body, sensitiveCounts);
  }

  return { send, sensitiveBefore, check };
}
