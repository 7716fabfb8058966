/**
 * The like storm's side of bench/load/live.ts, in a process of its own (forked, IPC messages): it holds the event's streams (the
 * watchers, who each get every like count) and sends their likes and unlikes. Its work (a thousand streams
 * reading a count at once, two hundred requests a second) then does not hold back the process that times chat
 * messages: what the chat timings show is the server's delay, not the bench's.
 *
 * Messages: `open` → `opened` (which process holds each stream); `storm` (seconds) → `stormed` (toggles, failed,
 * like counts per stream, failures); `close`.
 */
import fs from 'node:fs';
import type http from 'node:http';
import { failureReasons, failures, openStream, paced, post, sleep } from './live-client';

export interface StormData {
  base: string;
  eventId: string;
  cookies: string[];
  likeRate: number;
}

export type StormResult = {
  toggles: number;
  failed: number;
  perStream: number[];
  failures: [number, number][];
  failureReasons: [string, number][];
};

const { base, eventId, cookies, likeRate } = JSON.parse(process.env.BENCH_LIVE_STORM!) as StormData;
const port = { postMessage: (message: unknown) => process.send!(message) };
const counts = new Array<number>(cookies.length).fill(0);
const liked = new Array<boolean>(cookies.length).fill(false);
const streams: http.ClientRequest[] = [];
let counting = false;

async function open() {
  const upstreams: (string | undefined)[] = [];
  for (let i = 0; i < cookies.length; i += 100) {
    const batch = cookies.slice(i, i + 100).map((cookie, j) =>
      openStream(
        base,
        cookie,
        `event:${eventId}`,
        (m) => {
          if (m.type === 'event.likes' && counting) counts[i + j]!++;
        },
        (upstream) => (upstreams[i + j] = upstream),
      ),
    );
    streams.push(...(await Promise.all(batch)));
  }
  port.postMessage({ type: 'opened', upstreams });
}

async function storm(seconds: number) {
  counts.fill(0);
  failures.clear();
  failureReasons.clear();
  counting = true;
  let toggles = 0;
  let failed = 0;
  const trace: { sentAt: number; took: number; ok: boolean }[] = [];
  const sends: Promise<unknown>[] = [];
  await paced(likeRate, seconds, (i) => {
    const k = i % cookies.length;
    liked[k] = !liked[k];
    toggles++;
    const method = liked[k] ? 'PUT' : 'DELETE';
    const sentAt = Date.now();
    sends.push(
      post(base, cookies[k]!, method, `/api/likes/events/${eventId}`).then(({ ok }) => {
        if (!ok) failed++;
        trace.push({ sentAt, took: Date.now() - sentAt, ok });
      }),
    );
  });
  await Promise.all(sends);
  // BENCH_LIVE_TRACE (a file): each toggle's send time (wall clock, ms), how long its answer took, and whether it succeeded.
  if (process.env.BENCH_LIVE_TRACE)
    fs.appendFileSync(
      process.env.BENCH_LIVE_TRACE,
      trace.map((t) => JSON.stringify({ phase: 'toggle', ...t }) + '\n').join(''),
    );
  // The last count, published up to a second after the last toggle.
  await sleep(2_000);
  counting = false;
  const result: StormResult = {
    toggles,
    failed,
    perStream: [...counts],
    failures: [...failures],
    failureReasons: [...failureReasons],
  };
  port.postMessage({ type: 'stormed', result });
}

process.on('message', (message: { type: string; seconds?: number }) => {
  if (message.type === 'open') void open();
  else if (message.type === 'storm') void storm(message.seconds!);
  else if (message.type === 'close') {
    for (const stream of streams) stream.destroy();
    process.disconnect();
  }
});
