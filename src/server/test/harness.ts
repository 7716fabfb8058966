import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { loadConfig, type Config } from '../config';
import { createApp, type AppOptions } from '../app';
import type { Deps } from '../app-env';
import { createAuth } from '../auth/auth';
import { openDatabase, type Database, type Db } from '../db/client';
import { createLiveHub } from '../platform/live/hub';
import type { LiveTimings } from '../platform/live/hub-options';
import { createLogger } from '../platform/logger';
import { createMailer } from '../platform/mail';
import { createLocalStorage } from '../platform/storage';
import { createCaches } from '../platform/caches';
import { createWriteWatch } from '../platform/write-watch';
import { startSmtpSink } from './smtp-sink';

/**
 * A whole server for one test file: a fresh database (in-memory PGlite, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL), an SMTP sink, a temporary upload folder.
 */
export type TestServer = Awaited<ReturnType<typeof createTestServer>>;

/**
 * The test server of a test file: made before the file's first test, closed after its last. Returns it at
 * once, as a stand-in that reaches the real server from the hooks and tests on, so the file needs no
 * `let t` / `beforeAll` / `afterAll` of its own. Call it at the top of the file, before other hooks.
 */
export function testServerForFile(...args: Parameters<typeof createTestServer>): TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await createTestServer(...args);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });
  return standIn(() => server, 'The test server');
}

/**
 * A stand-in for a value a file's `beforeAll` makes: usable at the top of the file, it reaches the real value
 * from the hooks and tests on (and throws, naming `what`, if read before).
 */
export function standIn<T extends object>(current: () => T | undefined, what: string): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const value = current();
      if (!value) throw new Error(`${what} exists from beforeAll on: use it in hooks and tests`);
      const member: unknown = Reflect.get(value, key);
      return typeof member === 'function' ? (member as (...a: unknown[]) => unknown).bind(value) : member;
    },
  });
}

