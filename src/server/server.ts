import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import path from 'node:path';
import type { Config } from './config';
import type { Deps } from './app-env';
import { createApp } from './app';
import { createAuth } from './auth/auth';
import { ensureAdmin } from './auth/admin-account';
import { openDatabase, type Database } from './db/client';
import { demoDataWanted, seedDemoData } from './seed';
import { createReadiness } from './platform/health';
import { startReminders } from './modules/reminders/reminders';
import { createLiveHub } from './platform/live/hub';
import type { LiveHubOptions } from './platform/live/hub-options';
import type { Logger } from './platform/logger';
import { createMailer } from './platform/mail';
import { announcement, createWriteWatch } from './platform/write-watch';
import { createCaches } from './platform/caches';
import { createLocalStorage, type Storage } from './platform/storage';
import { createS3Storage } from './platform/storage-s3';
import { startUploadSweeper } from './modules/uploads/sweep';
import { makeReceiptImagesPrivate } from './modules/receipts/private-images';
import { startMarqetExpiry } from './modules/marqet/expiry';
import { startChatDigest } from './modules/chat/digest';
import { resolveAuthSecret } from './secret';

/** Every process LISTENs here and empties its caches when another process saw a write. */
const CACHE_CHANNEL = 'cache_invalidation';

export interface StartOptions {
  /**
   * Writes the demo data in another process (main.ts: a child that runs `prepareData` and exits), called when the
   * database wants it. Sharp renders the demo images and argon2 hashes the demo passwords on their own threads,
   * and glibc keeps what those threads freed: in a child, that memory goes back with the child.
   */
  seedElsewhere?: () => Promise<void>;
}

/**
 * A first start's heavy work, for a child process (main.ts): open or create the database, migrate, add the
 * administrator and the demo data, close. The server that starts after it finds all of it done.
 */
export async function prepareData(config: Config, logger: Logger): Promise<void> {
  const { deps, database } = await openServices(config, logger);
  if (config.demoData === 'auto') await seedDemoData(deps);
  await deps.live.close();
  await database.close();
}

/** Everything a running process owns, built in dependency order. Used by main.ts and the e2e server. */
export async function startServices(config: Config, logger: Logger, options: StartOptions = {}) {
  const { deps, database, auth } = await openServices(config, logger);
  if (config.demoData === 'auto') {
    if (options.seedElsewhere && (await demoDataWanted(deps))) await options.seedElsewhere();
    else await seedDemoData(deps);
  }
  return continueServices(config, logger, { deps, database, auth });
}

/** The database (migrated), mail, storage, auth, the live hub and the administrator. */
async function openServices(config: Config, logger: Logger) {
  // DATA_DIR holds the database, the auth secret, the mail outbox and demo passwords: the server's user only.
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(config.dataDir, 0o700);
  const database: Database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    logger,
    namedStatements: config.namedStatements,
  });
  await database.migrate();
  const deps = await createDeps(config, logger, database, {
    secret: resolveAuthSecret(config),
    storage: createStorage(config),
    live: { limits: config.live },
  });
  const { auth } = deps;
  // Several processes may start together: one creates the administrator, the others then find it.
  const admin = config.admin;
  if (admin) await database.exclusively('ensure_admin', () => ensureAdmin(deps, admin));
  // Receipts issued while their images were public get private copies (decision 0019); a failure is logged
  // and tried again at the next start, never a reason not to serve.
  await database
    .exclusively('receipt_images_private', () => makeReceiptImagesPrivate(deps))
    .catch((err: unknown) => logger.error({ err }, 'receipt images were not made private'));
  return { deps, database, auth };
}

/**
 * What every module is handed (app-env.ts) on a migrated database: mail (config.smtpUrl, else files in
 * DATA_DIR/mail), the storage, auth with its secret and the live hub: a server's, and a test server's.
 */
