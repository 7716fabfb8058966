/**
 * The fault tests' tools (issue #13): the real server as a child process (the bundle `npm start` runs), a
 * throwaway PostgreSQL cluster that can be stopped and started under load, a round-robin proxy, and clients
 * that sign up and write through the public API the way browsers do.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, inject } from 'vitest';
import { createEmailVerificationToken } from 'better-auth/api';
import { memberInput } from '../../src/server/db/factories/members';
import { openDatabase, type Database } from '../../src/server/db/client';
import { LIVE_READY_EVENT } from '../../src/shared/schemas/live-topics';
import {
  AUTH_SECRET,
  freePort,
  startApp as startServer,
  type AppOptions,
  type AppProcess,
} from '../support/app-process';
import { waitFor } from '../support/wait-for';

export { freePort, type AppOptions, type AppProcess };
export { waitFor, type WaitOptions } from '../support/wait-for';
export { AUTH_SECRET } from '../support/app-process';
export { startCluster, type Cluster } from '../support/postgres-cluster';

export const ADMIN = { email: 'faults-admin@fete.example', password: 'Faults-Admin-Passw0rd!' };

/** Start dist/server/main.js (built by the global setup) with an administrator; ready when `/readyz` says so. */
export function startApp(options: AppOptions): Promise<AppProcess> {
  return startServer({
    ...options,
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...options.env },
  });
}

const madeDirs: string[] = [];
/**
 * A temporary folder (a DATA_DIR, a backup's), removed once the file's tests are done: this hook is registered
 * when the file imports this module, before the file's own, so it runs after them (they stop the servers).
 */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `fete-faults-${prefix}-`));
  madeDirs.push(dir);
  return dir;
}

/**
 * A DATA_DIR whose embedded database is already created and migrated (a copy of the global setup's): for tests
 * about what a running server does, not about its first start.
 */
export function migratedDataDir(prefix: string): string {
  const dir = tempDir(prefix);
  fs.cpSync(inject('migratedPglite'), path.join(dir, 'pglite'), { recursive: true });
  return dir;
}
afterAll(() => {
  for (const dir of madeDirs.splice(0)) {
    try {
      fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
    } catch (err) {
      console.warn(`could not remove ${dir}: ${String(err)}`);
    }
  }
});

/**
 * A load generator's pause between two of its own requests (the shape of the load, e.g. a load balancer's
 * probe every 100 ms): never a wait for something to happen, which is `waitFor`'s job.
 */
export const pace = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A live stream (SSE) read in the background, as an open browser tab holds one; keeps its text. */
export function follow(res: Response) {
  let text = '';
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  /** 'end' when the server ended the stream (or `stop` did), 'error' when the connection broke. */
  const ended = (async (): Promise<'end' | 'error'> => {
    for (;;) {
      const read = await reader.read().catch(() => null);
      if (!read) return 'error';
      if (read.done) return 'end';
      text += decoder.decode(read.value, { stream: true });
    }
  })();
  return {
    text: () => text,
    ended,
    /** The stream said `event: ready`: the server listens for its topics, every later message reaches it. */
    ready: (timeoutMs = 5_000) =>
      waitFor(() => text.includes(`event: ${LIVE_READY_EVENT}\n`), {
        what: 'the live stream to say it is ready',
        timeoutMs,
      }),
    async stop() {
      await reader.cancel().catch(() => {});
      await ended;
    },
  };
}

/** The database of a stopped server (or a running one on PostgreSQL), migrated, for setup and checks. */
export async function openData(options: { dataDir: string; databaseUrl?: string }): Promise<Database> {
  const database = await openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  await database.migrate();
  return database;
}

export function sessionCookieOf(res: Response): string {
  const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token='));
  if (!cookie) throw new Error(`no session cookie (${res.status})`);
  return cookie.split(';')[0]!;
}

let addressCounter = 0;
/** A distinct client address per new member, so the per-address sign-up limit sees many people. */
const nextAddress = () => {
  addressCounter++;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

export interface Member {
  email: string;
  password: string;
  cookie: string;
  userId: string;
}

/** Sign up through the API as a browser does; the answer signs the member in. */
export async function signUp(base: string, tag: string): Promise<{ res: Response; member?: Member }> {
  const input = memberInput({ email: `${tag}@faults.example`, firstName: 'Fault', lastName: 'Tester' });
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({ ...input, name: `${input.firstName} ${input.lastName}` }),
  });
  if (res.status !== 200) return { res };
  const body = (await res.json()) as { user: { id: string } };
  // Then the member opens the link of the verification mail (decision 0031: attending, rating, chatting and
  // uploading wait for it). The link's token is the one the server mails: better-auth's, signed with the secret.
  const token = await createEmailVerificationToken(AUTH_SECRET, input.email, undefined, 3600, {
    userId: body.user.id,
  });
  const verified = await fetch(`${base}/api/members/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({ token }),
  });
  if (verified.status !== 200)
    throw new Error(`verification failed: ${verified.status} ${await verified.text()}`);
  return {
    res,
    member: {
      email: input.email,
      password: input.password,
      cookie: sessionCookieOf(res),
      userId: body.user.id,
    },
  };
}

export async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return sessionCookieOf(res);
}

/** A JSON request with the member's cookie and the site's Origin (the origin guard wants it on writes). */
export function call(
  base: string,
  method: string,
  pathname: string,
  cookie?: string,
  body?: unknown,
  origin = base,
) {
  return fetch(`${base}${pathname}`, {
    method,
    headers: {
      origin,
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * A round-robin HTTP proxy in front of several app processes, the way a load balancer spreads requests: each
 * request (not each connection) goes to the next process. It sets X-Forwarded-For like a real proxy.
 */
export async function roundRobinProxy(targets: string[]): Promise<{ url: string; close(): Promise<void> }> {
  let next = 0;
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    const target = new URL(targets[next++ % targets.length]!);
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        agent,
        headers: {
          ...req.headers,
          host: target.host,
          'x-forwarded-for': req.headers['x-forwarded-for'] ?? req.socket.remoteAddress ?? '',
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
