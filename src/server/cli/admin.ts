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

const USAGE =
  'Usage: npm run admin -- --email <address>\n' +
  'The password (at least 6 characters) is asked for at the prompt, or read from standard input:\n' +
  '  printf %s "$PASSWORD" | npm run admin -- --email you@example.com';

const emailSchema = z.email('--email must be an e-mail address');
const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `The password must be at least ${PASSWORD_MIN_LENGTH} characters long`)
  .max(128, 'The password must be at most 128 characters long');

export interface CliOutput {
  out: (line: string) => void;
  err: (line: string) => void;
  /** The password: typed at a hidden prompt, or the first line of standard input. */
  readPassword: () => Promise<string>;
}

const OUTCOME_TEXT = {
  created: 'created',
  promoted: 'promoted (its password is the one just given; its sessions were ended)',
  'password set': 'password set (its sessions were ended)',
  unchanged: 'unchanged',
} as const;

/**
 * Create the administrator, or promote an existing member, in the configured database
 * (DATABASE_URL, else the PGlite of DATA_DIR). Returns the process exit code.
 */
export async function runAdminCli(
  argv: string[],
  env: Record<string, string | undefined>,
  io: CliOutput,
): Promise<number> {
  let input: { email: string; password: string };
  try {
    const { values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, password: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    });
    if (values.password !== undefined) {
      // Arguments end up in shell history and in every process list on the machine.
      io.err(`--password is not accepted: a password on the command line can be read by others.\n${USAGE}`);
      return 2;
    }
    const email = emailSchema.safeParse(values.email);
    if (values.email === undefined || !email.success) {
      io.err(values.email === undefined ? USAGE : `${email.error!.issues[0]!.message}\n${USAGE}`);
      return 2;
    }
    const password = passwordSchema.safeParse(await io.readPassword());
    if (!password.success) {
      io.err(`${password.error.issues[0]!.message}\n${USAGE}`);
      return 2;
    }
    input = { email: email.data, password: password.data };
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
    const { outcome } = await upsertAdmin({ db: database.db, auth, logger }, input, { setPassword: true });
    io.out(`Administrator ${OUTCOME_TEXT[outcome]}: ${input.email.trim().toLowerCase()}`);
    return 0;
  } catch (err) {
    io.err(`Could not create the administrator: ${(err as Error).message}`);
    return 1;
  } finally {
    await database?.close().catch(() => {});
  }
}

/**
 * At a terminal, a prompt that echoes nothing; otherwise the first line of standard input (a pipe or a
 * secret file), so scripts never need the password in an argument.
 */
export async function readPassword(input: NodeJS.ReadStream, prompt: NodeJS.WriteStream): Promise<string> {
  if (!input.isTTY) {
    let text = '';
    for await (const chunk of input) text += String(chunk);
    return text.split(/\r?\n/)[0] ?? '';
  }
  prompt.write('Password: ');
  input.setRawMode(true);
  input.resume();
  return new Promise((resolve, reject) => {
    let typed = '';
    const done = (fn: () => void) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      prompt.write('\n');
      fn();
    };
    const onData = (chunk: Buffer) => {
      for (const ch of chunk.toString('utf8')) {
        if (ch === '\r' || ch === '\n') return done(() => resolve(typed));
        if (ch === '\u0003') return done(() => reject(new Error('Cancelled')));
        if (ch === '\u007f' || ch === '\b') typed = typed.slice(0, -1);
        else typed += ch;
      }
    };
    input.on('data', onData);
  });
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  const code = await runAdminCli(process.argv.slice(2), process.env, {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
    readPassword: () => readPassword(process.stdin, process.stderr),
  });
  process.exit(code);
}
