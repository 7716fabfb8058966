/**
 * Issue #25 goal 5, carnival at scale, side by side in one run (`node --import tsx bench/load/scale.ts`): one
 * PostgreSQL cluster with a database per size (scale-setup.ts: the demo data, BENCH_SIZES events, default 1,000
 * and 100,000, and the community in proportion: at 100,000 events 50,000 members, 1,000,000 likes, 100,000 chat
 * messages). On each size the same rows take turns (20 connections, warm-up then the measured run): the public
 * lists warm and cold (a never-seen search, a never-seen filter, a deep page), the member's lists and details
 * (likes, attendance, chat, a long thread), the back office's members lists and the writes (like, attendance,
 * chat send). Prints req/s and p99 per size and the larger size's figures ÷ the smaller's (goal: req/s ≥ 1 ÷ 1.5
 * and p99 ≤ 1.5× of the smaller size's), and Fete ÷ the baseline where the baseline has the same statement.
 * PostgreSQL only: PGlite's database belongs to its server process (bench/lists.bench.ts times PGlite at scale).
 * BENCH_ONLY: substrings of the rows to run, separated by `|`. BENCH_DATABASE_URL: a PostgreSQL already running.
 */
import { COUNTRIES } from '../../src/shared/constants';
import { addDays, todayIn } from '../../src/shared/time';
import { startCluster } from '../../test/support/postgres-cluster';
import { setUp, type Setup } from './scale-setup';
import {
  cleanUp,
  loadEach,
  loadFresh,
  machine,
  measure,
  onCleanUp,
  rssOf,
  useDist,
  wantedRow,
  type Measure,
  type Target,
} from './targets';
import { loadWrites, WRITES } from './writes';

const sizes = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number);
type Who = 'baseline' | 'visitor' | 'member' | 'admin';
interface Row {
  label: string;
  who: Who[];
  run: (s: Setup, target: Target) => Promise<Measure>;
}

const targetOf = (s: Setup, who: Who) =>
  ({ baseline: s.baseline, visitor: s.fete, member: s.member, admin: s.admin })[who];
const warm = (label: string, who: Who[], path: (s: Setup) => string): Row => ({
  label,
  who,
  run: (s, t) => measure(t, path(s)),
});
const each = (label: string, who: Who[], next: () => string): Row => ({
  label,
  who,
  run: (_s, t) => loadEach(t.base, next, t.headers),
});
const fresh = (label: string, who: Who[], template: string): Row => ({
  label,
  who,
  run: (_s, t) => loadFresh(t.base, template, t.headers),
});

/** A filter combination no cache has seen: a date of the six years and a country, in turn (48,180 of them). */
let filters = Date.now() % 10_000;
const neverSeenFilter = () => {
  const n = filters++;
  const date = addDays(todayIn(), (n % 2190) - 1095);
  return `/api/events?date=${date}&country=${encodeURIComponent(COUNTRIES[Math.floor(n / 2190) % 22]!)}`;
};
/** A deep page, another on each request (pages 10 to 19 of a never-seen page size from 5 to 50). */
let pages = 0;
const deepPage = () => {
  const n = pages++;
  return `/api/events?page=${10 + (n % 10)}&pageSize=${5 + (Math.floor(n / 10) % 46)}`;
};

