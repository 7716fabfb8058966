/**
 * Throughput under load, side by side in one run (`npm run bench:load`): a throwaway PostgreSQL 15 cluster
 * with the demo data; the baseline (baseline-server.ts: node:http + pg, one named prepared statement per page);
 * Fete on that PostgreSQL; Fete on embedded PGlite with its own demo data. Everything listens on 127.0.0.1
 * only. For each endpoint the targets take turns (baseline, PostgreSQL, PGlite, then a signed-in member on
 * PostgreSQL), 20 connections each, so they all see the same machine. Prints req/s, p99 and the ratios.
 *
 * Options: BENCH_SECONDS (per run, default 3), BENCH_CONNECTIONS (20), BENCH_ONLY (substring of the paths
 * to run), BENCH_SERVER (`dist` to run the built server, `tsx` for the sources; default: dist when built).
 */
import { startCluster } from './postgres-cluster';
import {
  asMember,
  cleanUp,
  signedIn,
  firstId,
  machine,
  measure,
  onCleanUp,
  rssOf,
  startApp,
  startBaseline,
  useDist,
  type Measure,
  type Target,
} from './targets';

const only = process.env.BENCH_ONLY;

async function main() {
  console.log(`Starting PostgreSQL, the baseline and Fete (${useDist ? 'built server' : 'tsx'})…`);
  const cluster = await startCluster();
  onCleanUp(() => cluster.stop());
  const onPg = await startApp('PostgreSQL', cluster.url);
  const onPglite = await startApp('PGlite');
  const baseline = await startBaseline(cluster.url);
  const member = await asMember(onPg);

  const lists = [
    '/api/events',
    '/api/destinations',
    '/api/bands',
    '/api/restaurants',
    '/api/providers',
    '/api/products',
  ];
  const home = ['events', 'destinations', 'bands', 'eats', 'faces', 'marqet'].map((s) => `/api/home/${s}`);
  const detailLists = [
    '/api/events',
    '/api/destinations',
    '/api/bands',
    '/api/restaurants',
    '/api/providers',
  ];
  type Row = { label: string; paths: Map<Target, string> };
  const rows: Row[] = [];
  for (const p of [...lists, ...home]) {
    const targets = new Map<Target, string>([
      [baseline, p],
      [onPg, p],
      [onPglite, p],
    ]);
    if (lists.includes(p) || p === '/api/home/events') targets.set(member, p);
    rows.push({ label: p, paths: targets });
  }
  // The back office's product and provider lists have baseline statements (baseline-server.ts); the
  // administrator is measured in the member column.
  const adminOnPg = await signedIn(onPg, 'administrator', 'admin');
  const adminOnPglite = await signedIn(onPglite, 'administrator', 'PGlite');
  for (const p of ['/api/admin/products', '/api/admin/providers']) {
    rows.push({
      label: `${p} (administrator)`,
      paths: new Map([
        [baseline, p],
        [adminOnPg, p],
        [adminOnPglite, p],
      ]),
    });
  }
  // Lists with no baseline (behind a session, or the past side of Upcoming / Past): no ratios.
  const noBaseline: Array<[string, Target]> = [
    ['/api/bands?when=past', member],
    ['/api/destinations?when=past', member],
    ['/api/members/me/events', member],
    ['/api/me/receipts', member],
    ['/api/members/directory', member],
    ['/api/members/directory?q=ka&territory=Trinidad+and+Tobago', member],
    ['/api/chat/conversations', member],
    ['/api/chat/unread', member],
    ['/api/notifications', member],
    ['/api/admin/chat-reports', adminOnPg],
    ['/api/attendance/events', member],
    ['/api/badges/me', member],
    ['/api/admin/badge-types', adminOnPg],
    ['/api/admin/user-badges', adminOnPg],
    ['/api/admin/events', adminOnPg],
    ['/api/admin/events?q=soca', adminOnPg],
    ['/api/admin/restaurants', adminOnPg],
    ['/api/admin/restaurants?q=kitchen', adminOnPg],
    ['/api/admin/bands', adminOnPg],
    ['/api/admin/hero-slides', adminOnPg],
    ['/api/admin/ads', adminOnPg],
    ['/api/admin/partners', adminOnPg],
    ['/api/admin/featured/band', adminOnPg],
    ['/api/staff/positions', member],
    ['/api/me/staff-applications', member],
    ['/api/admin/staff-positions', adminOnPg],
    ['/api/admin/staff-positions?q=host', adminOnPg],
    ['/api/admin/receipts', adminOnPg],
    ['/api/admin/receipts?q=costume', adminOnPg],
    ['/api/admin/marqet-registrations', adminOnPg],
    ['/api/admin/marqet-registrations?q=coral&status=pending', adminOnPg],
    ['/api/marqet/registrations', member],
  ];
  for (const [p, target] of noBaseline) {
    rows.push({ label: `${p} (${target.name})`, paths: new Map([[target, p]]) });
  }
  // Attendance of the first event: the public count (cached for visitors) and the members' attendee list.
  const firstEvent = await firstId(onPg, '/api/events');
  rows.push({
    label: '/api/events/{id}/attendance',
    paths: new Map([
      [onPg, `/api/events/${firstEvent}/attendance`],
      [member, `/api/events/${firstEvent}/attendance`],
    ]),
  });
  rows.push({
    label: '/api/events/{id}/attendees (member)',
    paths: new Map([[member, `/api/events/${firstEvent}/attendees`]]),
  });
  for (const list of detailLists) {
    const detailRoute = list === '/api/destinations' ? '/api/events' : list;
    const pgId = await firstId(onPg, list);
    const rowLabel = `${detailRoute}/{id}${list === '/api/destinations' ? ' (destination)' : ''}`;
    rows.push({
      label: rowLabel,
      paths: new Map([
        [baseline, `${detailRoute}/${pgId}`],
        [onPg, `${detailRoute}/${pgId}`],
        [onPglite, `${detailRoute}/${await firstId(onPglite, list)}`],
        [member, `${detailRoute}/${pgId}`],
      ]),
    });
  }

  const results: { label: string; by: Map<string, Measure> }[] = [];
  for (const row of rows.filter((r) => !only || r.label.includes(only))) {
    const by = new Map<string, Measure>();
    for (const [target, p] of row.paths) by.set(target.name, await measure(target, p));
    results.push({ label: row.label, by });
    console.error(`  measured ${row.label}`);
  }
  printTable(results);
  console.log(
    `\nRSS after the run: Fete on PostgreSQL ${rssOf(onPg)} MiB, on PGlite ${rssOf(onPglite)} MiB, baseline ${rssOf(baseline)} MiB`,
  );
  console.log(machine());
}

