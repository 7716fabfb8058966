import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCli } from '../cli/admin';
import { memberInput } from '../db/factories/members';
import { openDatabase } from '../db/client';
import { sessions, users } from '../db/schema';
import { createTestServer, type TestServer } from '../test/harness';
import { ensureAdmin } from './admin-account';
import { signIn, signUp, userRow } from './testing';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

describe('ensureAdmin', () => {
  it('creates an administrator who can sign in and reach the back office', async () => {
    const input = memberInput();
    const id = await ensureAdmin(t.deps, { email: input.email.toUpperCase(), password: 'admin-pass-1' });
    const row = await userRow(t, id);
    expect(row).toMatchObject({ email: input.email, role: 'admin', membershipExpiresAt: null });
    // The sign-up inside ensureAdmin leaves no session behind.
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(0);
    const cookie = await signIn(t, input.email, 'admin-pass-1');
    expect((await t.request('/api/admin/members', { cookie })).status).toBe(200);
  });

  it('promotes an existing member, sets the given password and lifts an expired membership', async () => {
    const member = await signUp(t);
    await t.db
      .update(users)
      .set({ membershipExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, member.userId));
    const id = await ensureAdmin(t.deps, { email: member.input.email, password: 'promoted-pass-1' });
    expect(id).toBe(member.userId);
    expect(await userRow(t, id)).toMatchObject({ role: 'admin', membershipExpiresAt: null });
    const old = await t.request('/api/auth/sign-in/email', {
      json: { email: member.input.email, password: member.input.password },
    });
    expect(old.status).toBe(401);
    const cookie = await signIn(t, member.input.email, 'promoted-pass-1');
    expect((await t.request('/api/admin/members', { cookie })).status).toBe(200);
  });
});

describe('npm run admin', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fete-admin-cli-'));
  const env = { NODE_ENV: 'test', DATA_DIR: dataDir, DEMO_DATA: 'off', LOG_LEVEL: 'silent' };
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  function capture() {
    const out: string[] = [];
    const err: string[] = [];
    return { out, err, io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
  }

  async function roleOf(email: string) {
    const database = await openDatabase({ dataDir });
    try {
      const [row] = await database.db.select({ role: users.role }).from(users).where(eq(users.email, email));
      return row?.role;
    } finally {
      await database.close();
    }
  }

  it('explains its usage when arguments are missing or wrong, and touches nothing', async () => {
    for (const argv of [
      [],
      ['--email', 'boss@example.com'],
      ['--email', 'not-an-email', '--password', 'secret-123'],
      ['--email', 'boss@example.com', '--password', '123'],
      ['--mail', 'boss@example.com'],
    ]) {
      const c = capture();
      expect(await runAdminCli(argv, env, c.io), argv.join(' ')).toBe(2);
      expect(c.out).toEqual([]);
      expect(c.err.join('\n')).toContain('Usage: npm run admin -- --email <address> --password');
    }
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  });

  it('creates the administrator in the configured database, then promotes on the next run', async () => {
    const created = capture();
    expect(
      await runAdminCli(['--email', 'Boss@Example.com', '--password', 'carnival-1'], env, created.io),
    ).toBe(0);
    expect(created.out).toEqual(['Administrator created: boss@example.com']);
    expect(await roleOf('boss@example.com')).toBe('admin');

    const promoted = capture();
    expect(await runAdminCli(['--email=boss@example.com', '--password=carnival-2'], env, promoted.io)).toBe(
      0,
    );
    expect(promoted.out).toEqual(['Administrator promoted: boss@example.com']);
  }, 60_000);

  it('runs as a command: one line of output, exit code 0', async () => {
    const run = promisify(execFile);
    const { stdout } = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        'src/server/cli/admin.ts',
        '--email',
        'second@example.com',
        '--password',
        'mas-camp-1',
      ],
      { env: { ...process.env, ...env }, cwd: process.cwd(), timeout: 60_000 },
    );
    expect(stdout.trim().split('\n')).toEqual(['Administrator created: second@example.com']);
    expect(await roleOf('second@example.com')).toBe('admin');
  }, 90_000);
});
