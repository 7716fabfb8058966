/**
 * Samples, every BENCH_WAITS_MS (50) ms, as JSON lines on stdout: what the database's connections are doing (each
 * non-idle backend: state, wait event, the statement's first characters, how long it and its transaction have
 * run), the locks not granted, and the CPU time so far (ms) of the database (its postmaster and every backend,
 * those that ended too) and of the bench's processes run from this folder (`live.ts`, `live-storm.ts`). Run
 * beside `npm run bench:live` with BENCH_DATABASE_URL (the cluster it samples):
 * `node --import tsx bench/load/live-waits.ts <url> > waits.jsonl`; stop it with SIGTERM.
 */
import fs from 'node:fs';
import pg from 'pg';

const url = process.argv[2] ?? process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('usage: live-waits.ts <postgres url>');
const everyMs = Number(process.env.BENCH_WAITS_MS ?? 50);

const stat = (pid: number | string) =>
  fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
/** A process's CPU (ms) with its children's, those it waited for too. */
const treeCpuMs = (pid: number | string): number => {
  try {
    const f = stat(pid);
    const own = ((Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) * 1000) / 100;
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/);
    return own + children.filter(Boolean).reduce((sum, child) => sum + treeCpuMs(child), 0);
  } catch {
    return 0; // ended meanwhile
  }
};
const benchPids = () =>
  fs
    .readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .flatMap((pid) => {
      try {
        if (fs.readlinkSync(`/proc/${pid}/cwd`) !== process.cwd()) return [];
        const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        const role = /live-storm\.ts/.test(cmd) ? 'storm' : /live\.ts/.test(cmd) ? 'bench' : undefined;
        return role ? [[role, pid] as const] : [];
      } catch {
        return [];
      }
    });

const client = new pg.Client({ connectionString: url });
await client.connect();
const { rows: me } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
const postmaster = /PPid:\s+(\d+)/.exec(fs.readFileSync(`/proc/${me[0]!.pid}/status`, 'utf8'))![1]!;
let stop = false;
process.on('SIGTERM', () => (stop = true));
process.on('SIGINT', () => (stop = true));
let pids = benchPids();
let lastScan = Date.now();
while (!stop) {
  const started = Date.now();
  if (started - lastScan > 2_000) [pids, lastScan] = [benchPids(), started];
  const { rows } = await client.query<{ at: string; activity: unknown; waiting: unknown }>(`
    select (extract(epoch from clock_timestamp()) * 1000)::bigint as at,
      (select coalesce(json_agg(json_build_object('pid', pid, 'db', datname, 'state', state, 'type', wait_event_type,
          'event', wait_event, 'ms', round(extract(epoch from clock_timestamp() - query_start) * 1000),
          'xact_ms', round(extract(epoch from clock_timestamp() - xact_start) * 1000), 'query', left(query, 60))), '[]')
        from pg_stat_activity where pid <> pg_backend_pid() and backend_type = 'client backend'
          and state <> 'idle') as activity,
      (select coalesce(json_agg(json_build_object('pid', pid, 'locktype', locktype, 'mode', mode,
          'relation', relation::regclass::text, 'objid', objid, 'blocked_by', pg_blocking_pids(pid))), '[]')
        from pg_locks where not granted) as waiting`);
  const cpu = Object.fromEntries([
    ['database', treeCpuMs(postmaster)],
    ...pids.map(([r, p]) => [r, treeCpuMs(p)]),
  ]);
  process.stdout.write(JSON.stringify({ ...rows[0], cpu }) + '\n');
  const left = everyMs - (Date.now() - started);
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}
await client.end();
