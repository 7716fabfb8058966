/**
 * The live channel at carnival scale (`npm run bench:live`, after `npm run build`; issue #25, goal 4): the built
 * server (dist/server/main.js) on PostgreSQL and on PGlite, each with the demo data, then stopped while the bench
 * writes BENCH_LIVE_STREAMS members and a session for each straight into its database (and a conversation for
 * each pair of chatting members), then started again. Then, on each database:
 *
 * 1. memory: RSS of the server before and after opening every stream (each a signed-in member, as the site opens
 *    them: most on `member:{id}`, BENCH_LIVE_EVENT_STREAMS on `event:{id}` of one demo event), idle 5 s;
 * 2. chat: BENCH_LIVE_CHAT_RATE messages a second (50) for BENCH_LIVE_SECONDS (20) between members whose streams
 *    are open, each timed from the moment its POST is sent until the recipient's stream hands it over (p50/p99);
 * 3. the same chat while the event's watchers like and unlike it BENCH_LIVE_LIKE_RATE times a second (200): chat
 *    p50/p99 beside phase 2's, and how many like counts each event stream received (coalesced: far fewer than
 *    toggles).
 *
 * Each phase prints the server's CPU time and `/proc/loadavg`. The server runs with LIVE_MAX_STREAMS raised above
 * the streams opened. Every stream is a socket in the bench and one in the server: the bench raises its own open
 * files limit (the server inherits it) when it is below the streams + 1,024. Options: BENCH_LIVE_DB (`postgres`,
 * `pglite` or `both`, the default), BENCH_PORTS (`3360-3369`), BENCH_DATABASE_URL (a PostgreSQL already running:
 * a database of its own in it instead of a cluster of its own), BENCH_LIVE_SERVER (another build's main.js, e.g. a
 * copy of an earlier dist/server, for a before/after), BENCH_LIVE_PROFILE (a folder: the server writes CPU profiles),
 * BENCH_LIVE_PHASES=memory (step 1 only), BENCH_LIVE_TRACE (a file: every delivered chat message's and every like
 * toggle's send time on the wall clock and its delay, a JSON line each, to line them up with live-waits.ts's
 * samples of the database). Memory is also read after a full garbage collection, through the server's inspector
 * (on a port of BENCH_PORTS): RSS and JS heap per stream without the garbage of opening them.
 *
 * BENCH_LIVE_PROCESSES=2 (PostgreSQL only): that many built servers on the one database behind the proxy recipe of
 * docs/operations.md (live-proxy.ts: nginx, round-robin), every request and stream through the proxy; chat only
 * between members whose streams landed on different processes, the storm's toggles spread by the proxy too.
 * Memory, CPU and RSS are the processes' sums (each process's CPU is printed too); the proxy's CPU beside them.
 *
 * The storm's watchers (the event's streams) and its toggles run in a process of their own (live-storm.ts), so
 * that the chat timings here are not held back by this process reading a thousand like counts at once (decision
 * 0080). Each phase also prints the database's CPU per message, the bench's and the server's event loop delays,
 * when the slowest 1 % were sent and why requests got no answer.
 */
import { execFileSync, fork } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { mallocEnv } from '../../scripts/malloc-env.mjs';
import { openDatabase } from '../../src/server/db/client';
import { userRowInput } from '../../src/server/db/factories/members';
import {
  conversationParticipants,
  conversations,
  directConversationKey,
  sessions,
  users,
} from '../../src/server/db/schema';
import { freePort, startCluster } from '../../test/support/postgres-cluster';
import { serverEnv, AUTH_SECRET } from './server-env.mjs';
import { addCounts, failureReasons, failures, openStream, paced, post, sleep } from './live-client';
import { addMemory, collectedMemory, loopDelay, startLoopDelay, type Memory } from './live-inspector';
import { startProxy } from './live-proxy';
import type { StormData, StormResult } from './live-storm';
import { cleanUp, onCleanUp, startProcess, waitFor, type Target } from './targets';

