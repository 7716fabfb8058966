import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { resolveAuthSecret } from './secret';

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
