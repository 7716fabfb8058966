// @module-tag pglite
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { resolveAuthSecret, resolveFeteIdSecret } from './secret';

const dirs: string[] = [];
function dataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fete-secret-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('resolveAuthSecret', () => {
  it('takes AUTH_SECRET when set, and writes nothing', () => {
    const dir = dataDir();
    const secret = 'x'.repeat(40);
    expect(resolveAuthSecret(loadConfig({ DATA_DIR: dir, AUTH_SECRET: secret }))).toBe(secret);
    expect(fs.existsSync(path.join(dir, 'auth-secret'))).toBe(false);
  });

  it('generates one into DATA_DIR, readable only by its owner, and keeps it across starts', () => {
    const dir = dataDir();
    const first = resolveAuthSecret(loadConfig({ DATA_DIR: dir }));
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(path.join(dir, 'auth-secret')).mode & 0o777).toBe(0o600);
    expect(resolveAuthSecret(loadConfig({ DATA_DIR: dir }))).toBe(first);
  });

  it('refuses a short secret in the file instead of replacing it', () => {
    const dir = dataDir();
    fs.writeFileSync(path.join(dir, 'auth-secret'), 'too-short');
    expect(() => resolveAuthSecret(loadConfig({ DATA_DIR: dir }))).toThrow(/shorter than 32 characters/);
    expect(fs.readFileSync(path.join(dir, 'auth-secret'), 'utf8')).toBe('too-short');
  });

  it('never regenerates on a read error', () => {
    const dir = dataDir();
    // A folder where the file should be: reading fails with something other than "missing".
    fs.mkdirSync(path.join(dir, 'auth-secret'));
    expect(() => resolveAuthSecret(loadConfig({ DATA_DIR: dir }))).toThrow(/Cannot read the auth secret/);
    expect(fs.statSync(path.join(dir, 'auth-secret')).isDirectory()).toBe(true);
  });
});

describe('resolveFeteIdSecret', () => {
  it('takes FETE_ID_SECRET when set, else generates its own file, apart from the auth secret', () => {
    const dir = dataDir();
    const secret = 'f'.repeat(40);
    expect(resolveFeteIdSecret(loadConfig({ DATA_DIR: dir, FETE_ID_SECRET: secret }))).toBe(secret);
    const generated = resolveFeteIdSecret(loadConfig({ DATA_DIR: dir }));
    expect(fs.statSync(path.join(dir, 'fete-id-secret')).mode & 0o777).toBe(0o600);
    expect(resolveFeteIdSecret(loadConfig({ DATA_DIR: dir }))).toBe(generated);
    expect(generated).not.toBe(resolveAuthSecret(loadConfig({ DATA_DIR: dir })));
  });

  it('in production without FETE_ID_SECRET, derives one from AUTH_SECRET (the same in every process)', () => {
    const env = { NODE_ENV: 'production', MAIL: 'outbox', AUTH_SECRET: 'a'.repeat(40) };
    const one = resolveFeteIdSecret(loadConfig({ ...env, DATA_DIR: dataDir() }));
    const two = resolveFeteIdSecret(loadConfig({ ...env, DATA_DIR: dataDir() }));
    expect(one).toBe(two);
    expect(one).not.toBe(env.AUTH_SECRET);
    expect(one.length).toBeGreaterThanOrEqual(32);
  });
});
