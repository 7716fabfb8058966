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
 * BENCH_LIVE_PHASES=memory (step 1 only). Memory is also read after a full garbage collection, through the
 * server's inspector (on a port of BENCH_PORTS): RSS and JS heap per stream without the garbage of opening them.
 */
import { execFileSync } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
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
import { cleanUp, onCleanUp, startProcess, waitFor, type Target } from './targets';

const streamCount = Number(process.env.BENCH_LIVE_STREAMS ?? 5_000);
const eventStreams = Number(process.env.BENCH_LIVE_EVENT_STREAMS ?? Math.round(streamCount / 5));
const chatRate = Number(process.env.BENCH_LIVE_CHAT_RATE ?? 50);
const likeRate = Number(process.env.BENCH_LIVE_LIKE_RATE ?? 200);
const phaseSeconds = Number(process.env.BENCH_LIVE_SECONDS ?? 20);
const databases =
  (process.env.BENCH_LIVE_DB ?? 'both') === 'both' ? ['pglite', 'postgres'] : [process.env.BENCH_LIVE_DB!];
const memberStreams = streamCount - eventStreams;

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
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
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
}

/** The server's inspector (its own port): a full garbage collection before memory is read. */
let inspectPort = 0;

/**
 * Through the server's inspector (a bare WebSocket client: one text frame out, frames in until the answer):
 * a full garbage collection, then `process.memoryUsage()`, so memory per stream is what the streams hold,
 * not garbage left by opening them.
 */
async function collectedMemory(): Promise<{ rss: number; heapUsed: number; external: number }> {
  // The inspector sometimes never answers a session (seen at 1,000 streams under load): that session is closed
  // (a session left open would keep the server from exiting) and a second one tried, then the figure is left out.
  for (let attempt = 1; attempt <= 2; attempt++) {
    const socket = net.connect(inspectPort, '127.0.0.1');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), 45_000)));
    const read = await Promise.race([readCollectedMemory(socket), timeout]).finally(() => {
      clearTimeout(timer);
      socket.destroy();
    });
    if (read) return read;
    console.error(`the inspector did not answer in 45 s (attempt ${attempt} of 2)`);
  }
  console.error('memory after a full GC not measured');
  return { rss: NaN, heapUsed: NaN, external: NaN };
}

async function readCollectedMemory(
  socket: net.Socket,
): Promise<{ rss: number; heapUsed: number; external: number }> {
  const [target] = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as {
    id: string;
  }[];
  if (socket.connecting) await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    `GET /${target!.id} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
      `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
  );
  let buffer = Buffer.alloc(0);
  let upgraded = false;
  const answers = new Map<number, (result: unknown) => void>();
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    if (!upgraded) {
      const end = buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      buffer = buffer.subarray(end + 4);
      upgraded = true;
    }
    for (;;) {
      if (buffer.length < 2) return;
      let length = buffer[1]! & 0x7f;
      let offset = 2;
      if (length === 126) [length, offset] = [buffer.readUInt16BE(2), 4];
      else if (length === 127) [length, offset] = [Number(buffer.readBigUInt64BE(2)), 10];
      if (buffer.length < offset + length) return;
      const text = buffer.subarray(offset, offset + length).toString('utf8');
      buffer = buffer.subarray(offset + length);
      const message = JSON.parse(text) as { id?: number; result?: unknown };
      if (message.id !== undefined) answers.get(message.id)?.(message.result);
    }
  });
  let nextId = 0;
  const call = (method: string, params: unknown = {}) =>
    new Promise<unknown>((resolve) => {
      const id = ++nextId;
      answers.set(id, resolve);
      const payload = Buffer.from(JSON.stringify({ id, method, params }));
      const mask = randomBytes(4);
      const header =
        payload.length < 126
          ? Buffer.from([0x81, 0x80 | payload.length])
          : Buffer.from([0x81, 0x80 | 126, payload.length >> 8, payload.length & 0xff]);
      socket.write(Buffer.concat([header, mask, payload.map((byte, i) => byte ^ mask[i % 4]!)]));
    });
  await call('HeapProfiler.collectGarbage');
  const result = (await call('Runtime.evaluate', {
    expression: 'JSON.stringify(process.memoryUsage())',
    returnByValue: true,
  })) as { result: { value: string } };
  socket.destroy();
  const usage = JSON.parse(result.result.value) as { rss: number; heapUsed: number; external: number };
  return { rss: usage.rss / 1024, heapUsed: usage.heapUsed / 1024, external: usage.external / 1024 };
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
    const expiresAt = new Date(Date.now() + 7 * 24 * 3_600_000);
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

