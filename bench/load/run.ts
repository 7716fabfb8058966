/**
 * Throughput under load, side by side in one run (`npm run bench:load`): a throwaway PostgreSQL 15 cluster
 * with the demo data; the baseline (baseline-server.ts: node:http + pg, one named prepared statement per page);
 * Fete on that PostgreSQL; Fete on embedded PGlite with its own demo data. Everything listens on 127.0.0.1
 * only. For each endpoint the targets take turns (baseline, PostgreSQL, PGlite, then a signed-in member on
 * PostgreSQL), 20 connections each, so they all see the same machine. Prints req/s, p99 and the ratios.
 *
 * Options: BENCH_SECONDS (per run, default 3), BENCH_CONNECTIONS (20), BENCH_ONLY (substrings of the rows
 * to run, separated by `|`), BENCH_COLD_TURNS (requests of a cold row that repeats one address, default 20),
 * BENCH_PORTS (`3171-3179`: the servers listen on ports of that range), BENCH_DATABASE_URL (a PostgreSQL
 * already running: a database of its own in it instead of a cluster of its own), BENCH_SERVER (`dist` to run the built server, `tsx` for the sources; default: dist when built),
 * BENCH_BEFORE (an earlier build's dist/server/main.js copied elsewhere under the checkout: its administrator
 * and member are measured in the same rows, for a before/after table), BENCH_SET (`public` for the first table
 * only: the public lists, home sections and details against the baseline; `signed` for the members' and
 * administrators' own pages only), BENCH_NODE_ARGS (node options for every process it starts, e.g.
 * `--cpu-prof --cpu-prof-dir=/tmp/p` for a CPU profile of each server; NODE_OPTIONS refuses --cpu-prof).
 * The public set ends with the server-rendered pages (documents.ts): each
 * detail page's document and /sitemap.xml, cold (items never asked before) beside warm (one address under load).
 */
