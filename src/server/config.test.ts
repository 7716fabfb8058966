import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const secret = 's'.repeat(40);

describe('DEMO_DATA', () => {
  it('fills an empty database with demo content outside production when unset', () => {
    expect(loadConfig({}).demoData).toBe('auto');
    expect(loadConfig({ NODE_ENV: 'test' }).demoData).toBe('auto');
  });

  it('is off in production unless asked for by name', () => {
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: secret, MAIL: 'outbox' }).demoData).toBe('off');
    expect(
      loadConfig({ NODE_ENV: 'production', AUTH_SECRET: secret, MAIL: 'outbox', DEMO_DATA: 'auto' }).demoData,
    ).toBe('auto');
    expect(loadConfig({ DEMO_DATA: 'off' }).demoData).toBe('off');
  });
});
