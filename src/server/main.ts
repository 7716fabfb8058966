import { serve } from '@hono/node-server';
import { loadConfig } from './config';
import { createLogger, readableLogs } from './platform/logger';
import { startServices } from './server';

const config = loadConfig();
// Readable lines in a terminal (npm start, npm run dev), JSON in production and when piped.
const logger = createLogger(config.logLevel, { pretty: readableLogs(config.env, process.stdout.isTTY) });

const { app, deps, database, uploadSweeper, marqetExpiry } = await startServices(config, logger).catch(
  (err) => {
    logger.fatal({ err }, 'could not start');
    process.exit(1);
  },
);

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
  await marqetExpiry.stop().catch((err) => logger.error({ err }, 'marqet expiry stop failed'));
  await database.close().catch((err) => logger.error({ err }, 'database close failed'));
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