export async function createDeps(
  config: Config,
  logger: Logger,
  database: Pick<Database, 'db' | 'listen'>,
  options: { secret: string; storage: Storage; live: Pick<LiveHubOptions, 'limits' | 'timings'> },
): Promise<Deps> {
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.resolve(config.dataDir, 'mail'),
    from: config.mailFrom,
    logger,
  });
  const { db, listen } = database;
  const auth = createAuth({ config, db, logger, mailer, secret: options.secret });
  const live = await createLiveHub({ db, listen, logger, ...options.live });
  return { config, db, logger, mailer, storage: options.storage, auth, live };
}

async function continueServices(
  config: Config,
  logger: Logger,
  { deps, database, auth }: Awaited<ReturnType<typeof openServices>>,
) {
  // Each announcement names its process, which then need not hear its own (it forgot at the write already).
  const processTag = randomUUID();
  const writeWatch = createWriteWatch({
    // PGlite is one process per DATA_DIR (a lock file): only PostgreSQL has other processes to tell.
    announce:
      database.kind === 'postgres'
        ? async (scope) => {
            const payload = announcement.payload(processTag, scope);
            await database.db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${payload})`);
          }
        : undefined,
    watchMembers: database.onMembersWritten,
    onError: (err) => logger.warn({ err }, 'cache invalidation announcement failed'),
  });
  const { responseCache, sessionCache, sharedPages } = createCaches(auth, database.db, writeWatch);
  writeWatch.onWrite(database.noteWrite);
  // A lost connection may have lost announcements too: start afresh then as well.
  if (database.kind === 'postgres') {
    const fromOthers = (payload: string) => {
      const scope = announcement.heard(payload, processTag);
      if (scope) writeWatch.heard(scope);
    };
    await database.listen(CACHE_CHANNEL, fromOthers, () => writeWatch.heard());
  }
  const readiness = createReadiness(database);
  const { app } = createApp(deps, {
    webDir: path.resolve('dist/web'),
    readiness,
    responseCache,
    sessionCache,
    sharedPages,
    writeWatch,
  });
  // Every process runs it; an advisory lock lets one sweep at a time (modules/uploads/sweep.ts).
  const uploadSweeper =
    config.uploadSweep.intervalMs > 0
      ? startUploadSweeper(deps, config.uploadSweep)
      : { stop: async () => {} };
  // Every process runs it too; an advisory lock lets one expire at a time (modules/marqet/expiry.ts). Its
  // writes are outside any request: the write watch is told, so the shop drops the products at once.
  const marqetExpiry =
    config.marqetExpiry.intervalMs > 0
      ? startMarqetExpiry(deps, {
          intervalMs: config.marqetExpiry.intervalMs,
          onExpired: () => writeWatch.wrote(),
        })
      : { stop: async () => {} };
  // Every process as well; an advisory lock lets one send at a time (modules/chat/digest.ts).
  const chatDigest =
    config.chatDigest.intervalMs > 0
      ? startChatDigest(deps, { intervalMs: config.chatDigest.intervalMs })
      : { stop: async () => {} };
  // Every process as well; an advisory lock and sent_reminders' unique key make each reminder go once.
  const reminders =
    config.reminders.intervalMs > 0
      ? startReminders(deps, { intervalMs: config.reminders.intervalMs })
      : { stop: async () => {} };
  return { app, deps, database, uploadSweeper, marqetExpiry, chatDigest, reminders, readiness };
}

/** STORAGE=s3 keeps files in an S3-compatible bucket (path-style); otherwise on disk in DATA_DIR/uploads. */
export function createStorage(config: Config): Storage {
  if (config.storage !== 's3') return createLocalStorage(path.resolve(config.dataDir, 'uploads'));
  const { endpoint, bucket, region, accessKeyId, secretAccessKey } = config.s3;
  if (!bucket || !accessKeyId || !secretAccessKey) {
    throw new Error('STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  const signingRegion = region ?? 'us-east-1';
  return createS3Storage({
    endpoint: endpoint ?? `https://s3.${signingRegion}.amazonaws.com`,
    bucket,
    region: signingRegion,
    accessKeyId,
    secretAccessKey,
  });
}