const streamCount = Number(process.env.BENCH_LIVE_STREAMS ?? 5_000);
const eventStreams = Number(process.env.BENCH_LIVE_EVENT_STREAMS ?? Math.round(streamCount / 5));
const chatRate = Number(process.env.BENCH_LIVE_CHAT_RATE ?? 50);
const likeRate = Number(process.env.BENCH_LIVE_LIKE_RATE ?? 200);
const phaseSeconds = Number(process.env.BENCH_LIVE_SECONDS ?? 20);
const databases =
  (process.env.BENCH_LIVE_DB ?? 'both') === 'both' ? ['pglite', 'postgres'] : [process.env.BENCH_LIVE_DB!];
const memberStreams = streamCount - eventStreams;
const processCount = Number(process.env.BENCH_LIVE_PROCESSES ?? 1);
if (processCount > 1 && databases.includes('pglite'))
  throw new Error(
    'BENCH_LIVE_PROCESSES > 1 needs BENCH_LIVE_DB=postgres: PGlite is one process per DATA_DIR',
  );

if (!fs.existsSync('dist/server/main.js'))
  throw new Error('Run npm run build first: this measures the built server');
if (memberStreams < 2 || eventStreams < Math.ceil(likeRate / 0.9)) {
  // A member may like or unlike 60 times a minute: the storm needs that many watchers taking turns.
  throw new Error(
    'BENCH_LIVE_EVENT_STREAMS must be at least BENCH_LIVE_LIKE_RATE / 0.9, and two streams left for chat',
  );
}

const loadavg = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const rssKiB = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
/** User + system CPU time of a process, in ms. */
const cpuMs = (pid: number) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};
/**
 * The same for a process and its children, with the children it waited for (the proxy's master and its worker;
 * the database's postmaster and its backends, those that ended too).
 */
const treeCpuMs = (pid: number): number => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const waited = ((Number(fields[13]) + Number(fields[14])) * 1000) / 100;
  const children = fs
    .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return cpuMs(pid) + waited + children.reduce((sum, child) => sum + treeCpuMs(Number(child)), 0);
};

/** The postmaster of a PostgreSQL on this machine (its backends' parent), to read the database's CPU. */
async function postmasterOf(url: string): Promise<number | undefined> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const status = fs.readFileSync(`/proc/${rows[0]!.pid}/status`, 'utf8');
    return Number(/PPid:\s+(\d+)/.exec(status)?.[1]) || undefined;
  } catch {
    return undefined; // not on this machine
  } finally {
    await client.end();
  }
}
const quantile = (xs: number[], q: number) =>
  xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))]! : NaN;

/** Every stream is a socket here and one in the server (which inherits this limit). */
function raiseOpenFiles() {
  const limits = fs.readFileSync('/proc/self/limits', 'utf8');
  const [, soft, hard] = /Max open files\s+(\d+)\s+(\d+)/.exec(limits) ?? [];
  const wanted = streamCount + 1_024;
  if (Number(soft) >= wanted) return `open files: ${soft} (enough)`;
  if (Number(hard) < wanted)
    throw new Error(`open files: hard limit ${hard} < ${wanted}; raise it (ulimit -Hn)`);
  execFileSync('prlimit', [`--pid=${process.pid}`, `--nofile=${hard}:${hard}`]);
  return `open files: raised from ${soft} to ${hard}`;
}

interface Member {
  id: string;
  cookie: string;
  /** Chatting members: the conversation with their partner, and the partner's index. */
  conversation?: string;
  partner?: number;
  liked?: boolean;
  /** The process (its address, the proxy's X-Upstream) that holds this member's stream. */
  upstream?: string;
}

/** The better-auth session cookie for a session token: the token and its HMAC-SHA256 signature. */
const cookieOf = (token: string) => {
  const signature = createHmac('sha256', AUTH_SECRET).update(token).digest('base64');
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
};

