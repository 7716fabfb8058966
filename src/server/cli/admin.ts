import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../../shared/constants';
import { upsertAdmin } from '../auth/admin-account';
import { createAuth } from '../auth/auth';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { createLogger } from '../platform/logger';
import { createMailer } from '../platform/mail';
import { resolveAuthSecret } from '../secret';

const USAGE = 'Usage: npm run admin -- --email <address> --password <at least 6 characters>';

const argsSchema = z.object({
  email: z.email('--email must be an e-mail address'),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `--password must be at least ${PASSWORD_MIN_LENGTH} characters long`)
    .max(128, '--password must be at most 128 characters long'),
});

export interface CliOutput {
  out: (line: string) => void;
  err: (line: string) => void;
}

/**
 * Create the administrator, or promote an existing member, in the configured database
 * (DATABASE_URL, else the PGlite of DATA_DIR). Returns the process exit code.
 */
export async function runAdminCli(
  argv: string[],
  env: Record<string, string | undefined>,
  io: CliOutput,
): Promise<number> {
  let input: z.infer<typeof argsSchema>;
  try {
    const { values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, password: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    });
    const parsed = argsSchema.safeParse(values);
    if (!parsed.success) {
      const problem = values.email === undefined || values.password === undefined ? null : parsed.error;
      io.err(problem ? `${problem.issues[0]!.message}\n${USAGE}` : USAGE);
      return 2;
    }
    input = parsed.data;
  } catch (err) {
    io.err(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }

  let database: Database | undefined;
  try {
    const config = loadConfig(env);
    // One line of output is the whole report: only warnings and errors of the services get through.
    const logger = createLogger('warn');
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, logger });
    await database.migrate();
    const auth = createAuth({
      config,
      db: database.db,
      logger,
      mailer: createMailer({
        smtpUrl: config.smtpUrl,
        outboxDir: path.resolve(config.dataDir, 'mail'),
        from: config.mailFrom,
        logger,
      }),
      secret: resolveAuthSecret(config),
    });
    const { created } = await upsertAdmin({ db: database.db, auth, logger }, input);
    io.out(`Administrator ${created ? 'created' : 'promoted'}: ${input.email.trim().toLowerCase()}`);
    return 0;
  } catch (err) {
    io.err(`Could not create the administrator: ${(err as Error).message}`);
    return 1;
  } finally {
    await database?.close().catch(() => {});
  }
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  const code = await runAdminCli(process.argv.slice(2), process.env, {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
  process.exit(code);
}
