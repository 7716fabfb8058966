// @measures-latency: its time budgets hold for its own load alone, so `npm test` runs it with nothing beside it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../src/server/db/factories/events';
import { uploads } from '../../src/server/db/schema';
import {
  call,
  freePort,
  openData,
  roundRobinProxy,
  signUp,
  startApp,
  startCluster,
  tempDir,
  type AppProcess,
  type Cluster,
  follow,
  waitFor,
} from './support';

/**
 * Scale-out (issue #13): two processes on one PostgreSQL and one S3-compatible bucket behind a round-robin
 * proxy. They migrate once when started together; a session, rate limits, caches and live messages are shared;
 * the scheduled upload sweep deletes each upload once.
 */
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const bucket = 'fete-scale-out';
let cluster: Cluster;
let s3: S3rver;
let s3Dir: string;
let apps: AppProcess[] = [];
let proxy: Awaited<ReturnType<typeof roundRobinProxy>>;
let startedTogetherMs = 0;
const sweepable = 40;

beforeAll(async () => {
  cluster = await startCluster();
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fete-faults-s3-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  const { port: s3Port } = await s3.run();
  const ports = [await freePort(), await freePort()];
  proxy = await roundRobinProxy(ports.map((p) => `http://127.0.0.1:${p}`));
  const env = {
    PUBLIC_URL: proxy.url,
    STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    // Sweep every 0.6 s; anything unreferenced for over an hour goes.
    UPLOAD_SWEEP_MINUTES: '0.01',
    UPLOAD_GRACE_HOURS: '1',
    // The sweeper says at debug level when a run finishes, whatever it found: the sweep test's signal.
    LOG_LEVEL: 'debug',
  };
  // Both at once on an empty database: one migrates, the other waits for the lock.
  const started = Date.now();
  apps = await Promise.all(
    ports.map((port, i) => startApp({ dataDir: tempDir(`scale-${i}`), databaseUrl: cluster.url, port, env })),
  );
  startedTogetherMs = Date.now() - started;
});

afterAll(async () => {
  await proxy?.close();
  for (const app of apps) await app.stop('SIGKILL');
  cluster?.stop();
  await s3?.close();
  if (s3Dir) fs.rmSync(s3Dir, { recursive: true, force: true });
});

const [a, b] = [() => apps[0]!.url, () => apps[1]!.url];
/** A request straight to one process, from a page of the site (the proxy's address is the site's). */
const direct = (base: string, method: string, pathname: string, cookie?: string, body?: unknown) =>
  call(base, method, pathname, cookie, body, proxy.url);

