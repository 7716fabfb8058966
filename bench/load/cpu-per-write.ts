/**
 * CPU time per write of built servers, side by side in one run (issue #25 goal 3): steadier than req/s on a shared
 * machine, since it does not depend on what else runs. Each build (`label=path of its dist/server/main.js`, under
 * the checkout so that it finds node_modules) runs on a database of its own, PostgreSQL or PGlite, seeded with the
 * write rows' members (writes.ts: BENCH_WRITERS members with a session each, rate limits on). For each write row
 * (BENCH_ONLY filters them as in bench:load) every build gets a warm-up of 400 writes, then `turns` turns of
 * `writes` writes each, the builds taking turns (A B A B…) so that they see the same machine; 20 connections.
 * Prints, per build, the median of the turns: the server's CPU per write (user + system, /proc) and, on
 * PostgreSQL, its database backends' (pg_stat_activity of its database), req/s and p99, with the load average;
 * and each server's RSS once it is seeded and after each row. A build may carry node options of its own after a
 * comma (`semi4=dist/server/main.js,--max-semi-space-size=4`): the same build with and without a flag.
 *
 *   node --import tsx bench/load/cpu-per-write.ts <postgres|pglite> <writes per turn> <turns> <label=bundle>…
 *   e.g. BENCH_PORTS=3410-3419 BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5442/postgres \
 *        node --import tsx bench/load/cpu-per-write.ts postgres 2000 3 main=.data-before/server/main.js \
 *        branch=dist/server/main.js
 *
 * Without BENCH_DATABASE_URL a throwaway cluster of its own (bench:load's). The databases are dropped at the end.
 */
import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { createDatabase, startCluster } from '../../test/support/postgres-cluster';
import { cleanUp, onCleanUp, rssOf, startApp, wantedRow, type Target } from './targets';
import { seedPglite, seedPostgres, WRITES, writeRequests, type Seeded } from './writes';

const [kind, perTurn = '2000', turnsArg = '3', ...builds] = process.argv.slice(2);
if ((kind !== 'postgres' && kind !== 'pglite') || !builds.length || builds.some((b) => !b.includes('='))) {
  console.error('usage: cpu-per-write.ts <postgres|pglite> <writes per turn> <turns> <label=bundle>…');
  process.exit(2);
}
const writes = Number(perTurn);
const turns = Number(turnsArg);

/** user + system CPU seconds of a process, from /proc (0 for one that ended between the listing and the read). */
const cpuOf = (pid: number) => {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
};

interface Build {
  label: string;
  target: Target;
  seeded: Seeded;
  /** Its database (PostgreSQL): the backends counted are those connected to it. */
  url?: string;
}

async function backendsCpu(url: string | undefined): Promise<number> {
  if (!url) return 0;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>(
    "select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()",
  );
  await client.end();
  return rows.reduce((sum, row) => sum + cpuOf(row.pid), 0);
}

async function startBuilds(): Promise<Build[]> {
  const cluster = kind === 'postgres' ? await startCluster() : undefined;
  if (cluster) onCleanUp(() => cluster.stop());
  const started: Build[] = [];
  for (const [i, spec] of builds.entries()) {
    const [label, rest] = spec.split(/=(.*)/s) as [string, string];
    const [bundle, ...nodeArgs] = rest.split(',') as [string, ...string[]];
    if (!cluster) {
      const target = await startApp(label, undefined, bundle, undefined, { nodeArgs });
      started.push({ label, target, seeded: await seedPglite(target) });
      continue;
    }
    // Each build its own database of that cluster (dropped with it, or at the end when it is shared).
    const name = `fete_cpu_${process.pid}_${i}`;
    const url = await createDatabase(cluster.url, name);
    onCleanUp(() => void dropDatabase(cluster.url, name));
    const target = await startApp(label, url, bundle, undefined, { nodeArgs });
    started.push({ label, target, url, seeded: await seedPostgres(url) });
  }
  return started;
}

async function dropDatabase(clusterUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect().catch(() => undefined);
  await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
  await admin.end().catch(() => undefined);
}

interface Turn {
  server: number;
  database: number;
  rps: number;
  p99: number;
  bad: number;
}

async function turn(build: Build, request: ReturnType<typeof writeRequests>, amount: number): Promise<Turn> {
  const pid = build.target.process.pid!;
  const [server0, database0] = [cpuOf(pid), await backendsCpu(build.url)];
  const result = await autocannon({
    url: build.target.base,
    connections: 20,
    amount,
    requests: [{ setupRequest: request }],
  });
  const [server1, database1] = [cpuOf(pid), await backendsCpu(build.url)];
  const per = (seconds: number) => (seconds * 1000) / amount;
  return {
    server: per(server1 - server0),
    database: per(database1 - database0),
    rps: result.requests.average,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const rssLine = (started: Build[]) => started.map((b) => `${b.label} ${rssOf(b.target)}`).join(', ');
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

async function main() {
  const started = await startBuilds();
  console.log(`${kind}, ${writes} writes per turn, ${turns} turns, 20 connections, load average ${load()}`);
  console.log(`RSS MiB, seeded: ${rssLine(started)}`);
  for (const row of WRITES.filter((w) => wantedRow(w.label))) {
    const counters = new Map<Build, { n: number }>(started.map((b) => [b, { n: 0 }]));
    const requestOf = (b: Build) => writeRequests(b.target, b.seeded, row.make, counters.get(b)!);
    for (const b of started) await turn(b, requestOf(b), 400);
    const results = new Map<Build, Turn[]>(started.map((b) => [b, []]));
    for (let t = 0; t < turns; t++)
      for (const b of started) results.get(b)!.push(await turn(b, requestOf(b), writes));
    console.log(`${row.label} (load average ${load()})`);
    for (const b of started) {
      const all = results.get(b)!;
      const server = median(all.map((r) => r.server));
      console.log(
        `  ${b.label.padEnd(10)} server ${server.toFixed(2)} ms/write (turns ${all.map((r) => r.server.toFixed(2)).join(' ')})` +
          `, database ${median(all.map((r) => r.database)).toFixed(2)}, ${Math.round(median(all.map((r) => r.rps)))} req/s` +
          `, p99 ${median(all.map((r) => r.p99))} ms, not 2xx ${all.reduce((s, r) => s + r.bad, 0)}`,
      );
    }
    console.log(`  RSS MiB after the row: ${rssLine(started)}`);
  }
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => cleanUp());
