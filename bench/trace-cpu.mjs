// Where a Lighthouse run's Total Blocking Time comes from on a busy machine: `node bench/trace-cpu.mjs <trace.json>...`
// reads traces Lighthouse saved (`npx lighthouse@13.5.0 <url> --save-assets --output=json --output-path=run.json`
// writes `run-0.trace.json`) and prints, for the page's renderer main thread (the process of its first contentful
// paint), its top-level tasks' wall time and CPU time (the trace's thread time), all and from the first contentful
// paint on, and two sums over the tasks from that paint on: Σ max(0, 4 × wall − 50 ms), roughly what Lighthouse's
// 4× simulated TBT reads, and Σ max(0, 4 × CPU − 50 ms), the same had no other process taken the CPU from the page.
// Wall far above CPU means the page's tasks waited for a core: the neighbours' load, not the page's code.
import fs from 'node:fs';

const files = process.argv.slice(2);
if (!files.length) {
  console.error('usage: node bench/trace-cpu.mjs <lighthouse trace.json>...');
  process.exit(1);
}
const ms = (us) => Math.round(us / 1000);
const sum = (tasks, f) => ms(tasks.reduce((total, t) => total + f(t), 0));
for (const file of files) {
  const trace = JSON.parse(fs.readFileSync(file, 'utf8'));
  const events = trace.traceEvents ?? trace;
  const paint = events.filter((e) => e.name === 'firstContentfulPaint').at(-1);
  if (!paint) {
    console.log(`${file}: no first contentful paint in the trace`);
    continue;
  }
  // The renderer's main thread has the process's id as its thread id; tasks nested in another are left out.
  const tasks = [];
  for (const e of events
    .filter((x) => x.pid === paint.pid && x.tid === paint.pid && x.name === 'RunTask' && x.ph === 'X')
    .sort((a, b) => a.ts - b.ts))
    if (!(tasks.length && tasks.at(-1).ts + tasks.at(-1).dur >= e.ts + e.dur)) tasks.push(e);
  const after = tasks.filter((t) => t.ts >= paint.ts);
  const wall = (t) => t.dur;
  const cpu = (t) => t.tdur ?? 0;
  const blocking = (f) => sum(after, (t) => Math.max(0, 4 * f(t) - 50_000));
  console.log(
    `${file}: ${tasks.length} tasks, wall ${sum(tasks, wall)} ms, CPU ${sum(tasks, cpu)} ms; from the first ` +
      `contentful paint wall ${sum(after, wall)} ms, CPU ${sum(after, cpu)} ms; 4× blocking by wall ` +
      `${blocking(wall)} ms, by CPU ${blocking(cpu)} ms; longest task wall ${ms(Math.max(0, ...after.map(wall)))} ms, ` +
      `CPU ${ms(Math.max(0, ...after.map(cpu)))} ms`,
  );
}