function printTable(results: { label: string; by: Map<string, Measure> }[]) {
  const f = (m: Measure | undefined) => (m ? `${Math.round(m.rps)} | ${m.p99} ms` : '— | —');
  const ratio = (m: Measure | undefined, b: Measure | undefined) =>
    m && b ? `${(m.rps / b.rps).toFixed(2)}× / ${(m.p99 / Math.max(b.p99, 1)).toFixed(1)}×` : '—';
  console.log(
    '\n| endpoint | baseline req/s | p99 | PostgreSQL req/s | p99 | PGlite req/s | p99 | member / admin (PG) req/s | p99 | PG ratio (req/s / p99) | PGlite ratio | member ratio |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  let bad = 0;
  for (const { label, by } of results) {
    const b = by.get('baseline');
    for (const m of by.values()) bad += m.bad;
    const signedInMeasure = by.get('member') ?? by.get('admin');
    console.log(
      `| ${label} | ${f(b)} | ${f(by.get('PostgreSQL'))} | ${f(by.get('PGlite'))} | ${f(signedInMeasure)} | ${ratio(by.get('PostgreSQL'), b)} | ${ratio(by.get('PGlite'), b)} | ${ratio(signedInMeasure, b)} |`,
    );
  }
  if (bad) console.log(`\nWARNING: ${bad} answers were errors or not 2xx`);
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(cleanUp);
