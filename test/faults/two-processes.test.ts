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
  sleep,
  startApp,
  startCluster,
  tempDir,
  type AppProcess,
  type Cluster,
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
    // Sweep every 1.2 s; anything unreferenced for over an hour goes.
    UPLOAD_SWEEP_MINUTES: '0.02',
    UPLOAD_GRACE_HOURS: '1',
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
    // Signing out through one process ends the session on both.
    expect((await direct(a(), 'POST', '/api/auth/sign-out', member!.cookie, {})).status).toBe(200);
    await sleep(200);
    expect((await direct(b(), 'GET', '/api/members/me', member!.cookie)).status).toBe(401);
  });

  it('rate limits are shared: the per-account sign-in limit counts attempts on both', async () => {
    const { member } = await signUp(proxy.url, 'scale-limits');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await fetch(`${proxy.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: proxy.url,
          'x-forwarded-for': `10.99.0.${i + 1}`,
        },
        body: JSON.stringify({ email: member!.email, password: 'not-the-password-1' }),
      });
      statuses.push(res.status);
    }
    // 10 a quarter hour per account (decision 0008), whichever process answered.
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
    const stream = await fetch(`${b()}/api/live?topics=event:${event.id}`);
    const reader = stream.body!.getReader();
    let streamed = '';
    const reading = (async () => {
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
        if (done) return;
        streamed += decoder.decode(value, { stream: true });
      }
    })();
    await sleep(300);

    const likedAt = Date.now();
    expect((await direct(a(), 'PUT', `/api/likes/events/${event.id}`, member!.cookie)).status).toBe(200);
    let seenMs = -1;
    while (Date.now() - likedAt < 2_000) {
      const page = await (await fetch(`${b()}/api/events/${event.id}`)).json();
      if (page.likes === 1) {
        seenMs = Date.now() - likedAt;
        break;
      }
      await sleep(10);
    }
    while (!streamed.includes('event.likes') && Date.now() - likedAt < 3_000) await sleep(20);
    const liveMs = Date.now() - likedAt;
    await reader.cancel().catch(() => {});
    await reading;
    console.log(
      `two processes: a like on A showed on B's cached page after ${seenMs} ms, on B's stream after ${liveMs} ms`,
    );
    expect(seenMs).toBeGreaterThanOrEqual(0);
    expect(seenMs).toBeLessThan(1_000);
    expect(streamed).toContain('event.likes');
  });

  it('a chat message sent through one process reaches the other member on the other, live', async () => {
    const [{ member: sender }, { member: receiver }] = [
      await signUp(proxy.url, 'scale-chat-sender'),
      await signUp(proxy.url, 'scale-chat-receiver'),
    ];
    // The receiver's tab holds its live stream on B; the sender writes through A.
    const stream = await fetch(`${b()}/api/live?topics=member:${receiver!.userId}`, {
      headers: { cookie: receiver!.cookie },
    });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    let streamed = '';
    const reading = (async () => {
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
        if (done) return;
        streamed += decoder.decode(value, { stream: true });
      }
    })();
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
    while (!streamed.includes('across the processes') && Date.now() - sentAt < 3_000) await sleep(20);
    const liveMs = Date.now() - sentAt;
    await reader.cancel().catch(() => {});
    await reading;
    console.log(
      `two processes: a chat message sent on A reached the receiver's stream on B after ${liveMs} ms`,
    );
    expect(streamed).toContain('chat.message');
    expect(streamed).toContain('across the processes');
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
    const deadline = Date.now() + 15_000;
    while ((await left()) > 0 && Date.now() < deadline) await sleep(200);
    const deletedBy = () =>
      apps.map((app) =>
        [...app.logs().matchAll(/"deleted":(\d+)[^\n]*upload sweep deleted/g)].reduce(
          (n, m) => n + Number(m[1]),
          0,
        ),
      );
    const total = () => deletedBy().reduce((x, y) => x + y, 0);
    // The log line comes once the files are gone from the bucket too; then one more round of both sweepers.
    while (total() < sweepable && Date.now() < deadline) await sleep(100);
    await sleep(2_500);
    console.log(
      `two processes: the sweep deleted ${deletedBy().join(' + ')} uploads (A + B) of ${sweepable}`,
    );
    expect(await left()).toBe(0);
    expect(total()).toBe(sweepable);
    await database.close();
  });
});