/** Members, their sessions and a conversation per pair of chatting members, written straight to the database. */
async function seedMembers(dataDir: string, databaseUrl: string | undefined): Promise<Member[]> {
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  try {
    const { db } = database;
    const members: Member[] = [];
    const rows = Array.from({ length: streamCount }, () => userRowInput());
    // As a sign-in writes it (auth.ts: 30 days). A shorter life makes every seeded session due for better-auth's
    // daily refresh at its first request: each stream's opening then wrote its session row (an `all` write,
    // clearing every kept answer and session lookup), which a signed-in crowd does once a day per member.
    const expiresAt = new Date(Date.now() + 30 * 24 * 3_600_000);
    for (let i = 0; i < rows.length; i += 500) {
      const chunk = rows.slice(i, i + 500);
      await db.insert(users).values(chunk);
      const tokens = chunk.map(() => randomBytes(24).toString('base64url'));
      await db
        .insert(sessions)
        .values(chunk.map((row, j) => ({ id: randomUUID(), token: tokens[j]!, expiresAt, userId: row.id! })));
      chunk.forEach((row, j) => members.push({ id: row.id!, cookie: cookieOf(tokens[j]!) }));
    }
    for (let i = 0; i + 1 < memberStreams; i += 1_000) {
      const pairs: [number, number][] = [];
      for (let a = i; a + 1 < Math.min(memberStreams, i + 1_000); a += 2) pairs.push([a, a + 1]);
      const keys = pairs.map(([a, b]) => directConversationKey(members[a]!.id, members[b]!.id));
      const made = await db
        .insert(conversations)
        .values(keys.map((directKey) => ({ directKey })))
        .returning({ id: conversations.id, directKey: conversations.directKey });
      const idOf = new Map(made.map((row) => [row.directKey, row.id]));
      pairs.forEach(([a, b], j) => {
        const conversation = idOf.get(keys[j]!)!;
        Object.assign(members[a]!, { conversation, partner: b });
        Object.assign(members[b]!, { conversation, partner: a });
      });
      await db.insert(conversationParticipants).values(
        pairs.flatMap(([a, b], j) => [
          { conversationId: idOf.get(keys[j]!)!, userId: members[a]!.id },
          { conversationId: idOf.get(keys[j]!)!, userId: members[b]!.id },
        ]),
      );
    }
    return members;
  } finally {
    await database.close();
  }
}

/**
 * The built server on this data (PGlite in `dataDir` unless `databaseUrl`), answering; with `inspectPort` its
 * inspector there, with `publicUrl` (the proxy's) the site's address it trusts writes from.
 */
