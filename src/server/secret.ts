import fs from 'node:fs';
import path from 'node:path';
import { hkdfSync, randomBytes } from 'node:crypto';
import type { Config } from './config';

export const AUTH_SECRET_MIN_LENGTH = 32;

/**
 * AUTH_SECRET, or outside production a secret generated once into DATA_DIR/auth-secret. The file is created
 * only when it does not exist: a file that cannot be read, or holds a short secret, stops the start rather than
 * being replaced, since a new secret would silently sign every member out.
 */
export function resolveAuthSecret(config: Config): string {
  if (config.authSecret) return config.authSecret;
  return fileSecret(path.resolve(config.dataDir, 'auth-secret'), 'auth secret');
}

/**
 * The key that signs Fete ID passes (decision 0023): FETE_ID_SECRET; else in production one derived from
 * AUTH_SECRET (every process shares it, and a pass is no session key); else, like the auth secret, generated
 * once into DATA_DIR/fete-id-secret. Changing it only makes the passes shown so far invalid until the
 * dashboard is opened again.
 */
export function resolveFeteIdSecret(config: Config): string {
  if (config.feteIdSecret) return config.feteIdSecret;
  if (config.env === 'production' && config.authSecret) {
    return Buffer.from(hkdfSync('sha256', config.authSecret, 'fete', 'fete-id-pass', 32)).toString(
      'base64url',
    );
  }
  return fileSecret(path.resolve(config.dataDir, 'fete-id-secret'), 'Fete ID secret');
}

/** A secret kept in a file of DATA_DIR, made on first use. */
function fileSecret(file: string, label: string): string {
  const existing = readSecret(file, label);
  if (existing !== null) return existing;
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  try {
    // 'wx': when two processes start together, one writes and the other reads what it wrote.
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return readSecret(file, label) ?? secret;
    throw err;
  }
}

function readSecret(file: string, label: string): string | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new Error(`Cannot read the ${label} at ${file}: ${(err as Error).message}`);
  }
  const secret = text.trim();
  if (secret.length < AUTH_SECRET_MIN_LENGTH) {
    throw new Error(
      `The ${label} in ${file} is shorter than ${AUTH_SECRET_MIN_LENGTH} characters; replace it with a longer one or delete it to generate one (every member will be signed out)`,
    );
  }
  return secret;
}

/**
 * A key for one kind of secret link (calendar feeds, unsubscribe links: decision 0034), derived from the Fete ID
 * key so every process shares it with nothing more to configure; each purpose has its own, so a token of one
 * kind is never valid as another.
 */
export function linkKey(config: Config, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', resolveFeteIdSecret(config), 'fete-links', purpose, 32));
}
