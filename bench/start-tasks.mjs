// The main thread's long script tasks while the web app takes a page over (decision 0064): `node bench/start-tasks.mjs
// <page address> [runs]` against a running server (e.g. the built server of `npm start`, or one bench:lighthouse
// started). Each run opens the page in Chromium (CHROME_PATH, default /usr/bin/chromium) at a phone's viewport with
// CPU throttling ×4, traces it until the app marks itself ready (`<html data-app="ready">`) and the browser is idle,
// then prints the tasks over 50 ms that are mostly script (module evaluation, calls, microtasks; DevTools' own
// messages left out): how many, the longest, the sum of (duration − 50 ms). TRACE_SAVE=file keeps the last trace.
import { chromium } from 'playwright';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const [url, runs = '3'] = process.argv.slice(2);
if (!url) {
  console.error('usage: node bench/start-tasks.mjs <page address> [runs]');
  process.exit(1);
}
const SCRIPT =
  /^(v8\.evaluateModule|v8\.compileModule|EvaluateScript|FunctionCall|RunMicrotasks|TimerFire|FireAnimationFrame|EventDispatch|V8\.)/;

async function trace(file) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, {
      path: file,
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'toplevel',
        'loading',
      ],
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready', null, {
      timeout: 120_000,
    });
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
    await browser.stopTracing();
  } finally {
    await browser.close();
  }
}

/** The page's renderer main thread: the CrRendererMain with the most long events. */
function mainThread(events) {
  const long = (t) =>
    events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ph === 'X' && e.dur > 50_000).length;
  const thread = events
    .filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain')
    .sort((a, b) => long(b) - long(a))[0];
  return events
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && e.dur != null)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
}

function scriptTasks(events) {
  const main = mainThread(events);
  const tasks = [];
  for (const e of main)
    if (e.name === 'RunTask' && !(tasks.length && tasks.at(-1).ts + tasks.at(-1).dur >= e.ts + e.dur))
      tasks.push(e);
  return tasks
    .filter((task) => task.dur > 50_000)
    .filter((task) => {
      const inside = main.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
      if (
        inside.some(
          (e) => e.name === 'Receive mojo message' && JSON.stringify(e.args).includes('DevToolsSession'),
        )
      )
        return false;
      let script = 0;
      let end = 0;
      for (const e of inside) {
        if (!SCRIPT.test(e.name) || e.ts < end) continue;
        script += e.dur;
        end = e.ts + e.dur;
      }
      return script >= task.dur / 2;
    })
    .map((task) => task.dur / 1000);
}

for (let run = 1; run <= Number(runs); run++) {
  const file = process.env.TRACE_SAVE ?? path.join(os.tmpdir(), `start-tasks-${process.pid}.json`);
  await trace(file);
  const tasks = scriptTasks(JSON.parse(fs.readFileSync(file, 'utf8')).traceEvents);
  if (!process.env.TRACE_SAVE) fs.rmSync(file);
  const load = fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
  console.log(
    `run ${run}: ${tasks.length} script tasks over 50 ms, longest ${Math.round(Math.max(0, ...tasks))} ms, ` +
      `sum of (task - 50 ms) ${Math.round(tasks.reduce((sum, d) => sum + d - 50, 0))} ms ` +
      `[${tasks.map(Math.round).join(' ')}], load ${load}`,
  );
}