export async function createTestServer(
  overrides: Partial<Config> = {},
  options: {
    liveTimings?: Partial<LiveTimings>;
    app?: Omit<AppOptions, 'checkResponses'>;
    /**
     * Every in-process cache the server runs in production (server.ts): visitors' answers, members' session
     * lookups, shared pages and administrators' kept answers, all cleared by the write watch.
     */
    productionCaches?: boolean;
    /** On PostgreSQL: how long a statement waits for the transaction it runs in before it fails (waitLikePglite). */
    pgliteDeadlockMs?: number;
  } = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fete-test-'));
  const smtp = await startSmtpSink();
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_DATA: 'off' }),
    smtpUrl: smtp.url,
    // Trivial argon2 unless the file is about passwords (`{ passwordHashCost: 'production' }`): auth/passwords.ts.
    passwordHashCost: 'test',
    ...overrides,
  };
  const logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  const { database, drop } = await openTestDatabase(options.pgliteDeadlockMs);
  await database.migrate();
  const mailer = createMailer({
    smtpUrl: smtp.url,
    outboxDir: path.join(dataDir, 'mail'),
    from: config.mailFrom,
    logger,
  });
  const storage = createLocalStorage(path.join(dataDir, 'uploads'));
  const auth = createAuth({
    config,
    db: database.db,
    logger,
    mailer,
    secret: randomBytes(32).toString('hex'),
  });
  const live = await createLiveHub({
    db: database.db,
    listen: database.listen,
    logger,
    timings: options.liveTimings,
  });
  const deps: Deps = { config, db: database.db, logger, mailer, storage, auth, live };
  const caches = options.productionCaches
    ? createCaches(auth, database.db, createWriteWatch({ watchMembers: database.onMembersWritten }))
    : {};
  const { app, routes } = createApp(deps, { ...caches, ...options.app, checkResponses: true });

  let ipCounter = 0;
  /** A new client address per call, so rate limits do not leak between unrelated test steps. */
  const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

  async function request(
    pathname: string,
    init: {
      method?: string;
      json?: unknown;
      cookie?: string;
      headers?: Record<string, string>;
      body?: BodyInit;
      ip?: string;
    } = {},
  ) {
    // As a browser on the site sends it: the page's Origin on every request (a test may replace or drop it).
    const headers: Record<string, string> = { origin: config.publicUrl, ...init.headers };
    if (headers.origin === '') delete headers.origin;
    if (init.cookie) headers.cookie = init.cookie;
    let body = init.body;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    // The client's address arrives as the socket's, the way @hono/node-server hands it over.
    const socket = { remoteAddress: init.ip ?? freshIp(), remoteFamily: 'IPv4' };
    const res = await app.request(
      pathname,
      { method: init.method ?? (body ? 'POST' : 'GET'), headers, body },
      { incoming: { socket } },
    );
    const text = await res.text();
    let data: any = undefined;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      data = text;
    }
    return { status: res.status, headers: res.headers, data, text };
  }

  return {
    app,
    routes,
    deps,
    db: database.db,
    database,
    config,
    smtp,
    request,
    freshIp,
    async close() {
      await smtp.close();
      await live.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * What the test run provides (src/server/test/templates.ts), or undefined outside a test run: bench/lists.bench.ts
 * makes its test servers from a plain node process, where each database is migrated from scratch.
 */
const injected: typeof inject = (key) => {
  try {
    return inject(key);
  } catch {
    return undefined as ReturnType<typeof inject<typeof key>>;
  }
};

/** The migrated PGlite cluster of this run (src/server/test/templates.ts), read once per worker. */
let pgliteTemplate: Blob | undefined;
function readPgliteTemplate(): Blob | undefined {
  const file = injected('pgliteTemplateFile');
  if (!file) return undefined;
  pgliteTemplate ??= new Blob([fs.readFileSync(file)]);
  return pgliteTemplate;
}

async function openTestDatabase(
  pgliteDeadlockMs = PGLITE_DEADLOCK_MS,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    return {
      database: await openDatabase({ dataDir: 'memory', template: readPgliteTemplate() }),
      drop: async () => {},
    };
  }
  const name = `fete_test_${randomBytes(6).toString('hex')}`;
  await createDatabaseFrom(adminUrl, name, injected('postgresTemplate'));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  waitLikePglite(database.db, pgliteDeadlockMs);
  return {
    database,
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * PGlite has one connection: a statement sent on `db` instead of the transaction's `tx` while a transaction's body
 * runs waits for that transaction to end, and when the body waits for the statement, neither ever ends (the
 * embedded database hangs). PostgreSQL's pool answers it on another connection, so a run on PostgreSQL alone would
 * not see it. Most server files run on PostgreSQL alone in CI (docs/decisions/0026-test-tiers.md): there the test
 * server's pool waits for the open transaction as PGlite does, and a statement still waiting after
 * `PGLITE_DEADLOCK_MS` fails, naming the mistake, instead of hanging. A statement a body starts without waiting
 * for it (a publish after the commit) waits for the commit, as on PGlite, and then runs.
 */
const PGLITE_DEADLOCK_MS = 10_000;
/**
 * The transaction whose body is running, and its database. One for the whole worker: every AsyncLocalStorage
 * adds work to each promise made while it is in use (Node 20), and the files of a worker share it.
 */
const openTransaction = new AsyncLocalStorage<{ db: Db; end: Promise<void> }>();
function waitLikePglite(db: Db, deadlockMs: number): void {
  const transaction = db.transaction.bind(db);
  db.transaction = ((body, config) => {
    let ended = () => {};
    const end = new Promise<void>((resolve) => (ended = resolve));
    return transaction((tx) => openTransaction.run({ db, end }, () => body(tx)), config).finally(ended);
  }) as Db['transaction'];
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  for (const method of ['query', 'connect'] as const) {
    const original = (pool[method] as (...args: unknown[]) => unknown).bind(pool);
    (pool as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      const open = openTransaction.getStore();
      const end = open?.db === db ? open.end : undefined;
      // pg's own callback forms (pool.query calls connect(callback)) pass through.
      if (!end || args.some((a) => typeof a === 'function')) return original(...args);
      let timer: NodeJS.Timeout | undefined;
      const deadlock = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () =>
            reject(
              new Error(
                `pool.${method}() waited ${deadlockMs} ms for a transaction whose body it runs in: on PGlite ` +
                  `(one connection) this statement and the transaction wait for each other forever. Send it on the ` +
                  `transaction's \`tx\`, or after the transaction.`,
              ),
            ),
          deadlockMs,
        );
      });
      return Promise.race([end, deadlock])
        .finally(() => clearTimeout(timer))
        .then(() => original(...args));
    };
  }
}

/**
 * A new database, a copy of the run's migrated template when there is one. PostgreSQL refuses to copy a template
 * another CREATE DATABASE is copying at that moment (55006, "being accessed by other users"): the other worker's
 * file started at the same instant, so try again shortly.
 */
async function createDatabaseFrom(adminUrl: string, name: string, template: string | undefined) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
        return;
      } catch (err) {
        if ((err as { code?: string }).code !== '55006' || attempt >= 50) throw err;
        await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80));
      }
    }
  } finally {
    await admin.end();
  }
}

/** The session cookie from a sign-in or sign-up response, ready for the next request. */
export function sessionCookie(headers: Headers): string {
  const cookies = headers.getSetCookie();
  const session = cookies.find((c) => c.includes('session_token='));
  if (!session) throw new Error('no session cookie in response');
  return session.split(';')[0]!;
}