const rows: Row[] = [
  warm('/api/events', ['baseline', 'visitor', 'member'], () => '/api/events'),
  warm('/api/destinations', ['baseline', 'visitor', 'member'], () => '/api/destinations'),
  warm('/api/home/events', ['baseline', 'visitor', 'member'], () => '/api/home/events'),
  warm('/api/events/{id}', ['baseline', 'visitor', 'member'], (s) => `/api/events/${s.ids.event}`),
  fresh('/api/events?q={never asked} (cold)', ['baseline', 'visitor', 'member'], '/api/events?q={n}'),
  each('/api/events?date={d}&country={c} (never-seen filter, cold)', ['visitor', 'member'], neverSeenFilter),
  each('/api/events?page={10-19}&pageSize={5-50} (deep page, cold)', ['visitor'], deepPage),
  warm('/api/likes', ['member'], () => '/api/likes'),
  warm('/api/me/attending-events', ['member'], () => '/api/me/attending-events'),
  warm('/api/events/{most liked}', ['member'], (s) => `/api/events/${s.ids.popular}`),
  warm('/api/events/{most liked}/attendees', ['member'], (s) => `/api/events/${s.ids.popular}/attendees`),
  warm('/api/chat/conversations', ['member'], () => '/api/chat/conversations'),
  warm(
    '/api/chat/conversations/{long thread}/messages',
    ['member'],
    (s) => `/api/chat/conversations/${s.ids.thread}/messages`,
  ),
  warm('/api/chat/unread', ['member'], () => '/api/chat/unread'),
  warm('/api/members/directory', ['member'], () => '/api/members/directory'),
  fresh('/api/members/directory?q={never asked} (cold)', ['member'], '/api/members/directory?q={n}'),
  warm('/api/admin/users', ['admin'], () => '/api/admin/users'),
  warm('/api/admin/users?q=greaves', ['admin'], () => '/api/admin/users?q=greaves'),
  fresh('/api/admin/users?q={never asked} (cold)', ['admin'], '/api/admin/users?q={n}'),
  warm('/api/admin/users/{id}', ['admin'], (s) => `/api/admin/users/${s.ids.user}`),
  warm('/api/admin/forms/{id}/submissions', ['admin'], (s) => `/api/admin/forms/${s.ids.form}/submissions`),
  // Writes by 600 bulk members on the most liked events and in their conversations (writes.ts); the baseline does
  // the same insert or delete (baseline-writes.ts). The counter goes on from one target to the next, so toggles alternate.
  ...WRITES.filter((w) => !w.label.includes('form')).map((w): Row => {
    const counters = new Map<Setup, { n: number }>();
    return {
      label: w.label,
      who: ['baseline', 'visitor'],
      run: (s, t) => {
        if (!counters.has(s)) counters.set(s, { n: 0 });
        return loadWrites(t, s.writers, w.make, counters.get(s)!);
      },
    };
  }),
];

async function main() {
  console.log(
    `Starting PostgreSQL, then per size the data, Fete and the baseline (${useDist ? 'built server' : 'tsx'})…`,
  );
  const cluster = await startCluster();
  onCleanUp(() => cluster.stop());
  const setups: Setup[] = [];
  for (const size of sizes) setups.push(await setUp(cluster.url, size));
  const results: { label: string; who: Who; by: Measure[] }[] = [];
  for (const row of rows.filter((r) => wantedRow(r.label))) {
    for (const who of row.who) {
      const by: Measure[] = [];
      for (const s of setups) by.push(await row.run(s, targetOf(s, who)));
      results.push({ label: row.label, who, by });
    }
    console.error(`  measured ${row.label}`);
  }
  print(results);
  console.log(`\nLoaded: ${setups.map((s) => s.loaded).join('; ')}`);
  console.log(
    `RSS after the run: ${setups.map((s) => `Fete at ${k(s.size)} ${rssOf(s.fete)} MiB`).join(', ')}`,
  );
  console.log(machine());
}

const k = (n: number) => (n >= 1000 ? `${n / 1000}k` : String(n));

function print(results: { label: string; who: Who; by: Measure[] }[]) {
  const [small, large] = [0, sizes.length - 1];
  console.log(
    `\n| row | who | ${sizes.map((s) => `req/s at ${k(s)} | p99`).join(' | ')} | req/s ${k(sizes[large]!)} ÷ ${k(sizes[small]!)} | p99 ${k(sizes[large]!)} ÷ ${k(sizes[small]!)} | ÷ baseline at ${sizes.map(k).join(' / ')} |`,
  );
  console.log(`|---|---|${sizes.map(() => '---:|---:|').join('')}---:|---:|---:|`);
  let bad = 0;
  let misses = 0;
  for (const { label, who, by } of results) {
    for (const m of by) bad += m.bad;
    const rps = by[large]!.rps / Math.max(by[small]!.rps, 1e-9);
    const p99 = by[large]!.p99 / Math.max(by[small]!.p99, 1);
    const miss = rps < 1 / 1.5 || p99 > 1.5;
    if (miss && who !== 'baseline') misses++;
    const base = results.find((r) => r.label === label && r.who === 'baseline');
    const vsBase =
      base && who !== 'baseline'
        ? by.map((m, i) => `${(m.rps / base.by[i]!.rps).toFixed(2)}×`).join(' / ')
        : '—';
    const cells = by.map((m) => `${Math.round(m.rps)} | ${m.p99} ms`).join(' | ');
    console.log(
      `| ${label} | ${who} | ${cells} | ${rps.toFixed(2)}×${miss ? ' ✗' : ''} | ${p99.toFixed(1)}× | ${vsBase} |`,
    );
  }
  console.log(`\n${misses} Fete rows outside 1.5× of the smaller size (✗: req/s < 0.67× or p99 > 1.5×)`);
  if (bad) console.log(`WARNING: ${bad} answers were errors or not 2xx`);
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(cleanUp);
