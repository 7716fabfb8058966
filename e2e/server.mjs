// The journeys' server: the bundle `npm start` runs, on a fresh DATA_DIR (its first start writes the demo data).
// Playwright starts it (playwright.config.ts, webServer); `npm test` starts it earlier, beside the PostgreSQL pass,
// so its first start is done when the journeys begin (scripts/test.mjs, E2E_SERVER_STARTED).
import path from 'node:path';

export const e2ePort = Number(process.env.E2E_PORT ?? 3100);
export const e2eDataDir = path.resolve('.data-e2e');
export const e2eAdmin = { email: 'admin-e2e@fete.test', password: 'e2e-admin-pass-2027' };

export const e2eServer = {
  command: `rm -rf ${e2eDataDir} && node --enable-source-maps dist/server/main.js`,
  url: `http://127.0.0.1:${e2ePort}/api/openapi.json`,
  env: {
    PORT: String(e2ePort),
    HOST: '127.0.0.1',
    DATA_DIR: e2eDataDir,
    PUBLIC_URL: `http://127.0.0.1:${e2ePort}`,
    DEMO_DATA: 'auto',
    ADMIN_EMAIL: e2eAdmin.email,
    ADMIN_PASSWORD: e2eAdmin.password,
    LOG_LEVEL: 'warn',
    // The site's contact details (decision 0045): an address and one social account, the others left unset.
    CONTACT_EMAIL: 'team@fete.test',
    SOCIAL_INSTAGRAM: 'https://instagram.test/fete',
    NODE_ENV: 'test',
    // Every worker signs up and in from 127.0.0.1: better-auth's per-address limits, times 20 (test only).
    TEST_AUTH_RATE_LIMIT_FACTOR: '20',
    // Passwords hashed at a trivial argon2 cost (test only): the server tests prove the production cost.
    TEST_PASSWORD_HASH_COST: 'test',
  },
};