/** The built server on this data (PGlite in `dataDir` unless `databaseUrl`), answering. */
async function startFete(port: number, dataDir: string, databaseUrl = ''): Promise<Target> {
  const profile = process.env.BENCH_LIVE_PROFILE;
  const flags = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  if (inspectPort) flags.push(`--inspect=127.0.0.1:${inspectPort}`);
  const child = startProcess([...flags, process.env.BENCH_LIVE_SERVER ?? 'dist/server/main.js'], {
    ...serverEnv(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    ...mallocEnv(),
    LIVE_MAX_STREAMS: String(streamCount + 100),
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/hero-slides`, child);
  return { name: 'fete', base, process: child, dataDir };
}

async function stopFete(target: Target) {
  if (target.process.exitCode !== null) return;
  const exited = new Promise((resolve) => target.process.once('exit', resolve));
  target.process.kill('SIGTERM');
  await exited;
}

type Message = { type: string; topic: string; message?: { body: string }; likes?: number };

const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

/** One SSE stream as a browser opens it; resolves once the server sent `ready`. */
function openStream(base: string, cookie: string, topic: string, onMessage: (m: Message) => void) {
  return new Promise<http.ClientRequest>((resolve, reject) => {
    const request = http.get(
      `${base}/api/live?topics=${encodeURIComponent(topic)}`,
      { agent, headers: { cookie, accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`stream ${topic}: ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block.startsWith('event: ready')) resolve(request);
            else if (block.startsWith('id: ')) {
              const data = block.slice(block.indexOf('\ndata: ') + 7);
              onMessage(JSON.parse(data) as Message);
            }
          }
        });
      },
    );
    request.on('error', reject);
  });
}

/** Calls `send(i)` `rate` times a second for `seconds`, on schedule (catching up after a late tick). */
async function paced(rate: number, seconds: number, send: (i: number) => void) {
  const start = performance.now();
  let sent = 0;
  const total = Math.round(rate * seconds);
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate) + 1);
    while (sent < due) send(sent++);
    await sleep(5);
  }
}

interface Phase {
  label: string;
  sent: number;
  delivered: number[];
  failed: number;
  cpu: number;
  load: string;
  likes?: { toggles: number; failed: number; perStream: number[] };
}

async function measure(label: string, base: string, pid: number, members: Member[]) {
  const pending = new Map<string, { sentAt: number; to: number }>();
  const delivered: number[] = [];
  const likeCounts = new Array<number>(eventStreams).fill(0);
  const streams: http.ClientRequest[] = [];
  const counting = { likes: false };
  const eventId = await firstEventId(base);

  const rssBefore = rssKiB(pid);
  const collectedBefore = await collectedMemory();
  console.error(`${label}: opening ${members.length} streams…`);
  const openStart = performance.now();
  for (let i = 0; i < members.length; i += 100) {
    const batch = members.slice(i, i + 100).map((member, j) => {
      const index = i + j;
      if (index >= memberStreams) {
        const k = index - memberStreams;
        return openStream(base, member.cookie, `event:${eventId}`, (m) => {
          if (m.type === 'event.likes' && counting.likes) likeCounts[k]!++;
        });
      }
      return openStream(base, member.cookie, `member:${member.id}`, (m) => {
        const tag = m.type === 'chat.message' ? m.message?.body : undefined;
        const wait = tag ? pending.get(tag) : undefined;
        if (wait?.to === index) {
          delivered.push(performance.now() - wait.sentAt);
          pending.delete(tag!);
        }
      });
    });
    streams.push(...(await Promise.all(batch)));
  }
  const openSeconds = (performance.now() - openStart) / 1000;
  console.error(`${label}: opened in ${openSeconds.toFixed(1)} s; idle 5 s…`);
  await sleep(5_000);
  const rssAfter = rssKiB(pid);
  const collectedAfter = await collectedMemory();
  const memory = { rssBefore, rssAfter, collectedBefore, collectedAfter, openSeconds, load: loadavg() };

  let tag = 0;
  const chat = async (phaseLabel: string, storm: boolean): Promise<Phase> => {
    console.error(`${label}: ${phaseLabel}…`);
    delivered.length = 0;
    let failed = 0;
    const likes = { toggles: 0, failed: 0, perStream: likeCounts };
    likeCounts.fill(0);
    const cpuStart = cpuMs(pid);
    const sends: Promise<unknown>[] = [];
    const chatRun = paced(chatRate, phaseSeconds, () => {
      const from = Math.floor(Math.random() * (memberStreams - (memberStreams % 2)));
      const member = members[from]!;
      const body = `live-bench ${process.pid} ${tag++}`;
      pending.set(body, { sentAt: performance.now(), to: member.partner! });
      sends.push(
        post(base, member, 'POST', `/api/chat/conversations/${member.conversation}/messages`, { body }).then(
          (ok) => ok || failed++,
        ),
      );
    });
    counting.likes = storm;
    const likeRun = storm
      ? paced(likeRate, phaseSeconds, (i) => {
          const member = members[memberStreams + (i % eventStreams)]!;
          member.liked = !member.liked;
          likes.toggles++;
          sends.push(
            post(base, member, member.liked ? 'PUT' : 'DELETE', `/api/likes/events/${eventId}`).then(
              (ok) => ok || likes.failed++,
            ),
          );
        })
      : Promise.resolve();
    await Promise.all([chatRun, likeRun]);
    await Promise.all(sends);
    // The last messages and the last count (published up to a second after the last toggle).
    await sleep(2_000);
    counting.likes = false;
    const phase: Phase = {
      label: phaseLabel,
      sent: Math.round(chatRate * phaseSeconds),
      delivered: [...delivered],
      failed,
      cpu: cpuMs(pid) - cpuStart,
      load: loadavg(),
      likes: storm ? { ...likes, perStream: [...likeCounts] } : undefined,
    };
    pending.clear();
    return phase;
  };
  // BENCH_LIVE_PHASES=memory: the memory figures only.
  const phases =
    process.env.BENCH_LIVE_PHASES === 'memory'
      ? []
      : [await chat('chat alone', false), await chat('chat + like storm', true)];
  for (const stream of streams) stream.destroy();
  return { label, memory, phases };
}

