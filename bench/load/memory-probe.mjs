// What holds a server's memory while a bench runs: a preload that appends `process.memoryUsage()` and the size of
// each V8 heap space (MiB) to <MEMORY_PROBE_DIR>/<pid>.jsonl every 2 s, and at once on SIGUSR2. For every server
// `npm run bench:load` starts:
//
//   MEMORY_PROBE_DIR=/tmp/mem BENCH_NODE_ARGS="--import ./bench/load/memory-probe.mjs" BENCH_ONLY='(write:' npm run bench:load
//
// RSS − V8 heap − external is the code, the compiled WebAssembly and what glibc's malloc holds. `maps` splits the
// RSS by mapping (/proc/self/smaps, MiB resident): `heap` glibc's main heap ([heap]), `anon` the anonymous mappings
// (V8's spaces, glibc's other arenas and large blocks, compiled code, WebAssembly memories), `node` the node binary,
// `files` the other mapped files; `big` each anonymous mapping of 16 MiB or more as [size, resident] (PGlite's
// WebAssembly memory is one of them, its size the memory's).
import fs from 'node:fs';
import v8 from 'node:v8';

const dir = process.env.MEMORY_PROBE_DIR ?? '/tmp';
const file = `${dir}/${process.pid}.jsonl`;
const mib = (n) => Math.round(n / 1048576);
const smaps = () => {
  const maps = { heap: 0, anon: 0, node: 0, files: 0, big: [] };
  let kind = 'anon';
  let size = 0;
  for (const line of fs.readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \d+\s*(.*)$/.exec(line);
    if (head) {
      size = Number(BigInt(`0x${head[2]}`) - BigInt(`0x${head[1]}`)) / 1048576;
      const name = head[3];
      kind =
        name === '[heap]'
          ? 'heap'
          : name === process.execPath
            ? 'node'
            : name.startsWith('/')
              ? 'files'
              : 'anon';
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (!rss) continue;
    const kb = Number(rss[1]);
    maps[kind] += kb;
    if (kind === 'anon' && size >= 16) maps.big.push([Math.round(size), Math.round(kb / 1024)]);
  }
  for (const k of ['heap', 'anon', 'node', 'files']) maps[k] = Math.round(maps[k] / 1024);
  maps.big.sort((a, b) => b[1] - a[1]);
  return maps;
};
const sample = () => {
  const m = process.memoryUsage();
  const spaces = Object.fromEntries(
    v8.getHeapSpaceStatistics().map((s) => [s.space_name, mib(s.space_size)]),
  );
  const row = {
    t: new Date().toISOString(),
    argv: process.argv.slice(1).join(' '),
    rss: mib(m.rss),
    heapTotal: mib(m.heapTotal),
    heapUsed: mib(m.heapUsed),
    external: mib(m.external),
    arrayBuffers: mib(m.arrayBuffers),
    spaces,
    maps: smaps(),
  };
  fs.appendFileSync(file, `${JSON.stringify(row)}\n`);
};
setInterval(sample, 2000).unref();
process.on('SIGUSR2', sample);
// MEMORY_PROBE_SNAPSHOT=1: a last sample and a heap snapshot (<dir>/<pid>.heapsnapshot) when the bench stops it.
if (process.env.MEMORY_PROBE_SNAPSHOT)
  process.prependOnceListener('SIGTERM', () => {
    sample();
    v8.writeHeapSnapshot(`${dir}/${process.pid}.heapsnapshot`);
  });
