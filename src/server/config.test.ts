// @module-tag pglite
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { expectTestOnly, productionEnv } from './test/config-env';

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

describe('CHAT_DIGEST_MINUTES', () => {
  it('looks for chat digests to send every 5 minutes unless told otherwise; 0 never', () => {
    expect(loadConfig({}).chatDigest).toEqual({ intervalMs: 300_000 });
    expect(loadConfig({ CHAT_DIGEST_MINUTES: '1' }).chatDigest.intervalMs).toBe(60_000);
    expect(loadConfig({ CHAT_DIGEST_MINUTES: '0' }).chatDigest.intervalMs).toBe(0);
  });
});

describe('MARQET_EXPIRY_MINUTES', () => {
  it('expires Marqet registrations every 15 minutes unless told otherwise; 0 never', () => {
    expect(loadConfig({}).marqetExpiry).toEqual({ intervalMs: 900_000 });
    expect(loadConfig({ MARQET_EXPIRY_MINUTES: '1' }).marqetExpiry.intervalMs).toBe(60_000);
    expect(loadConfig({ MARQET_EXPIRY_MINUTES: '0' }).marqetExpiry.intervalMs).toBe(0);
  });
});

describe('UPLOAD_SWEEP_MINUTES and UPLOAD_GRACE_HOURS', () => {
  it('sweep hourly for uploads unreferenced for a day unless told otherwise', () => {
    expect(loadConfig({}).uploadSweep).toEqual({ intervalMs: 3_600_000, graceMs: 86_400_000 });
    expect(loadConfig({ UPLOAD_SWEEP_MINUTES: '5', UPLOAD_GRACE_HOURS: '48' }).uploadSweep).toEqual({
      intervalMs: 300_000,
      graceMs: 172_800_000,
    });
    expect(loadConfig({ UPLOAD_SWEEP_MINUTES: '0' }).uploadSweep.intervalMs).toBe(0);
  });

  it('refuses a grace period under an hour: a sign-up form must have time to attach its picture', () => {
    expect(() => loadConfig({ UPLOAD_GRACE_HOURS: '0' })).toThrow();
  });
});

describe('TEST_PASSWORD_HASH_COST', () => {
  it('hashes at the production cost unless the test suite asks, and is refused outside NODE_ENV=test', () => {
    expect(loadConfig(productionEnv).passwordHashCost).toBe('production');
    expect(loadConfig({ NODE_ENV: 'development' }).passwordHashCost).toBe('production');
    expect(loadConfig({ NODE_ENV: 'test', TEST_PASSWORD_HASH_COST: 'test' }).passwordHashCost).toBe('test');
    expectTestOnly({ TEST_PASSWORD_HASH_COST: 'test' });
  });
});

describe('CONTACT_EMAIL and SOCIAL_*', () => {
  it('shows no contact address and no social account unless configured', () => {
    expect(loadConfig({}).contact).toEqual({ email: null, social: [] });
  });

  it('answers the configured address and accounts in the footer order, leaving out the unset ones', () => {
    const config = loadConfig({
      CONTACT_EMAIL: 'team@fete.test',
      SOCIAL_TIKTOK: 'https://tiktok.test/@fete',
      SOCIAL_INSTAGRAM: 'https://instagram.test/fete',
    });
    expect(config.contact).toEqual({
      email: 'team@fete.test',
      social: [
        { network: 'Instagram', url: 'https://instagram.test/fete' },
        { network: 'TikTok', url: 'https://tiktok.test/@fete' },
      ],
    });
  });

  it('refuses an address that is not an e-mail and an account that is not an https:// address', () => {
    expect(() => loadConfig({ CONTACT_EMAIL: 'hello' })).toThrow('CONTACT_EMAIL must be an e-mail address');
    expect(() => loadConfig({ SOCIAL_FACEBOOK: 'http://facebook.test/fete' })).toThrow(
      'SOCIAL_FACEBOOK must be an https:// address',
    );
    expect(() => loadConfig({ SOCIAL_YOUTUBE: 'javascript:alert(1)' })).toThrow(
      'SOCIAL_YOUTUBE must be an https:// address',
    );
  });
});
