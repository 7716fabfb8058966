/**
 * The load bench at two sizes, side by side in one run (`node --import tsx bench/load/scale.ts`): one
 * PostgreSQL cluster with a database per size (demo data plus BENCH_SIZES events from src/server/test/bulk-rows.ts,
 * default 1,000 and 100,000, then VACUUM ANALYZE), and on each the baseline, Fete and the demo member signed in
 * on Fete. For each endpoint the six targets take turns (20 connections, warm-up then the measured run). Prints
 * req/s and p99 per size, Fete ÷ baseline at each size, and Fete's p99 at the larger size ÷ at the smaller.
 * PostgreSQL only: PGlite's database belongs to its server process, so the bench cannot bulk-load it from here.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../src/server/db/client';
import { todayIn } from '../../src/shared/time';
import { loadEvents } from '../../src/server/test/bulk-rows';
import { startCluster } from '../../test/support/postgres-cluster';
import {
  asMember,
  cleanUp,
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

const sizes = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number);
const only = process.env.BENCH_ONLY;

interface Setup {
  size: number;
  baseline: Target;
  fete: Target;
  member: Target;
}

async function main() {
  console.log(
    `Starting PostgreSQL, then per size the baseline and Fete (${useDist ? 'built server' : 'tsx'})…`,
  );
  const cluster = await startCluster();
  onCleanUp(() => cluster.stop());
  const setups: Setup[] = [];
  for (const size of sizes) {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query(`create database fete_${size}`);
    await admin.end();
    const url = new URL(cluster.url);
    url.pathname = `/fete_${size}`;
    const fete = await startApp(`Fete ${size}`, url.toString());
    const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
    const started = Date.now();
    await loadEvents(drizzle(pool) as unknown as Db, size, todayIn());
    await pool.query('vacuum analyze');
    const [{ n }] = (await pool.query('select count(*)::int as n from events')).rows as [{ n: number }];
    await pool.end();
    console.error(
      `  ${n.toLocaleString('en-US')} events in fete_${size} (${Date.now() - started} ms to load)`,
    );
    setups.push({
      size,
      fete,
      baseline: await startBaseline(url.toString(), `baseline ${size}`),
      member: await asMember(fete, `member ${size}`),
    });
  }

  const paths = ['/api/events', '/api/destinations', '/api/home/events', '/api/home/destinations'];
  type Row = { label: string; at: Map<number, Map<'baseline' | 'fete' | 'member', Measure>> };
  const rows: Row[] = [];
  const labels = [...paths, '/api/events/{id}'].filter((l) => !only || l.includes(only));
  for (const label of labels) {
    const row: Row = { label, at: new Map() };
    for (const s of setups) {
      const p = label.includes('{id}') ? `/api/events/${await firstId(s.fete, '/api/events')}` : label;
      const by = new Map<'baseline' | 'fete' | 'member', Measure>();
      by.set('baseline', await measure(s.baseline, p));
      by.set('fete', await measure(s.fete, p));
      by.set('member', await measure(s.member, p));
      row.at.set(s.size, by);
    }
    rows.push(row);
    console.error(`  measured ${label}`);
  }

  const [small, large] = [sizes[0]!, sizes[sizes.length - 1]!];
  const k = (n: number) => (n >= 1000 ? `${n / 1000}k` : String(n));
  const cell = (m: Measure | undefined) => (m ? `${Math.round(m.rps)} | ${m.p99} ms` : '— | —');
  const ratio = (m: Measure, b: Measure) => `${(m.rps / b.rps).toFixed(2)}×`;
  console.log(
    `\n| endpoint | who | ${sizes.map((s) => `req/s at ${k(s)} | p99`).join(' | ')} | ÷ baseline at ${sizes.map(k).join(' / ')} | p99 ${k(large)} ÷ p99 ${k(small)} |`,
  );
  console.log(`|---|---|${sizes.map(() => '---:|---:|').join('')}---:|---:|`);
  let bad = 0;
  for (const row of rows) {
    for (const who of ['baseline', 'fete', 'member'] as const) {
      const ms = sizes.map((s) => row.at.get(s)!.get(who)!);
      for (const m of ms) bad += m.bad;
      const ratios =
        who === 'baseline'
          ? '—'
          : sizes.map((s) => ratio(row.at.get(s)!.get(who)!, row.at.get(s)!.get('baseline')!)).join(' / ');
      const growth = (ms[ms.length - 1]!.p99 / Math.max(ms[0]!.p99, 1)).toFixed(1) + '×';
      console.log(`| ${row.label} | ${who} | ${ms.map(cell).join(' | ')} | ${ratios} | ${growth} |`);
    }
  }
  if (bad) console.log(`\nWARNING: ${bad} answers were errors or not 2xx`);
  console.log(
    `\nRSS after the run: ${setups.map((s) => `Fete at ${k(s.size)} ${rssOf(s.fete)} MiB`).join(', ')}`,
  );
  console.log(machine());
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(cleanUp);