describe('two processes, one PostgreSQL, one bucket, round-robin', () => {
  it('migrated once when both started together', async () => {
    const database = await openData({ dataDir: tempDir('scale-check'), databaseUrl: cluster.url });
    try {
      const journal = JSON.parse(fs.readFileSync('src/server/db/migrations/meta/_journal.json', 'utf8')) as {
        entries: unknown[];
      };
      const applied = await database.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect((applied as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(journal.entries.length);
      console.log(`two processes: both ready ${startedTogetherMs} ms after starting together`);
    } finally {
      await database.close();
    }
  });

  it('a member signed in on one is signed in on the other', async () => {
    const { member } = await signUp(proxy.url, 'scale-session');
    expect(member).toBeDefined();
    for (const base of [a(), b(), proxy.url, proxy.url]) {
      const me = await direct(base, 'GET', '/api/members/me', member!.cookie);
      expect(me.status).toBe(200);
    }
    // Signing out through one process ends the session on both: B's cached lookup is dropped when A's write
    // is announced, long before the cache's 5 s age bound would let it go (so the wait stays well under it).
    const signedOutAt = Date.now();
    expect((await direct(a(), 'POST', '/api/auth/sign-out', member!.cookie, {})).status).toBe(200);
    await waitFor(async () => (await direct(b(), 'GET', '/api/members/me', member!.cookie)).status === 401, {
      what: 'the other process to refuse the signed-out session',
      timeoutMs: 1_000,
    });
    console.log(`two processes: signed out on A, refused on B after ${Date.now() - signedOutAt} ms`);
  });

  it('rate limits are shared: the sign-in limit of an address from one network counts attempts on both', async () => {
    const { member } = await signUp(proxy.url, 'scale-limits');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await fetch(`${proxy.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: proxy.url,
          'x-forwarded-for': '10.99.0.1',
        },
        body: JSON.stringify({ email: member!.email, password: 'not-the-password-1' }),
      });
      statuses.push(res.status);
    }
    // 10 wrong passwords a quarter hour per (address, network) (issue #20, item 2), whichever process answered:
    // the round-robin proxy sends every other attempt to the other process.
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('a like made on one shows on the other at once, cached pages and live streams included', async () => {
    const database = await openData({ dataDir: tempDir('scale-events'), databaseUrl: cluster.url });
    const event = await createEvent(database.db, { title: 'Scale-out fete' });
    await database.close();
    const { member } = await signUp(proxy.url, 'scale-like');

    // B has the visitor's page in its cache, and a live stream open on the event.
    const before = await (await fetch(`${b()}/api/events/${event.id}`)).json();
    expect(before.likes).toBe(0);
    const stream = follow(await fetch(`${b()}/api/live?topics=event:${event.id}`));
    await stream.ready();

    const likedAt = Date.now();
    expect((await direct(a(), 'PUT', `/api/likes/events/${event.id}`, member!.cookie)).status).toBe(200);
    await waitFor(async () => (await (await fetch(`${b()}/api/events/${event.id}`)).json()).likes === 1, {
      what: "the like to show on B's cached page",
      timeoutMs: 1_000,
      intervalMs: 10,
    });
    const seenMs = Date.now() - likedAt;
    await waitFor(() => stream.text().includes('event.likes'), {
      what: "the like to reach B's live stream",
      timeoutMs: 3_000,
    });
    const liveMs = Date.now() - likedAt;
    await stream.stop();
    console.log(
      `two processes: a like on A showed on B's cached page after ${seenMs} ms, on B's stream after ${liveMs} ms`,
    );
    expect(seenMs).toBeLessThan(1_000);
  });

  it('a chat message sent through one process reaches the other member on the other, live', async () => {
    const [{ member: sender }, { member: receiver }] = [
      await signUp(proxy.url, 'scale-chat-sender'),
      await signUp(proxy.url, 'scale-chat-receiver'),
    ];
    // The receiver's tab holds its live stream on B; the sender writes through A.
    const res = await fetch(`${b()}/api/live?topics=member:${receiver!.userId}`, {
      headers: { cookie: receiver!.cookie },
    });
    expect(res.status).toBe(200);
    const stream = follow(res);
    await stream.ready();
    const opened = await direct(a(), 'POST', '/api/chat/conversations', sender!.cookie, {
      with: receiver!.userId,
    });
    expect(opened.status).toBe(200);
    const conversation = (await opened.json()) as { id: string };
    const sentAt = Date.now();
    const sent = await direct(
      a(),
      'POST',
      `/api/chat/conversations/${conversation.id}/messages`,
      sender!.cookie,
      {
        body: 'Pan yard at 8, across the processes',
      },
    );
    expect(sent.status).toBeLessThan(300);
    await waitFor(() => stream.text().includes('across the processes'), {
      what: "the chat message to reach the receiver's stream on B",
      timeoutMs: 3_000,
    });
    const liveMs = Date.now() - sentAt;
    await stream.stop();
    console.log(
      `two processes: a chat message sent on A reached the receiver's stream on B after ${liveMs} ms`,
    );
    expect(stream.text()).toContain('chat.message');
    // The unread count the navigation shows agrees on both processes.
    for (const base of [a(), b()]) {
      const unread = await direct(base, 'GET', '/api/chat/unread', receiver!.cookie);
      expect(await unread.json()).toEqual({ unread: 1 });
    }
  });

  it('the scheduled sweep runs once per upload, not once per process', async () => {
    const database = await openData({ dataDir: tempDir('scale-sweep'), databaseUrl: cluster.url });
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await database.db.insert(uploads).values(
      Array.from({ length: sweepable }, (_, i) => ({
        purpose: 'image',
        visibility: 'public',
        storageKey: `public/images/scale-sweep-${i}.webp`,
        contentType: 'image/webp',
        sizeBytes: 10,
        createdAt: old,
      })),
    );
    const left = async () =>
      (
        (await database.db.execute(
          sql`select count(*)::int as n from uploads where storage_key like 'public/images/scale-sweep-%'`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n;
    await waitFor(async () => (await left()) === 0, {
      what: 'the sweep to delete every abandoned upload row',
      timeoutMs: 15_000,
    });
    const deletedBy = () =>
      apps.map((app) =>
        [...app.logs().matchAll(/"deleted":(\d+)[^\n]*upload sweep deleted/g)].reduce(
          (n, m) => n + Number(m[1]),
          0,
        ),
      );
    const runsBy = () => apps.map((app) => app.logs().match(/upload sweep run finished/g)?.length ?? 0);
    const total = () => deletedBy().reduce((x, y) => x + y, 0);
    // The log line comes once the files are gone from the bucket too.
    await waitFor(() => total() >= sweepable, {
      what: `the sweepers to report ${sweepable} deleted uploads`,
      timeoutMs: 15_000,
    });
    // Nothing more to delete, proven rather than waited out: each process finishes one more sweep run (a run
    // under way now, which would report what it deleted before it finishes, or one that starts later).
    const runsThen = runsBy();
    await waitFor(() => runsBy().every((n, i) => n > runsThen[i]!), {
      what: 'one more finished sweep run on each process',
      timeoutMs: 15_000,
    });
    console.log(
      `two processes: the sweep deleted ${deletedBy().join(' + ')} uploads (A + B) of ${sweepable}; ` +
        `sweep runs finished: ${runsBy().join(' + ')}`,
    );
    expect(await left()).toBe(0);
    expect(total()).toBe(sweepable);
    await database.close();
  });
});