/** Failed requests by status (0: no answer). */
const failures = new Map<number, number>();

async function post(base: string, member: Member, method: string, p: string, body?: unknown) {
  const response = await fetch(base + p, {
    method,
    headers: { cookie: member.cookie, origin: base, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).catch(() => null);
  await response?.arrayBuffer();
  if (!response?.ok) failures.set(response?.status ?? 0, (failures.get(response?.status ?? 0) ?? 0) + 1);
  return response?.ok === true;
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
  console.log(
    `\n### ${result.label}: ${streamCount} streams (${memberStreams} member, ${eventStreams} event)\n`,
  );
  console.log(
    `RSS ${Math.round(memory.rssBefore / 1024)} → ${Math.round(memory.rssAfter / 1024)} MiB with every stream open and idle 5 s: ` +
      `${perStream} KiB per stream; opened in ${memory.openSeconds.toFixed(1)} s; loadavg ${memory.load}. After a full ` +
      `garbage collection (inspector): RSS ${Math.round(before.rss / 1024)} → ${Math.round(after.rss / 1024)} MiB, ` +
      `**${per('rss')} KiB per stream** (JS heap ${per('heapUsed')} KiB, external ${per('external')} KiB)\n`,
  );
  console.log(
    '| phase | chat sent | delivered | failed | p50 | p99 | max | server CPU per message | like toggles (failed) | like counts per event stream (min / median / max) | loadavg |',
  );
  console.log('|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|');
  for (const p of result.phases) {
    const ms = (q: number) => `${quantile(p.delivered, q).toFixed(1)} ms`;
    const likes = p.likes
      ? [
          `${p.likes.toggles} (${p.likes.failed})`,
          [0, 0.5, 1].map((q) => quantile(p.likes!.perStream, q)).join(' / '),
        ]
      : ['—', '—'];
    console.log(
      `| ${p.label} | ${p.sent} | ${p.delivered.length} | ${p.failed} | ${ms(0.5)} | ${ms(0.99)} | ${ms(1)} | ${(p.cpu / p.sent).toFixed(2)} ms | ${likes.join(' | ')} | ${p.load} |`,
    );
  }
}

async function main() {
  console.log(raiseOpenFiles());
  inspectPort = await freePort();
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
    const fete = await startFete(port, dataDir, url);
    console.error(`${kind}: measuring…`);
    results.push(
      await measure(kind === 'postgres' ? 'PostgreSQL' : 'PGlite', fete.base, fete.process.pid!, members),
    );
    await stopFete(fete);
  }
  for (const result of results) print(result);
  if (failures.size)
    console.log(
      `\nfailed requests by status (0: no answer): ${JSON.stringify(Object.fromEntries(failures))}`,
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
