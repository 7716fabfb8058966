/**
 * How the public event lists scale: the same requests against 1k and 100k events, side by side in one run.
 *
 *   node --import tsx bench/lists.bench.ts                       # embedded PGlite (the default database)
 *   TEST_DATABASE_URL=postgres://… node --import tsx bench/lists.bench.ts   # a PostgreSQL server
 *
 * Each database is built the way the server builds one (migrations, then ANALYZE after the bulk load), and
 * every request goes through the whole app (`app.request`: routing, session, validation, JSON) as a
 * signed-in member, so the like and featured joins are part of what is timed. Requests alternate between
 * the two sizes so both see the same machine state. Prints medians and the 100k/1k ratio per case.
 * Options: BENCH_ROUNDS (default 25), BENCH_SIZES (default "1000,100000"), BENCH_COMMUNITY (`off`: the events
 * only; by default the community of issue #25 goal 5 in proportion, src/server/test/bulk-community.ts: at 100,000
 * events 50,000 members, 1,000,000 likes, 100,000 chat messages, the signed-in member the one with a long history,
 * and the member's and the back office's lists beside the public ones).
 */
import { performance } from 'node:perf_hooks';
import { newMember, signInAdmin } from '../src/server/auth/testing';
import { analyze } from '../src/server/db/client';
import { createFeaturedItem, createLike } from '../src/server/db/factories';
import { createTestServer, type TestServer } from '../src/server/test/harness';
import { todayIn } from '../src/shared/time';
import { loadEvents } from '../src/server/test/bulk-rows';
import { communityFor, loadCommunity } from '../src/server/test/bulk-community';

