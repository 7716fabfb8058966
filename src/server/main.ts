import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { loadConfig } from './config';
import { createLogger, readableLogs } from './platform/logger';
import { prepareData, startServices } from './server';

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
 */
const prepareInChild = () =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!], {
      stdio: 'inherit',
      env: { ...process.env, [PREPARE_ONLY]: '1' },
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`preparing the data failed (${signal ?? `exit ${code}`})`)),
    );
  });

const newPglite = !config.databaseUrl && !fs.existsSync(path.resolve(config.dataDir, 'pglite'));
const started = (newPglite ? prepareInChild() : Promise.resolve()).then(() =>
  startServices(config, logger, { seedElsewhere: prepareInChild }),
);
const { app, deps, database, uploadSweeper } = await started.catch((err) => {
  logger.fatal({ err }, 'could not start');
  process.exit(1);
});

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  logger.info({ port: info.port, url: config.publicUrl, database: database.kind }, 'Fete is listening');
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  // Open streams would hold server.close() until the forced exit: end them first (browsers reconnect elsewhere).
  await deps.live.close().catch((err) => logger.error({ err }, 'live channel close failed'));
  server.close();
  // A sweep under way finishes its batch before the database goes.
  await uploadSweeper.stop().catch((err) => logger.error({ err }, 'upload sweeper stop failed'));
  await database.close().catch((err) => logger.error({ err }, 'database close failed'));
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
