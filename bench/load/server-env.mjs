// The environment every bench gives the Fete server it starts (plain JavaScript, so that cpu-per-request.mjs runs
// under node alone and the TypeScript benches, run through tsx, import the same piece).

/** The servers' AUTH_SECRET: it signs their session cookies (writes.ts and live.ts sign those of the members they seed). */
export const AUTH_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

/**
 * The server as production runs it on `port` of the loopback, with the demo data (seeded when its database is
 * empty), mail kept in the outbox and only warnings logged. Callers add where its data is (DATA_DIR,
 * DATABASE_URL) and what their measure needs.
 */
export const serverEnv = (port) => ({
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  AUTH_SECRET,
  MAIL: 'outbox',
  DEMO_DATA: 'auto',
  LOG_LEVEL: 'warn',
});
