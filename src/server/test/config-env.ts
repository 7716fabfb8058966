import { expect } from 'vitest';
import { loadConfig } from '../config';

/** The smallest environment a production server starts with. */
export const productionEnv = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), MAIL: 'outbox' };

/** A test-only variable stops a production or development server: only the test suite may set it. */
export function expectTestOnly(variable: Record<string, string>) {
  for (const NODE_ENV of ['production', 'development']) {
    expect(() => loadConfig({ ...productionEnv, NODE_ENV, ...variable })).toThrow(/test suite only/);
  }
}
