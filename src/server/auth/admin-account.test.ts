// @module-tag postgres
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { runAdminCli } from '../cli/admin';
import { memberInput } from '../db/factories/members';
import { openDatabase } from '../db/client';
import { sessions, users } from '../db/schema';
import { testServerForFile } from '../test/harness';
import { ensureAdmin, upsertAdmin } from './admin-account';
import { signIn, signUp, userRow } from './testing';

const t = testServerForFile();

describe('ensureAdmin', () => {
  it('creates an administrator who can sign in and reach the back office', async () => {
    const input = memberInput();
    const id = await ensureAdmin(t.deps, { email: input.email.toUpperCase(), password: 'admin-pass-1' });
    const row = await userRow(t, id);
    expect(row).toMatchObject({ email: input.email, role: 'admin', membershipExpiresAt: null });
    // The sign-up inside ensureAdmin leaves no session behind.
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(0);
    const cookie = await signIn(t, input.email, 'admin-pass-1');
    expect((await t.request('/api/admin/users', { cookie })).status).toBe(200);
  });

  it('promotes an existing member: sets the given password, ends its sessions, lifts an expired membership', async () => {
    // Someone registered the future administrator's address in advance and kept a session open.
    const member = await signUp(t);
    const otherDevice = await signIn(t, member.input.email, member.input.password);
    await t.db
      .update(users)
      .set({ membershipExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, member.userId));
    const id = await ensureAdmin(t.deps, { email: member.input.email, password: 'promoted-pass-1' });
    expect(id).toBe(member.userId);
    expect(await userRow(t, id)).toMatchObject({ role: 'admin', membershipExpiresAt: null });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(0);
    for (const cookie of [member.cookie, otherDevice]) {
      expect((await t.request('/api/admin/users', { cookie })).status).toBe(401);
    }
    const old = await t.request('/api/auth/sign-in/email', {
      json: { email: member.input.email, password: member.input.password },
    });
    expect(old.status).toBe(401);
    const cookie = await signIn(t, member.input.email, 'promoted-pass-1');
    expect((await t.request('/api/admin/users', { cookie })).status).toBe(200);
  });

  it('leaves an existing administrator alone at start: a password changed in the app stays changed', async () => {
    const input = memberInput();
    await ensureAdmin(t.deps, { email: input.email, password: 'first-admin-pass' });
    const cookie = await signIn(t, input.email, 'first-admin-pass');
    // The start-up path runs again with the old ADMIN_PASSWORD after the administrator changed theirs.
    expect(await upsertAdmin(t.deps, { email: input.email, password: 'stale-env-pass' })).toMatchObject({
      outcome: 'unchanged',
    });
    expect((await t.request('/api/admin/users', { cookie })).status).toBe(200);
    expect(
      (
        await t.request('/api/auth/sign-in/email', {
          json: { email: input.email, password: 'stale-env-pass' },
        })
      ).status,
    ).toBe(401);
    // The CLI sets it on purpose, and ends the sessions opened with the old one.
    expect(
      await upsertAdmin(t.deps, { email: input.email, password: 'new-admin-pass' }, { setPassword: true }),
    ).toMatchObject({ outcome: 'password set' });
    expect((await t.request('/api/admin/users', { cookie })).status).toBe(401);
    await signIn(t, input.email, 'new-admin-pass');
  });
});

describe('npm run admin', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fete-admin-cli-'));
  const env = { NODE_ENV: 'test', DATA_DIR: dataDir, DEMO_DATA: 'off', LOG_LEVEL: 'silent' };
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  function capture(password = '') {
    const out: string[] = [];
    const err: string[] = [];
    const io = {
      out: (l: string) => void out.push(l),
      err: (l: string) => void err.push(l),
      readPassword: async () => password,
    };
    return { out, err, io };
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
    for (const [argv, password, problem] of [
      [[], 'secret-123', 'Usage: npm run admin -- --email <address>'],
      [['--email', 'not-an-email'], 'secret-123', '--email must be an e-mail address'],
      [['--email', 'boss@example.com'], '123', 'The password must be at least 6 characters long'],
      [['--email', 'boss@example.com', '--password', 'secret-123'], '', '--password is not accepted'],
      [['--mail', 'boss@example.com'], 'secret-123', "Unknown option '--mail'"],
    ] as const) {
      const c = capture(password);
      expect(await runAdminCli([...argv], env, c.io), argv.join(' ')).toBe(2);
      expect(c.out).toEqual([]);
      expect(c.err.join('\n')).toContain(problem);
      expect(c.err.join('\n')).toContain('Usage: npm run admin -- --email <address>');
    }
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  });

  it('creates the administrator in the configured database, then sets a new password on the next run', async () => {
    const created = capture('carnival-1');
    expect(await runAdminCli(['--email', 'Boss@Example.com'], env, created.io)).toBe(0);
    expect(created.out).toEqual(['Administrator created: boss@example.com']);
    expect(await roleOf('boss@example.com')).toBe('admin');

    const again = capture('carnival-2');
    expect(await runAdminCli(['--email=boss@example.com'], env, again.io)).toBe(0);
    expect(again.out).toEqual(['Administrator password set (its sessions were ended): boss@example.com']);
  }, 60_000);

  it('runs as a command that reads the password from standard input: one line of output, exit code 0', async () => {
    const { stdout, code } = await new Promise<{ stdout: string; code: number | null }>((resolve, reject) => {
      const child = execFile(
        process.execPath,
        ['--import', 'tsx', 'src/server/cli/admin.ts', '--email', 'second@example.com'],
        { env: { ...process.env, ...env }, cwd: process.cwd(), timeout: 60_000 },
        (err, out) =>
          err && typeof err.code !== 'number' ? reject(err) : resolve({ stdout: out, code: child.exitCode }),
      );
      child.stdin!.end('mas-camp-1\n');
    });
    expect(code).toBe(0);
    expect(stdout.trim().split('\n')).toEqual(['Administrator created: second@example.com']);
    expect(await roleOf('second@example.com')).toBe('admin');
  }, 90_000);
});
