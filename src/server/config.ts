import { z } from 'zod';
import { SOCIAL_NETWORKS, type SiteContact, type SocialNetwork } from '../shared/domains/site';
import type { PasswordHashCost } from './auth/passwords';

/** The setting that holds each social account's address (decision 0045). */
export const SOCIAL_SETTINGS: Record<SocialNetwork, `SOCIAL_${string}`> = {
  Instagram: 'SOCIAL_INSTAGRAM',
  Facebook: 'SOCIAL_FACEBOOK',
  TikTok: 'SOCIAL_TIKTOK',
  YouTube: 'SOCIAL_YOUTUBE',
};

const httpsAddress = (name: string) =>
  z.url({ protocol: /^https$/, error: `${name} must be an https:// address` }).optional();

/** The only place that reads process.env. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  // PostgreSQL: each connection prepares a statement shape once (db/steady-pool.ts). `off` behind a pooler in
  // transaction mode that cannot keep prepared statements.
  DATABASE_NAMED_STATEMENTS: z.enum(['on', 'off']).default('on'),
  PUBLIC_URL: z.string().url().optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  // Signs the Fete ID pass (its QR code). Unset: derived from AUTH_SECRET in production, else generated into DATA_DIR.
  FETE_ID_SECRET: z.string().min(32).optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(6).optional(),
  // Unset: demo content in development and tests, none in production unless asked for by name.
  DEMO_DATA: z.enum(['auto', 'off']).optional(),
  SMTP_URL: z.string().optional(),
  // Without SMTP_URL mail goes to DATA_DIR/mail; production must say so by name (MAIL=outbox).
  MAIL: z.enum(['smtp', 'outbox']).optional(),
  MAIL_FROM: z.string().default('Fete <no-reply@fete.local>'),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  // Comma-separated addresses or CIDR ranges of the reverse proxies whose X-Forwarded-For is believed.
  TRUSTED_PROXIES: z.string().optional(),
  // Unreferenced uploads: how often each process looks for them (0 = never) and how old they must be.
  UPLOAD_SWEEP_MINUTES: z.coerce.number().min(0).default(60),
  UPLOAD_GRACE_HOURS: z.coerce.number().min(1).default(24),
  // On SIGTERM, how long /readyz answers 503 while requests are still served, before the listener closes: the
  // load balancer's time to notice (docs/operations.md). 0 closes at once (a developer's Ctrl-C).
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(5).default(0),
  // Approved Marqet registrations past their expiration date: how often each process looks (0 = never).
  MARQET_EXPIRY_MINUTES: z.coerce.number().min(0).default(15),
  // The chat digest: how often each process looks for members to tell of new messages (0 = never). Each
  // member gets at most one digest an hour whatever this says.
  CHAT_DIGEST_MINUTES: z.coerce.number().min(0).default(5),
  // Live channel streams one process holds open at once: in all, per signed-in member, per visitors' address
  // (an IPv6 address by its /64). Beyond them a new stream gets 503 with Retry-After (docs/operations.md).
  LIVE_MAX_STREAMS: z.coerce.number().int().min(1).default(2_000),
  LIVE_MAX_STREAMS_PER_MEMBER: z.coerce.number().int().min(1).default(10),
  LIVE_MAX_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
  // Reminders (decision 0034): how often each process looks for reminders due (0 = never).
  REMINDER_MINUTES: z.coerce.number().min(0).default(5),
  // The site's contact address and social accounts (footer, /contact, Pay Balance without a payment link); each
  // one left unset is not shown.
  CONTACT_EMAIL: z.email({ error: 'CONTACT_EMAIL must be an e-mail address' }).optional(),
  SOCIAL_INSTAGRAM: httpsAddress('SOCIAL_INSTAGRAM'),
  SOCIAL_FACEBOOK: httpsAddress('SOCIAL_FACEBOOK'),
  SOCIAL_TIKTOK: httpsAddress('SOCIAL_TIKTOK'),
  SOCIAL_YOUTUBE: httpsAddress('SOCIAL_YOUTUBE'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Test-only: multiplies better-auth's per-address limits (browser journeys share one address). */
  TEST_AUTH_RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1000).optional(),
  /** Test-only: `test` hashes passwords at a trivial argon2 cost (auth/passwords.ts); the journeys' server uses it. */
  TEST_PASSWORD_HASH_COST: z.enum(['production', 'test']).optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL only: name parameterised statements so each connection parses a shape once. */
  namedStatements: boolean;
  publicUrl: string;
  authSecret?: string;
  feteIdSecret?: string;
  admin?: { email: string; password: string };
  demoData: 'auto' | 'off';
  smtpUrl?: string;
  mailFrom: string;
  /** What GET /api/site/contact answers: the configured address and accounts only. */
  contact: SiteContact;
  storage: Env['STORAGE'];
  s3: { endpoint?: string; bucket?: string; region?: string; accessKeyId?: string; secretAccessKey?: string };
  logLevel: Env['LOG_LEVEL'];
  /** intervalMs 0: this process never sweeps. */
  uploadSweep: { intervalMs: number; graceMs: number };
  shutdownDelayMs: number;
  /** intervalMs 0: this process never expires Marqet registrations. */
  marqetExpiry: { intervalMs: number };
  /** intervalMs 0: this process never sends chat digests. */
  chatDigest: { intervalMs: number };
  /** intervalMs 0: this process never sends reminders. */
  reminders: { intervalMs: number };
  trustedProxies: string[];
  /** How many live streams this process holds open (platform/live/hub.ts, LiveLimits). */
  live: { maxStreams: number; maxStreamsPerMember: number; maxStreamsPerAddress: number };
  /** better-auth's limits are multiplied by this; above 1 only ever when NODE_ENV=test. */
  authRateLimitFactor?: number;
  /** argon2's cost (auth/passwords.ts); `test` only ever when NODE_ENV=test. */
  passwordHashCost: PasswordHashCost;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const env = envSchema.parse(cleaned);
  if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
    throw new Error('AUTH_SECRET is required when NODE_ENV=production (at least 32 characters)');
  }
  if (env.NODE_ENV === 'production' && !env.SMTP_URL && env.MAIL !== 'outbox') {
    throw new Error(
      'NODE_ENV=production needs SMTP_URL to send mail (reset links), or MAIL=outbox to keep every mail as a file in DATA_DIR/mail instead',
    );
  }
  if (env.MAIL === 'smtp' && !env.SMTP_URL) throw new Error('MAIL=smtp needs SMTP_URL');
  if (env.STORAGE === 's3' && !(env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
    throw new Error('STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  if (env.TEST_AUTH_RATE_LIMIT_FACTOR !== undefined && env.NODE_ENV !== 'test') {
    throw new Error('TEST_AUTH_RATE_LIMIT_FACTOR is for the test suite only (NODE_ENV=test)');
  }
  if (env.TEST_PASSWORD_HASH_COST === 'test' && env.NODE_ENV !== 'test') {
    throw new Error('TEST_PASSWORD_HASH_COST=test is for the test suite only (NODE_ENV=test)');
  }
  if ((env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) || (!env.ADMIN_EMAIL && env.ADMIN_PASSWORD)) {
    throw new Error('ADMIN_EMAIL and ADMIN_PASSWORD go together');
  }
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    namedStatements: env.DATABASE_NAMED_STATEMENTS === 'on',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    authSecret: env.AUTH_SECRET,
    feteIdSecret: env.FETE_ID_SECRET,
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
        : undefined,
    demoData: env.DEMO_DATA ?? (env.NODE_ENV === 'production' ? 'off' : 'auto'),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    contact: {
      email: env.CONTACT_EMAIL ?? null,
      social: SOCIAL_NETWORKS.flatMap((network) => {
        const url = env[SOCIAL_SETTINGS[network] as keyof Env] as string | undefined;
        return url ? [{ network, url }] : [];
      }),
    },
    storage: env.STORAGE,
    s3: {
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    },
    logLevel: env.LOG_LEVEL,
    shutdownDelayMs: env.SHUTDOWN_DELAY_SECONDS * 1000,
    uploadSweep: {
      intervalMs: env.UPLOAD_SWEEP_MINUTES * 60_000,
      graceMs: env.UPLOAD_GRACE_HOURS * 3_600_000,
    },
    marqetExpiry: { intervalMs: env.MARQET_EXPIRY_MINUTES * 60_000 },
    chatDigest: { intervalMs: env.CHAT_DIGEST_MINUTES * 60_000 },
    reminders: { intervalMs: env.REMINDER_MINUTES * 60_000 },
    trustedProxies: (env.TRUSTED_PROXIES ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
    live: {
      maxStreams: env.LIVE_MAX_STREAMS,
      maxStreamsPerMember: env.LIVE_MAX_STREAMS_PER_MEMBER,
      maxStreamsPerAddress: env.LIVE_MAX_STREAMS_PER_ADDRESS,
    },
    authRateLimitFactor: env.TEST_AUTH_RATE_LIMIT_FACTOR ?? 1,
    passwordHashCost: env.TEST_PASSWORD_HASH_COST ?? 'production',
  };
}
