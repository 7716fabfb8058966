// What holds a server's memory while a bench runs: a preload that appends `process.memoryUsage()` and the size of
// each V8 heap space (MiB) to <MEMORY_PROBE_DIR>/<pid>.jsonl every 2 s, and at once on SIGUSR2. For every server
// `npm run bench:load` starts:
//
//   MEMORY_PROBE_DIR=/tmp/mem BENCH_NODE_ARGS="--import ./bench/load/memory-probe.mjs" BENCH_ONLY='(write:' npm run bench:load
//
// RSS − V8 heap − external is the code, the compiled WebAssembly and what glibc's malloc holds.
import fs from 'node:fs';
import v8 from 'node:v8';

const dir = process.env.MEMORY_PROBE_DIR ?? '/tmp';
const file = `${dir}/${process.pid}.jsonl`;
const mib = (n) => Math.round(n / 1048576);
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
  };
  fs.appendFileSync(file, `${JSON.stringify(row)}\n`);
};
setInterval(sample, 2000).unref();
process.on('SIGUSR2', sample);
