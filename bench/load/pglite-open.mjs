// PGlite's memory when it opens, alone (no server): a copy of a PGlite folder (SOURCE, e.g. a DATA_DIR's
// `pglite`) opened as db/client.ts opens it, three reads, then the RSS and the large mappings (/proc/self/smaps).
// V8FLAGS (e.g. `--no-liftoff`) are set with v8.setFlagsFromString before the open, as db/pglite-compile.ts does.
//
//   MALLOC_ARENA_MAX=2 MALLOC_TRIM_THRESHOLD_=131072 MALLOC_MMAP_THRESHOLD_=131072 [V8FLAGS=--no-liftoff] \
//     node bench/load/pglite-open.mjs <a DATA_DIR with the demo data>
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

if (process.env.V8FLAGS) v8.setFlagsFromString(process.env.V8FLAGS);
const source = path.resolve(process.argv[2] ?? '', 'pglite');
if (!fs.existsSync(source))
  throw new Error('usage: node bench/load/pglite-open.mjs <DATA_DIR with a pglite folder>');
const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-open-'));
fs.cpSync(source, copy, { recursive: true });

const mib = (n) => Math.round(n / 1048576);
const report = (label) => {
  const large = [];
  let head = '';
  for (const line of fs.readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    if (/^[0-9a-f]+-[0-9a-f]+ /.test(line)) head = line;
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (!rss || Number(rss[1]) < 4096) continue;
    const [from, to] = head
      .split(' ')[0]
      .split('-')
      .map((h) => BigInt(`0x${h}`));
    const name = (head.split(/\s+/)[5] ?? '').slice(0, 40) || 'anonymous';
    large.push(
      `${mib(Number(to - from))} MiB mapped, ${Math.round(Number(rss[1]) / 1024)} resident: ${name}`,
    );
  }
  const m = process.memoryUsage();
  console.log(`${label}: RSS ${mib(m.rss)} MiB, V8 heap ${mib(m.heapTotal)}, external ${mib(m.external)}`);
  for (const l of large) console.log(`  ${l}`);
};

report('bare');
const started = performance.now();
const db = new PGlite(copy, {
  extensions: { pg_trgm },
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB', '-c', 'maintenance_work_mem=16MB'],
});
await db.waitReady;
console.log(`open: ${Math.round(performance.now() - started)} ms`);
report('open');
for (let i = 0; i < 3; i++) await db.query('select * from events limit 200');
report('after three reads');
await db.close();
fs.rmSync(copy, { recursive: true, force: true });
const cpu = process.cpuUsage();
console.log(`CPU ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s`);