async function startFete(
  port: number,
  dataDir: string,
  databaseUrl = '',
  { inspectPort = 0, publicUrl = '' } = {},
): Promise<Target & { inspectPort: number }> {
  const profile = process.env.BENCH_LIVE_PROFILE;
  const flags = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  if (inspectPort) flags.push(`--inspect=127.0.0.1:${inspectPort}`);
  const child = startProcess([...flags, process.env.BENCH_LIVE_SERVER ?? 'dist/server/main.js'], {
    ...serverEnv(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    ...mallocEnv(),
    LIVE_MAX_STREAMS: String(streamCount + 100),
    ...(publicUrl ? { PUBLIC_URL: publicUrl, TRUSTED_PROXIES: '127.0.0.1' } : {}),
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/hero-slides`, child);
  return { name: 'fete', base, process: child, dataDir, inspectPort };
}

async function stopFete(target: Target) {
  if (target.process.exitCode !== null) return;
  const exited = new Promise((resolve) => target.process.once('exit', resolve));
  target.process.kill('SIGTERM');
  await exited;
}

interface Phase {
  label: string;
  sent: number;
  delivered: number[];
  failed: number;
  cpu: number;
  /** Each process's CPU (ms), the proxy's, and the database's (every process of its cluster). */
  cpuEach: number[];
  proxyCpu?: number;
  databaseCpu?: number;
  /** Sends answered by another process than the one holding the recipient's stream. */
  crossed: number;
  /** The bench's own CPU (ms): its clock is the delivery's too, so a busy bench adds to the times. */
  benchCpu: number;
  /** The bench's own event loop's longest delay (ms): a late bench reads a message late. */
  benchLag: number;
  /** The server's event loop delay (ms; the largest of the processes'), through its inspector. */
  serverLag: { max: number; p99: number };
  /** When the slowest 1 % of the messages were sent (s into the phase): one stall, or spread out. */
  slowest: number[];
  load: string;
  likes?: StormResult;
}

/** The server processes measured (their pids and inspectors), and the proxy's pid in front of several. */
interface Servers {
  each: { pid: number; inspectPort: number }[];
  proxyPid?: number;
  postmasterPid?: number;
}

async function measure(label: string, base: string, servers: Servers, members: Member[]) {
  const rssOfAll = () => servers.each.reduce((sum, { pid }) => sum + rssKiB(pid), 0);
  const collectedOfAll = async () => {
    let sum: Memory = { rss: 0, heapUsed: 0, external: 0 };
    for (const { inspectPort } of servers.each) sum = addMemory(sum, await collectedMemory(inspectPort));
    return sum;
  };
  const cpuEach = () => servers.each.map(({ pid }) => cpuMs(pid));
  type Wait = { sentAt: number; to: number; crossed?: boolean; took?: number };
  const pending = new Map<string, Wait>();
  const delivered: number[] = [];
  /** The sends delivered this phase (whether another process answered them is known once they answered). */
  const deliveredSends: Wait[] = [];
  const streams: http.ClientRequest[] = [];
  const eventId = await firstEventId(base);
  const watchers = members.slice(memberStreams);
  const storm = stormWorker({ base, eventId, cookies: watchers.map((m) => m.cookie), likeRate });

  const rssBefore = rssOfAll();
  const collectedBefore = await collectedOfAll();
  console.error(`${label}: opening ${members.length} streams…`);
  const openStart = performance.now();
  const watched = storm.ask<{ upstreams: (string | undefined)[] }>({ type: 'open' });
  for (let i = 0; i < memberStreams; i += 100) {
    const batch = members.slice(i, Math.min(memberStreams, i + 100)).map((member, j) => {
      const index = i + j;
      return openStream(
        base,
        member.cookie,
        `member:${member.id}`,
        (m) => {
          const tag = m.type === 'chat.message' ? m.message?.body : undefined;
          const wait = tag ? pending.get(tag) : undefined;
          if (wait?.to === index) {
            wait.took = performance.now() - wait.sentAt;
            delivered.push(wait.took);
            deliveredSends.push(wait);
            pending.delete(tag!);
          }
        },
        (upstream) => (member.upstream = upstream),
      );
    });
    streams.push(...(await Promise.all(batch)));
  }
  (await watched).upstreams.forEach((upstream, k) => (watchers[k]!.upstream = upstream));
  const openSeconds = (performance.now() - openStart) / 1000;
  console.error(`${label}: opened in ${openSeconds.toFixed(1)} s; idle 5 s…`);
  await sleep(5_000);
  const rssAfter = rssOfAll();
  const collectedAfter = await collectedOfAll();
  // Behind the proxy, chat goes only between members whose streams are on different processes.
  const senders = [...Array(memberStreams - (memberStreams % 2)).keys()].filter(
    (i) => servers.each.length === 1 || members[i]!.upstream !== members[members[i]!.partner!]!.upstream,
  );
  if (!senders.length) throw new Error('no chatting pair has its streams on two processes');
  const memory = { rssBefore, rssAfter, collectedBefore, collectedAfter, openSeconds, load: loadavg() };

  let tag = 0;
  const chat = async (phaseLabel: string, withStorm: boolean): Promise<Phase> => {
    // The clock of the server's CPU profile (BENCH_LIVE_PROFILE): µs of the monotonic clock.
    console.error(`${label}: ${phaseLabel}… (monotonic ${process.hrtime.bigint() / 1000n} µs)`);
    delivered.length = 0;
    let failed = 0;
    deliveredSends.length = 0;
    await Promise.all(servers.each.map(({ inspectPort }) => startLoopDelay(inspectPort)));
    const cpuStart = cpuEach();
    const proxyStart = servers.proxyPid ? treeCpuMs(servers.proxyPid) : 0;
    const databaseStart = servers.postmasterPid ? treeCpuMs(servers.postmasterPid) : 0;
    const benchStart = process.cpuUsage();
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    const phaseStart = performance.now();
    const phaseWall = Date.now();
    // Where the phase really starts (the inspector's reads above can take seconds on a busy machine).
    console.error(
      `${label}: ${phaseLabel} starts (monotonic ${process.hrtime.bigint() / 1000n} µs, wall clock ${phaseWall} ms)`,
    );
    const sends: Promise<unknown>[] = [];
    const chatRun = paced(chatRate, phaseSeconds, () => {
      const member = members[senders[Math.floor(Math.random() * senders.length)]!]!;
      const body = `live-bench ${process.pid} ${tag++}`;
      const wait: Wait = {
        sentAt: performance.now(),
        to: member.partner!,
      };
      pending.set(body, wait);
      const recipient = members[member.partner!]!;
      sends.push(
        post(base, member.cookie, 'POST', `/api/chat/conversations/${member.conversation}/messages`, {
          body,
        }).then(({ ok, upstream }) => {
          if (!ok) failed++;
          wait.crossed = upstream !== undefined && upstream !== recipient.upstream;
        }),
      );
    });
    const likes = withStorm
      ? storm.ask<{ result: StormResult }>({ type: 'storm', seconds: phaseSeconds })
      : undefined;
    await chatRun;
    await Promise.all(sends);
    // The last messages (the storm waits for the last count, published up to a second after the last toggle).
    await sleep(2_000);
    const stormed = (await likes)?.result;
    if (stormed) {
      addCounts(failures, stormed.failures);
      addCounts(failureReasons, stormed.failureReasons);
    }
    console.error(`${label}: ${phaseLabel} done (monotonic ${process.hrtime.bigint() / 1000n} µs)`);
    lag.disable();
    const serverLags = await Promise.all(servers.each.map(({ inspectPort }) => loopDelay(inspectPort)));
    const phase: Phase = {
      label: phaseLabel,
      sent: Math.round(chatRate * phaseSeconds),
      delivered: [...delivered],
      failed,
      cpuEach: cpuEach().map((ms, i) => ms - cpuStart[i]!),
      cpu: cpuEach().reduce((sum, ms, i) => sum + ms - cpuStart[i]!, 0),
      proxyCpu: servers.proxyPid ? treeCpuMs(servers.proxyPid) - proxyStart : undefined,
      databaseCpu: servers.postmasterPid ? treeCpuMs(servers.postmasterPid) - databaseStart : undefined,
      crossed: deliveredSends.filter((w) => w.crossed).length,
      benchCpu: (({ user, system }) => (user + system) / 1000)(process.cpuUsage(benchStart)),
      benchLag: lag.max / 1e6,
      serverLag: {
        max: Math.max(...serverLags.map((l) => l.max)),
        p99: Math.max(...serverLags.map((l) => l.p99)),
      },
      slowest: [...deliveredSends]
        .sort((a, b) => b.took! - a.took!)
        .slice(0, Math.ceil(deliveredSends.length / 100))
        .map((w) => (w.sentAt - phaseStart) / 1000)
        .sort((a, b) => a - b),
      load: loadavg(),
      likes: stormed,
    };
    pending.clear();
    // BENCH_LIVE_TRACE (a file): every delivered message's send time (wall clock, ms) and delay, a JSON line each.
    if (process.env.BENCH_LIVE_TRACE)
      fs.appendFileSync(
        process.env.BENCH_LIVE_TRACE,
        deliveredSends
          .map(
            (w) =>
              JSON.stringify({
                phase: phaseLabel,
                sentAt: Math.round(phaseWall + w.sentAt - phaseStart),
                took: Math.round(w.took!),
              }) + '\n',
          )
          .join(''),
      );
    return phase;
  };
  // BENCH_LIVE_PHASES=memory: the memory figures only.
  const phases =
    process.env.BENCH_LIVE_PHASES === 'memory'
      ? []
      : [await chat('chat alone', false), await chat('chat + like storm', true)];
  for (const stream of streams) stream.destroy();
  storm.close();
  return { label, memory, phases, spread: undefined as string | undefined };
}

/** The storm's process (live-storm.ts): `ask` sends a message and waits for its answer. */
function stormWorker(data: StormData) {
  const child = fork(fileURLToPath(new URL('./live-storm.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_LIVE_STORM: JSON.stringify(data) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  onCleanUp(() => child.kill());
  child.on('exit', (code) => {
    if (code) console.error(`the storm's process exited with ${code}`);
  });
  return {
    ask: <T>(message: { type: string; seconds?: number }) =>
      new Promise<T>((resolve) => {
        child.once('message', (answer) => resolve(answer as T));
        child.send(message);
      }),
    close: () => child.send({ type: 'close' }),
  };
}

async function firstEventId(base: string): Promise<string> {
  const body = (await (await fetch(`${base}/api/events`)).json()) as { items: { id: string }[] };
  if (!body.items[0]) throw new Error('no demo event');
  return body.items[0].id;
}

function print(result: Awaited<ReturnType<typeof measure>>) {
  const { memory } = result;
  const perStream = ((memory.rssAfter - memory.rssBefore) / streamCount).toFixed(1);
  const [before, after] = [memory.collectedBefore, memory.collectedAfter];
  const per = (key: 'rss' | 'heapUsed' | 'external') => ((after[key] - before[key]) / streamCount).toFixed(1);
  const where = processCount > 1 ? `, ${processCount} processes behind the proxy` : ', one process';
  console.log(
    `\n### ${result.label}: ${streamCount} streams (${memberStreams} member, ${eventStreams} event)${where}\n`,
  );
  console.log(
    `RSS ${Math.round(memory.rssBefore / 1024)} → ${Math.round(memory.rssAfter / 1024)} MiB with every stream open and idle 5 s: ` +
      `${perStream} KiB per stream; opened in ${memory.openSeconds.toFixed(1)} s; loadavg ${memory.load}. After a full ` +
      `garbage collection (inspector): RSS ${Math.round(before.rss / 1024)} → ${Math.round(after.rss / 1024)} MiB, ` +
      `**${per('rss')} KiB per stream** (JS heap ${per('heapUsed')} KiB, external ${per('external')} KiB)\n`,
  );
  console.log(
    '| phase | chat sent | delivered | failed | p50 | p99 | max | server CPU per message | database CPU per message | like toggles (failed) | like counts per event stream (min / median / max) | bench CPU (its longest loop delay) | server loop delay p99 / max | loadavg |',
  );
  console.log('|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|');
  const each: string[] = [];
  for (const p of result.phases) {
    const ms = (q: number) => `${quantile(p.delivered, q).toFixed(1)} ms`;
    if (processCount > 1)
      each.push(
        `${p.label}: CPU per message by process ${p.cpuEach.map((c) => (c / p.sent).toFixed(2)).join(' + ')} ms, ` +
          `the proxy ${((p.proxyCpu ?? 0) / p.sent).toFixed(2)} ms; ${p.crossed} of ${p.delivered.length} delivered ` +
          `messages sent through another process than the recipient's stream's`,
      );
    const likes = p.likes
      ? [
          `${p.likes.toggles} (${p.likes.failed})`,
          [0, 0.5, 1].map((q) => quantile(p.likes!.perStream, q)).join(' / '),
        ]
      : ['—', '—'];
    console.log(
      `| ${p.label} | ${p.sent} | ${p.delivered.length} | ${p.failed} | ${ms(0.5)} | ${ms(0.99)} | ${ms(1)} | ${(p.cpu / p.sent).toFixed(2)} ms | ${p.databaseCpu === undefined ? '—' : `${(p.databaseCpu / p.sent).toFixed(2)} ms`} | ${likes.join(' | ')} | ${(p.benchCpu / 1000).toFixed(1)} s (${p.benchLag.toFixed(0)} ms) | ${p.serverLag.p99.toFixed(0)} / ${p.serverLag.max.toFixed(0)} ms | ${p.load} |`,
    );
  }
  for (const p of result.phases)
    console.log(`${p.label}: the slowest 1 % sent at ${p.slowest.map((t) => t.toFixed(1)).join(', ')} s`);
  if (result.spread) console.log(`\nstreams by process: ${result.spread}`);
  for (const line of each) console.log(line);
}

async function main() {
  console.log(raiseOpenFiles());
  const results = [];
  for (const kind of databases) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fete-bench-live-'));
    onCleanUp(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    let url: string | undefined;
    if (kind === 'postgres') {
      const cluster = await startCluster();
      onCleanUp(() => cluster.stop());
      url = cluster.url;
    }
    const port = await freePort();
    console.error(`${kind}: demo data…`);
    await stopFete(await startFete(port, dataDir, url));
    console.error(`${kind}: ${streamCount} members and sessions…`);
    const members = await seedMembers(dataDir, url);
    const label = kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
    if (processCount === 1) {
      const fete = await startFete(port, dataDir, url, { inspectPort: await freePort() });
      console.error(`${kind}: measuring…`);
      const pid = fete.process.pid!;
      const postmasterPid = url ? await postmasterOf(url) : undefined;
      const each = [{ pid, inspectPort: fete.inspectPort }];
      results.push(await measure(label, fete.base, { each, postmasterPid }, members));
      await stopFete(fete);
      continue;
    }
    const proxyPort = await freePort();
    const publicUrl = `http://127.0.0.1:${proxyPort}`;
    const ports = [port, ...(await Promise.all(Array.from({ length: processCount - 1 }, freePort)))];
    const fetes = await Promise.all(
      ports.map(async (p) => startFete(p, dataDir, url, { inspectPort: await freePort(), publicUrl })),
    );
    const proxyPid = await startProxy(proxyPort, ports, streamCount);
    console.error(`${kind}: measuring, ${processCount} processes behind the proxy on ${proxyPort}…`);
    const each = fetes.map((f) => ({ pid: f.process.pid!, inspectPort: f.inspectPort }));
    const postmasterPid = await postmasterOf(url!);
    const result = await measure(label, publicUrl, { each, proxyPid, postmasterPid }, members);
    const byUpstream = new Map<string, number>();
    for (const m of members) byUpstream.set(m.upstream ?? '?', (byUpstream.get(m.upstream ?? '?') ?? 0) + 1);
    results.push({ ...result, spread: JSON.stringify(Object.fromEntries(byUpstream)) });
    await Promise.all(fetes.map(stopFete));
  }
  for (const result of results) print(result);
  if (failures.size)
    console.log(
      `\nfailed requests by status (0: no answer): ${JSON.stringify(Object.fromEntries(failures))}` +
        (failureReasons.size ? `; no answer: ${JSON.stringify(Object.fromEntries(failureReasons))}` : ''),
    );
  console.log(
    `\n${os.cpus().length} cores; ${phaseSeconds} s per phase, chat ${chatRate}/s, likes ${likeRate}/s`,
  );
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => cleanUp());