import { coldCompare, comparePaths } from './compare';
import { coldRows } from './cold-rows';
import { seasonRows } from './season-rows';
import { addSignedBaselines, printSignedRatios } from './signed-rows';
import { writeRows } from './writes';
import { measureDocuments, printDocumentTable } from './documents';
import { startCluster } from '../../test/support/postgres-cluster';
import {
  asMember,
  coldSeries,
  coldTurns,
  wantedRow,
  cleanUp,
  signedIn,
  firstId,
  firstIdOf,
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

const set = process.env.BENCH_SET;
/** An earlier built server (e.g. dist/before-server/main.js) measured beside this one: before/after. */
const before = process.env.BENCH_BEFORE;

async function main() {
  console.log(`Starting PostgreSQL, the baseline and Fete (${useDist ? 'built server' : 'tsx'})…`);
  const cluster = await startCluster();
  onCleanUp(() => cluster.stop());
  const onPg = await startApp('PostgreSQL', cluster.url);
  const onPglite = await startApp('PGlite');
  const baseline = await startBaseline(cluster.url);
  // Writes (issue #25, goal 3): seeded first, as PGlite's server is restarted for it (writes.ts).
  const writes = await writeRows(cluster.url, baseline, onPg, onPglite);
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
  /** `cold`: measured by it instead (coldSeries: one request each to addresses no cache has seen). */
  type Row = {
    label: string;
    paths: Map<Target, string>;
    cold?: (target: Target, p: string) => Promise<Measure>;
  };
  const rows: Row[] = [];
  // The site's own pages (decision 0045): the contact details every document preloads, the terms and privacy.
  const sitePages = ['/api/site/contact', '/api/site/pages/terms', '/api/site/pages/privacy'];
  for (const p of [...lists, ...home, ...sitePages]) {
    const targets = new Map<Target, string>([
      [baseline, p],
      [onPg, p],
      [onPglite, p],
    ]);
    if (lists.includes(p) || p === '/api/home/events' || sitePages.includes(p)) targets.set(member, p);
    if (sitePages.includes(p)) targets.delete(baseline);
    rows.push({ label: p, paths: targets });
  }
  // The cold path under load (issue #25, goal 1): each public list asked a search term, a filter combination and a
  // deep page nobody asked before, on every request, 20 connections at once (cold-rows.ts): no kept answer serves
  // them, so each is built, sent to the database and answered. The baseline runs the same search or filter.
  rows.push(...coldRows([baseline, onPg, onPglite, member]));
  // Administrators: every back-office list and detail, on PostgreSQL and on PGlite. The product and provider
  // lists also have baseline statements (baseline-server.ts). With BENCH_BEFORE (an earlier build of the
  // server, e.g. dist/before-server/main.js) that build runs beside this one on the same PostgreSQL and on a
  // PGlite of its own, and its administrator and member take their turns in the same rows: before and after
  // in one run, on the same machine.
  const admin = await signedIn(onPg, 'administrator', 'admin');
  const adminPglite = await signedIn(onPglite, 'administrator', 'admin PGlite');
  const admins: Target[] = [admin, adminPglite];
  const members: Target[] = [member, await asMember(onPglite, 'member PGlite')];
  const documentTargets: Target[] = [onPg, onPglite];
  if (before) {
    const beforePg = await startApp('PostgreSQL (before)', cluster.url, before);
    const beforePglite = await startApp('PGlite (before)', undefined, before);
    admins.push(
      await signedIn(beforePg, 'administrator', 'admin before', onPg),
      await signedIn(beforePglite, 'administrator', 'admin PGlite before'),
    );
    members.push(await signedIn(beforePg, 'member', 'member before', onPg));
    documentTargets.push(beforePg, beforePglite);
  }
  const signedRows: Row[] = [];
  for (const p of ['/api/admin/products', '/api/admin/providers']) {
    const targets = new Map<Target, string>([[baseline, p]]);
    for (const a of admins) targets.set(a, p);
    signedRows.push({ label: `${p} (admin)`, paths: targets });
  }
  /** A path, or a detail path made from the first id a list answers to each target (its own database). */
  type Path = string | { list: string; path: (id: string) => string };
  const detail = (list: string, path: (id: string) => string): Path => ({ list, path });
  const signedPaths = async (who: Target[], p: Path) => {
    const targets = new Map<Target, string>();
    for (const target of who) {
      if (typeof p === 'string') targets.set(target, p);
      else {
        const id = await firstIdOf(target, p.list);
        if (id) targets.set(target, p.path(id));
      }
    }
    return targets;
  };
  const labelOf = (p: Path, who: string) => `${typeof p === 'string' ? p : p.path('{id}')} (${who})`;
  const adminPaths: Path[] = [
    '/api/admin/events',
    '/api/admin/events?q=soca',
    detail('/api/admin/events', (id) => `/api/admin/events/${id}`),
    '/api/admin/restaurants',
    '/api/admin/restaurants?q=kitchen',
    '/api/admin/bands',
    '/api/admin/bands?q=mas',
    '/api/admin/products?q=tank',
    '/api/admin/providers?q=makeup',
    '/api/admin/hero-slides',
    '/api/admin/ads',
    '/api/admin/partners',
    ...['event', 'restaurant', 'face', 'band', 'marqet'].map((kind) => `/api/admin/featured/${kind}`),
    '/api/admin/users',
    '/api/admin/users?q=fete',
    detail('/api/admin/users', (id) => `/api/admin/users/${id}`),
    '/api/admin/users?q=ka&pageSize=8',
    '/api/admin/badge-types',
    '/api/admin/user-badges',
    '/api/admin/chat-reports',
    '/api/admin/packages',
    '/api/admin/rides',
    '/api/admin/forms',
    detail('/api/admin/forms', (id) => `/api/admin/forms/${id}/submissions`),
    detail('/api/admin/rides', (id) => `/api/admin/form-targets/ride/${id}`),
    detail('/api/admin/packages', (id) => `/api/admin/form-targets/package/${id}`),
    '/api/admin/staff-positions',
    '/api/admin/staff-positions?q=host',
    detail('/api/admin/staff-positions', (id) => `/api/admin/staff-positions/${id}`),
    detail('/api/admin/staff-positions', (id) => `/api/admin/staff-positions/${id}/applications`),
    '/api/admin/receipts',
    '/api/admin/receipts?q=costume',
    detail('/api/admin/receipts', (id) => `/api/admin/receipts/${id}`),
    '/api/admin/deleted-event-reports',
    '/api/admin/marqet-registrations',
    '/api/admin/marqet-registrations?q=coral&status=pending',
    detail('/api/admin/marqet-registrations', (id) => `/api/admin/marqet-registrations/${id}`),
    '/api/admin/site-pages',
    '/api/admin/carnivals',
  ];
  for (const p of adminPaths)
    signedRows.push({ label: labelOf(p, 'admin'), paths: await signedPaths(admins, p) });
  // Members' own lists and pages (behind a session, no baseline).
  const memberPaths: Path[] = [
    '/api/bands?when=past',
    '/api/destinations?when=past',
    '/api/likes',
    '/api/members/me',
    '/api/members/me/fete-id',
    '/api/members/me/calendar-feed',
    '/api/me/events',
    detail('/api/me/events', (id) => `/api/me/events/${id}`),
    '/api/members/directory',
    '/api/members/directory?q=ka&territory=Trinidad+and+Tobago',
    detail('/api/members/directory', (id) => `/api/members/directory/${id}`),
    '/api/me/receipts',
    '/api/me/receipts/status',
    detail('/api/me/receipts', (id) => `/api/me/receipts/${id}`),
    '/api/me/form-submissions',
    detail('/api/me/form-submissions', (id) => `/api/me/form-submissions/${id}`),
    '/api/me/staff-applications',
    '/api/chat/conversations',
    detail('/api/chat/conversations', (id) => `/api/chat/conversations/${id}`),
    detail('/api/chat/conversations', (id) => `/api/chat/conversations/${id}/messages`),
    '/api/chat/unread',
    '/api/notifications',
    '/api/notifications/preferences',
    '/api/me/attending-events',
    '/api/me/badges',
    '/api/staff/positions',
    '/api/packages',
    '/api/rides',
    '/api/me/marqet-registrations',
    detail('/api/me/marqet-registrations', (id) => `/api/me/marqet-registrations/${id}`),
    '/api/me/restaurants',
    detail('/api/me/restaurants', (id) => `/api/restaurants/${id}/manage`),
    // My Carnival (decision 0050): the plans and every active carnival's current-or-next dates.
    '/api/me/carnival-plans',
  ];
  for (const p of memberPaths)
    signedRows.push({ label: labelOf(p, 'member'), paths: await signedPaths(members, p) });
  // Cold: the same read right after a write of the one who reads (their feed's liked-events choice, flipped),
  // which every cache forgets at (write-watch.ts): the session, the shared pages, the kept answers.
  const afterOwnWrite = (who: Target[]) => {
    const flips = new Map<string, boolean>();
    return (target: Target, p: string) => {
      const reader = who.find((w) => w.name === target.name)!;
      return coldSeries(
        target.base,
        coldTurns,
        async () => {
          const includeLiked = !flips.get(reader.name);
          flips.set(reader.name, includeLiked);
          const response = await fetch(`${reader.base}/api/members/me/calendar-feed`, {
            method: 'PUT',
            headers: { ...reader.headers, origin: reader.base, 'content-type': 'application/json' },
            body: JSON.stringify({ includeLiked }),
          });
          if (!response.ok) throw new Error(`calendar feed choice: ${response.status}`);
          return p;
        },
        reader.headers,
      );
    };
  };
  for (const [p, who, label] of [
    ['/api/admin/deleted-event-reports', admins, 'admin'],
    ['/api/admin/site-pages', admins, 'admin'],
    ['/api/admin/carnivals', admins, 'admin'],
    ['/api/members/me/calendar-feed', members, 'member'],
    ['/api/site/pages/terms', members, 'member'],
    ['/api/me/marqet-registrations', members, 'member'],
    ['/api/me/carnival-plans', members, 'member'],
  ] as const) {
    signedRows.push({
      label: `${p} (${label}, cold)`,
      paths: new Map(who.map((w) => [w, p])),
      cold: afterOwnWrite([...who]),
    });
  }
  await addSignedBaselines(signedRows, baseline, admins, members);
  for (const row of signedRows)
    if (row.paths.size === 0) console.error(`  skipped ${row.label}: no item to ask for`);
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

  // One shop product (the shop's panel at a product's shared address, decision 0033): no baseline statement; warm
  // (one product under load) and cold (every other product of the first page once, each a key no cache has seen).
  const productsPg = await itemIds(onPg, '/api/products');
  const productsLite = await itemIds(onPglite, '/api/products');
  const productPath = (id: string) => `/api/products/${id}`;
  rows.push({
    label: '/api/products/{id}',
    paths: new Map([
      [onPg, productPath(productsPg[0]!)],
      [onPglite, productPath(productsLite[0]!)],
      [member, productPath(productsPg[0]!)],
    ]),
  });
  rows.push({
    label: '/api/products/{id} (cold)',
    paths: new Map([
      [onPg, 'each other product'],
      [onPglite, 'each other product'],
      [member, 'each other product'],
    ]),
    cold: (target) => {
      const paths = (target.name === 'PGlite' ? productsLite : productsPg).slice(1).map(productPath);
      return coldSeries(target.base, paths.length, (turn) => Promise.resolve(paths[turn]!), target.headers);
    },
  });

  // Comparing bands (decision 0052): three bands of one carnival, warm (one comparison under load) and cold (every
  // other pair and triple of the demo carnivals once, each a key no cache has seen).
  const comparePg = await comparePaths(onPg);
  const compareLite = await comparePaths(onPglite);
  rows.push({
    label: '/api/bands/compare?ids={3 bands}',
    paths: new Map([
      [onPg, comparePg[0]!],
      [onPglite, compareLite[0]!],
      [member, comparePg[0]!],
    ]),
  });
  rows.push({
    label: '/api/bands/compare (cold)',
    paths: new Map([
      [onPg, 'each other comparison'],
      [onPglite, 'each other comparison'],
      [member, 'each other comparison'],
    ]),
    cold: (target) => coldCompare(target, target.name === 'PGlite' ? compareLite : comparePg),
  });
  rows.push(...(await seasonRows([onPg, onPglite, member])));
  rows.push(...writes);

  // Add to calendar (decision 0034): an event's .ics and a member's private feed, each warm (after a warm-up,
  // the usual row) and cold (coldSeries): every other event's .ics once; a feed made just before it is asked.
  const icsPg = await eventIds(onPg);
  const icsLite = await eventIds(onPglite);
  const icsPath = (id: string) => `/api/events/${id}/calendar.ics`;
  rows.push({
    label: '/api/events/{id}/calendar.ics',
    paths: new Map([
      [onPg, icsPath(icsPg[0]!)],
      [onPglite, icsPath(icsLite[0]!)],
      [member, icsPath(icsPg[0]!)],
    ]),
  });
  const icsOthers = (target: Target) => (target.name === 'PGlite' ? icsLite : icsPg).slice(1).map(icsPath);
  rows.push({
    label: '/api/events/{id}/calendar.ics (cold)',
    // A member's asks are not answered from the visitors' kept answers: the same events are new to them.
    paths: new Map([
      [onPg, 'each other event'],
      [onPglite, 'each other event'],
      [member, 'each other event'],
    ]),
    cold: (target) => {
      const paths = icsOthers(target);
      return coldSeries(target.base, paths.length, (turn) => Promise.resolve(paths[turn]!), target.headers);
    },
  });
  const memberLite = await asMember(onPglite, 'member PGlite');
  rows.push({
    label: '/api/calendar/{secret}.ics (member feed)',
    paths: new Map([
      [onPg, await memberFeedPath(member, icsPg.slice(0, 2))],
      [onPglite, await memberFeedPath(memberLite, icsLite.slice(0, 2))],
    ]),
  });
  // Another account per database: a new feed of the member would replace the warm row's secret.
  const feedMakers = new Map<string, Target>([
    [onPg.name, await signedIn(onPg, 'administrator', 'administrator (cold feed)')],
    [onPglite.name, await signedIn(onPglite, 'administrator', 'administrator PGlite (cold feed)')],
  ]);
  for (const [name, maker] of feedMakers)
    await memberFeedPath(maker, (name === 'PGlite' ? icsLite : icsPg).slice(0, 1));
  rows.push({
    label: '/api/calendar/{secret}.ics (member feed, cold)',
    paths: new Map([
      [onPg, 'a new secret each turn'],
      [onPglite, 'a new secret each turn'],
    ]),
    // Asked without a session, as a calendar app does.
    cold: (target) =>
      coldSeries(target.base, coldTurns, () => memberFeedPath(feedMakers.get(target.name)!, [])),
  });

  const run = async (list: Row[]) => {
    const results: { label: string; by: Map<string, Measure> }[] = [];
    for (const row of list.filter((r) => r.paths.size > 0 && wantedRow(r.label))) {
      const by = new Map<string, Measure>();
      for (const [target, p] of row.paths)
        by.set(target.name, row.cold ? await row.cold(target, p) : await measure(target, p));
      results.push({ label: row.label, by });
      console.error(`  measured ${row.label}`);
    }
    return results;
  };
  const results = set === 'signed' ? [] : await run(rows);
  // Server-rendered documents and the sitemap (documents.ts): PostgreSQL and PGlite, no baseline (it has none).
  const documents = set === 'signed' ? [] : await measureDocuments(documentTargets);
  const signedResults = set === 'public' ? [] : await run(signedRows);
  if (results.length) printTable(results);
  if (documents.length)
    printDocumentTable(
      documents,
      documentTargets.map((target) => target.name),
    );
  if (signedResults.length && before) printSignedTable(signedResults);
  if (signedResults.length) printSignedRatios(signedResults);
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
    '\n| endpoint | baseline req/s | p99 | PostgreSQL req/s | p99 | PGlite req/s | p99 | member (PG) req/s | p99 | PG ratio (req/s / p99) | PGlite ratio | member ratio |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  let bad = 0;
  for (const { label, by } of results) {
    const b = by.get('baseline');
    for (const m of by.values()) bad += m.bad;
    const signedInMeasure = by.get('member');
    console.log(
      `| ${label} | ${f(b)} | ${f(by.get('PostgreSQL'))} | ${f(by.get('PGlite'))} | ${f(signedInMeasure)} | ${ratio(by.get('PostgreSQL'), b)} | ${ratio(by.get('PGlite'), b)} | ${ratio(signedInMeasure, b)} |`,
    );
  }
  if (bad) console.log(`\nWARNING: ${bad} answers were errors or not 2xx`);
}

/** Signed-in rows: the administrator on PostgreSQL and PGlite, the member on PostgreSQL; before and after. */
function printSignedTable(results: { label: string; by: Map<string, Measure> }[]) {
  const f = (m: Measure | undefined) => (m ? `${Math.round(m.rps)} | ${m.p99} ms` : '— | —');
  const times = (after: Measure | undefined, was: Measure | undefined) =>
    after && was ? `${(after.rps / was.rps).toFixed(2)}×` : '—';
  const b = (by: Map<string, Measure>, name: string) => by.get(name);
  console.log(
    before
      ? '\n| endpoint | baseline req/s | p99 | PG before req/s | p99 | PG after req/s | p99 | after ÷ before | PGlite before req/s | p99 | PGlite after req/s | p99 | after ÷ before |'
      : '\n| endpoint | baseline req/s | p99 | PostgreSQL req/s | p99 | PGlite req/s | p99 |',
  );
  console.log(
    before
      ? '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|'
      : '|---|---:|---:|---:|---:|---:|---:|',
  );
  let bad = 0;
  for (const { label, by } of results) {
    for (const m of by.values()) bad += m.bad;
    const pg = b(by, 'admin') ?? b(by, 'member');
    const pgBefore = b(by, 'admin before') ?? b(by, 'member before');
    const lite = b(by, 'admin PGlite');
    const liteBefore = b(by, 'admin PGlite before');
    console.log(
      before
        ? `| ${label} | ${f(b(by, 'baseline'))} | ${f(pgBefore)} | ${f(pg)} | ${times(pg, pgBefore)} | ${f(liteBefore)} | ${f(lite)} | ${times(lite, liteBefore)} |`
        : `| ${label} | ${f(b(by, 'baseline'))} | ${f(pg)} | ${f(lite)} |`,
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

/** The ids of a list's first page (at least two: a warm one and others for the cold row). */
async function itemIds(app: Target, list: string): Promise<string[]> {
  const response = await fetch(`${app.base}${list}`, { headers: app.headers });
  const { items } = (await response.json()) as { items: { id: string }[] };
  if (items.length < 2) throw new Error(`${list} answered fewer than two items`);
  return items.map((item) => item.id);
}

function eventIds(app: Target): Promise<string[]> {
  return itemIds(app, '/api/events');
}

/** A signed-in member attends the events and makes their calendar feed: the feed's path. */
async function memberFeedPath(who: Target, eventIds: string[]): Promise<string> {
  const headers = { ...who.headers, origin: who.base };
  for (const id of eventIds)
    await fetch(`${who.base}/api/events/${id}/attendance`, { method: 'PUT', headers });
  const response = await fetch(`${who.base}/api/members/me/calendar-feed`, { method: 'POST', headers });
  if (!response.ok) throw new Error(`calendar feed: ${response.status}`);
  return new URL(((await response.json()) as { url: string }).url).pathname;
}
