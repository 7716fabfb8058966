import path from 'node:path';
import type { Config } from './config';
import type { Deps } from './app-env';
import { createApp } from './app';
import { createAuth } from './auth/auth';
import { ensureAdmin } from './auth/admin-account';
import { openDatabase, type Database } from './db/client';
import { seedDemoData } from './db/seed';
import type { Logger } from './platform/logger';
import { createMailer } from './platform/mail';
import { createLocalStorage } from './platform/storage';
import { resolveAuthSecret } from './secret';

/** Everything a running process owns, built in dependency order. Used by main.ts and the e2e server. */
export async function startServices(config: Config, logger: Logger) {
  const database: Database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    logger,
  });
  await database.migrate();
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.resolve(config.dataDir, 'mail'),
    from: config.mailFrom,
    logger,
  });
  const storage = createLocalStorage(path.resolve(config.dataDir, 'uploads'));
  const auth = createAuth({ config, db: database.db, logger, mailer, secret: resolveAuthSecret(config) });
  const deps: Deps = { config, db: database.db, logger, mailer, storage, auth };
  if (config.admin) await ensureAdmin(deps, config.admin);
  if (config.demoData === 'auto') await seedDemoData(deps);
  const { app } = createApp(deps, { webDir: path.resolve('dist/web') });
  return { app, deps, database };
}