const rounds = Number(process.env.BENCH_ROUNDS ?? 25);
const sizes = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number);
const today = todayIn();
const inDays = (days: number) => {
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const community = process.env.BENCH_COMMUNITY !== 'off';
type Case = [label: string, path: string | ((p: Prepared) => string), as?: 'admin'];
const cases: Case[] = [
  ['plain page (upcoming)', '/api/events'],
  ['search "soca" (1 in 10)', '/api/events?q=soca'],
  ['search "zouk" (1 in 1000)', '/api/events?q=zouk'],
  ['search "100%_off" (no match)', `/api/events?q=${encodeURIComponent('100%_off')}`],
  ['country=Jamaica', '/api/events?country=Jamaica'],
  ['date=today+3', `/api/events?date=${inDays(3)}`],
  ['timeOfDay=night', '/api/events?timeOfDay=night'],
  ['when=past', '/api/events?when=past'],
  ['page 40 of upcoming', '/api/events?page=40'],
  ['all filters + search', `/api/events?country=Trinidad&timeOfDay=evening&q=fete`],
  ['destinations (upcoming)', '/api/destinations'],
  ...(community
    ? ([
        ['member: likes', '/api/likes'],
        ['member: attending', '/api/me/attending-events'],
        ['member: most liked event', (p) => `/api/events/${p.popular}`],
        ['member: its attendees', (p) => `/api/events/${p.popular}/attendees`],
        ['member: conversations', '/api/chat/conversations'],
        ['member: long thread', (p) => `/api/chat/conversations/${p.thread}/messages`],
        ['member: unread', '/api/chat/unread'],
        ['member: directory', '/api/members/directory'],
        ['member: directory "greaves"', '/api/members/directory?q=greaves'],
        ['admin: members', '/api/admin/users', 'admin'],
        ['admin: members "greaves"', '/api/admin/users?q=greaves', 'admin'],
      ] satisfies Case[])
    : []),
];
const pathOf = (p: Prepared, path: Case[1]) => (typeof path === 'string' ? path : path(p));

interface Prepared {
  size: number;
  t: TestServer;
  cookie: string;
  adminCookie: string;
  /** The most liked event and the member's longest thread (with the community). */
  popular?: string;
  thread?: string;
}

async function firstOf(t: TestServer, text: string): Promise<string> {
  const { rows } = await (
    t.db as unknown as { $client: { query: (q: string) => Promise<{ rows: { id: string }[] }> } }
  ).$client.query(text);
  return rows[0]!.id;
}

async function prepare(size: number): Promise<Prepared> {
  const t = await createTestServer();
  const started = performance.now();
  await loadEvents(t.db, size, today);
  const member = await newMember(t); // verified: Fete Nation (directory, chat) needs a confirmed address
  // A member with likes and a few featured events, so the joins find rows.
  const sample = await t.request(`/api/events?pageSize=100`);
  for (const [i, event] of (sample.data.items as Array<{ id: string }>).entries()) {
    if (i % 3 === 0) await createLike(t.db, 'event', member.userId, event.id);
    if (i % 10 === 0) await createFeaturedItem(t.db, 'event', event.id, { sortOrder: i });
  }
  const admin = await signInAdmin(t);
  const prepared: Prepared = { size, t, cookie: member.cookie, adminCookie: admin.cookie };
  if (community) {
    await loadCommunity(t.db, communityFor(size, member.userId));
    prepared.popular = await firstOf(
      t,
      `select event_id as id from liked_events group by 1 order by count(*) desc limit 1`,
    );
    prepared.thread = await firstOf(
      t,
      `select conversation_id as id from chat_messages group by 1 order by count(*) desc limit 1`,
    );
  }
  await analyze(t.db);
  console.error(
    `loaded ${size.toLocaleString('en-US')} events${community ? ' and the community' : ''} in ${Math.round(performance.now() - started)} ms`,
  );
  return prepared;
}

async function time(p: Prepared, [, casePath, as]: Case): Promise<number> {
  const path = pathOf(p, casePath);
  const cookie = as === 'admin' ? p.adminCookie : p.cookie;
  const started = performance.now();
  const res = await p.t.app.request(path, { headers: { cookie, 'x-forwarded-for': '10.9.9.9' } });
  const body = await res.text();
  const elapsed = performance.now() - started;
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${body}`);
  return elapsed;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function main() {
  const driver = process.env.TEST_DATABASE_URL ? 'PostgreSQL (TEST_DATABASE_URL)' : 'PGlite (in memory)';
  console.error(`database: ${driver}; rounds: ${rounds}; today: ${today}`);
  const prepared: Prepared[] = [];
  for (const size of sizes) prepared.push(await prepare(size));

  const totals = new Map<string, number | string>();
  for (const p of prepared) {
    for (const c of cases) {
      const res = await p.t.request(pathOf(p, c[1]), { cookie: c[2] === 'admin' ? p.adminCookie : p.cookie });
      totals.set(`${p.size}:${c[0]}`, res.data.total ?? res.data.items?.length ?? res.data.count ?? '—');
      for (let i = 0; i < 3; i++) await time(p, c);
    }
  }

  const samples = new Map<string, number[]>();
  for (let round = 0; round < rounds; round++) {
    for (const c of cases) {
      for (const p of round % 2 ? [...prepared].reverse() : prepared) {
        const key = `${p.size}:${c[0]}`;
        samples.set(key, [...(samples.get(key) ?? []), await time(p, c)]);
      }
    }
  }

  const [small, large] = [prepared[0]!, prepared[prepared.length - 1]!];
  const ms = (v: number) => v.toFixed(2);
  const header = `| case | total at ${small.size.toLocaleString('en-US')} | median ms at ${small.size.toLocaleString('en-US')} | total at ${large.size.toLocaleString('en-US')} | median ms at ${large.size.toLocaleString('en-US')} | ratio |`;
  console.log(`\n${driver}, ${rounds} rounds, medians of GET through app.request as a signed-in member\n`);
  console.log(header);
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const [label] of cases) {
    const a = median(samples.get(`${small.size}:${label}`)!);
    const b = median(samples.get(`${large.size}:${label}`)!);
    console.log(
      `| ${label} | ${totals.get(`${small.size}:${label}`)} | ${ms(a)} | ${totals.get(`${large.size}:${label}`)} | ${ms(b)} | ${(b / a).toFixed(1)}× |`,
    );
  }
  for (const p of prepared) await p.t.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
