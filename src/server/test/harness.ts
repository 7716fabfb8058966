import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig, type Config } from '../config';
import { createApp } from '../app';
import type { Deps } from '../app-env';
import { createAuth } from '../auth/auth';
import { openDatabase, type Database } from '../db/client';
import { createLogger } from '../platform/logger';
import { createMailer } from '../platform/mail';
import { createLocalStorage } from '../platform/storage';
import { startSmtpSink } from './smtp-sink';

/**
 * A whole server for one test file: a fresh database (in-memory PGlite, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL), an SMTP sink, a temporary upload folder.
 */
export async function createTestServer(overrides: Partial<Config> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fete-test-'));
  const smtp = await startSmtpSink();
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_DATA: 'off' }),
    smtpUrl: smtp.url,
    ...overrides,
  };
  const logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  const { database, drop } = await openTestDatabase();
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
  const deps: Deps = { config, db: database.db, logger, mailer, storage, auth };
  const { app, routes } = createApp(deps, { checkResponses: true });

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
    const headers: Record<string, string> = { 'x-forwarded-for': init.ip ?? freshIp(), ...init.headers };
    if (init.cookie) headers.cookie = init.cookie;
    let body = init.body;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    const res = await app.request(pathname, {
      method: init.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
    });
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
    config,
    smtp,
    request,
    freshIp,
    async close() {
      await smtp.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof createTestServer>>;

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { database: await openDatabase({ dataDir: 'memory' }), drop: async () => {} };
  const name = `fete_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
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

/** The session cookie from a sign-in or sign-up response, ready for the next request. */
export function sessionCookie(headers: Headers): string {
  const cookies = headers.getSetCookie();
  const session = cookies.find((c) => c.includes('session_token='));
  if (!session) throw new Error('no session cookie in response');
  return session.split(';')[0]!;
}
