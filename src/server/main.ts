import { spawn } from 'node:child_process';
import fs from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { loadConfig } from './config';
import { trackConnections } from './platform/drain';
import { limitHeapGrowth } from './platform/heap-growth';
import { closeUnreadBodies } from './platform/unread-bodies';
import { createLogger, readableLogs } from './platform/logger';
import { prepareData, startServices } from './server';

// Before any work: V8's old space kept near what is alive (platform/heap-growth.ts).
limitHeapGrowth();
const config = loadConfig();
// Readable lines in a terminal (npm start, npm run dev), JSON in production and when piped.
const logger = createLogger(config.logLevel, { pretty: readableLogs(config.env, process.stdout.isTTY) });

/** Set for the child below: it prepares the data and exits. */
const PREPARE_ONLY = 'FETE_PREPARE_ONLY';

if (process.env[PREPARE_ONLY] === '1') {
  await prepareData(config, logger).catch((err) => {
    logger.fatal({ err }, 'could not prepare the data');
    process.exit(1);
  });
  process.exit(0);
}

/**
 * A first start's heavy work in a child process, this same program with the same flags: creating a PGlite
 * database (PGlite briefly takes about 570 MiB), rendering the demo images (sharp) and hashing the demo
 * passwords (argon2), whose threads leave glibc holding what they freed. That memory goes back to the system
 * with the child instead of staying with the server for its whole life (docs/performance.md, Memory).
 *
 * A stop asked of the server meanwhile (SIGTERM or SIGINT sent to this process alone: `kill`, a supervisor, the
 * start script) stops the child too, instead of leaving it writing into the database and DATA_DIR with no parent
 * (decision 0085). Its demo data is one transaction, so nothing half-written stays; a new embedded database
 * the child had not finished is removed, so the next start creates it again.
 */
const prepareInChild = () =>
  new Promise<void>((resolve, reject) => {
    let stopAsked: NodeJS.Signals | undefined;
    const stop = (signal: NodeJS.Signals) => {
      stopAsked = signal;
      child.kill(signal);
    };
    // Listened to before the child exists: a signal that arrives while it is spawned is handled after.
    const signals = ['SIGINT', 'SIGTERM'] as const;
    for (const signal of signals) process.on(signal, stop);
    const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!], {
      stdio: 'inherit',
      env: { ...process.env, [PREPARE_ONLY]: '1' },
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      for (const s of signals) process.off(s, stop);
      if (stopAsked) {
        if (newPglite) fs.rmSync(path.resolve(config.dataDir, 'pglite'), { recursive: true, force: true });
        logger.info({ signal: stopAsked }, 'stopped while preparing the data');
        process.exit(0);
      }
      if (code === 0) resolve();
      else reject(new Error(`preparing the data failed (${signal ?? `exit ${code}`})`));
    });
  });

const newPglite = !config.databaseUrl && !fs.existsSync(path.resolve(config.dataDir, 'pglite'));
const started = (newPglite ? prepareInChild() : Promise.resolve()).then(() =>
  startServices(config, logger, { seedElsewhere: prepareInChild }),
);
const { app, deps, database, uploadSweeper, marqetExpiry, chatDigest, reminders, readiness } =
  await started.catch((err) => {
    logger.fatal({ err }, 'could not start');
    process.exit(1);
  });

// While draining, every answer says `Connection: close`, so no client sends another request down a connection
// that is about to close (the keep-alive race that loses requests on restarts).
const fetch: typeof app.fetch = async (request, ...rest) => {
  const response = await app.fetch(request, ...rest);
  if (stopping) {
    try {
      response.headers.set('connection', 'close');
    } catch {
      // An immutable response (rare): the idle sweep below closes its connection instead.
    }
  }
  return response;
};

// A connection whose body its answer left unread is closed by closeUnreadBodies (platform/unread-bodies.ts), later
// than the adapter's own clean-up did.
const server = serve(
  { fetch, port: config.port, hostname: config.host, autoCleanupIncoming: false },
  (info) => {
    logger.info({ port: info.port, url: config.publicUrl, database: database.kind }, 'Fete is listening');
  },
) as Server;
const connections = trackConnections(server);
closeUnreadBodies(server);

/**
 * How long an idle keep-alive connection stays open. Node closes one after 5 s, and a client that reuses a pooled
 * connection at that moment (a balancer, a proxy, or a client that keeps connections without a limit of its own,
 * as Playwright's request context does) has its request reset: ECONNRESET on a GET, failed CI on 2026-11-26. At
 * 65 s the server outlives the idle connections of the usual balancers (60 s), so they close first. Node needs
 * the headers timeout above it. The drain closes idle connections itself, so a shutdown does not wait for this.
 */
const KEEP_ALIVE_MS = 65_000;
server.keepAliveTimeout = KEEP_ALIVE_MS;
server.headersTimeout = KEEP_ALIVE_MS + 1_000;

/** How long in-flight requests get to finish once a shutdown starts; the process exits within 10 s in all. */
const DRAIN_MS = 8_000;
/**
 * How long a connection accepted before the drain, that has sent nothing yet, gets to send its request (a slow
 * client, or a loaded machine where the request is still on its way); an unused preconnect is closed after it.
 */
const FIRST_REQUEST_MS = 2_000;

let stopping = false;
/**
 * Graceful shutdown (SIGTERM from an orchestrator, Ctrl-C): `/readyz` turns 503 at once (and stays so for
 * SHUTDOWN_DELAY_SECONDS while requests are still served, for the balancer to notice), live streams end with
 * their reconnect hint (browsers reconnect to another process), every connection accepted so far is answered
 * (those whose request has not been read yet too) while the listener takes what the kernel already accepted and
 * then closes, idle keep-alive connections are closed, busy ones close after their answer; then the scheduled
 * jobs and the database close. After 10 s the process exits regardless.
 */
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  readiness.stop();
  const force = setTimeout(() => {
    logger.warn('shutdown took more than 10 s: exiting anyway');
    process.exit(1);
  }, 10_000);
  force.unref();
  // The balancer sees /readyz fail and stops sending; meanwhile whatever still comes is served.
  if (config.shutdownDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
  // Open streams would hold server.close() until the forced exit: end them first (browsers reconnect elsewhere).
  await deps.live.close().catch((err) => logger.error({ err }, 'live channel close failed'));
  await drain();
  // A sweep under way finishes its batch before the database goes.
  await uploadSweeper.stop().catch((err) => logger.error({ err }, 'upload sweeper stop failed'));
  await marqetExpiry.stop().catch((err) => logger.error({ err }, 'marqet expiry stop failed'));
  await chatDigest.stop().catch((err) => logger.error({ err }, 'chat digest stop failed'));
  await reminders.stop().catch((err) => logger.error({ err }, 'reminders stop failed'));
  await database.close().catch((err) => logger.error({ err }, 'database close failed'));
  logger.info('stopped');
  process.exit(0);
}

/**
 * Answer everything that has arrived (platform/drain.ts: a connection whose request is not read yet is not idle),
 * close the listener, close keep-alive connections as they go idle, and cut what is left after DRAIN_MS.
 */
function drain(): Promise<void> {
  return connections.drain({
    drainMs: DRAIN_MS,
    firstRequestMs: FIRST_REQUEST_MS,
    onGiveUp: (open) =>
      logger.warn({ open }, 'requests still running after the drain period: closing their connections'),
  });
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
