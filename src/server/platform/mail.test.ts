// @module-tag pglite
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createMailer } from './mail';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fete-mail-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function capturingLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: pino({ level: 'debug' }, stream) };
}

describe('the mail outbox (no SMTP_URL)', () => {
  it('writes each mail readable by the server only, and logs neither the link nor the address', async () => {
    const { lines, logger } = capturingLogger();
    const outboxDir = path.join(dir, 'mail');
    const mailer = createMailer({ outboxDir, from: 'Fete <no-reply@fete.test>', logger });
    const link = 'http://localhost:3000/reset-password?token=secret-token-123';
    await mailer.send({
      to: 'member@fete.test',
      subject: 'Reset your Fete password',
      text: `Follow ${link}`,
      html: `<a href="${link}">Reset</a>`,
    });
    const [file] = fs.readdirSync(outboxDir);
    expect(fs.readFileSync(path.join(outboxDir, file!), 'utf8')).toContain('secret-token-123');
    expect(fs.statSync(path.join(outboxDir, file!)).mode & 0o777).toBe(0o600);
    expect(fs.statSync(outboxDir).mode & 0o777).toBe(0o700);
    const log = lines.join('');
    expect(log).toContain('mail written to outbox');
    expect(log).not.toContain('secret-token-123');
    expect(log).not.toContain('member@fete.test');
  });
});

describe('mail in production', () => {
  const production = { NODE_ENV: 'production', AUTH_SECRET: 's'.repeat(40) };
  it('refuses to start without SMTP_URL unless the outbox is asked for by name', () => {
    expect(() => loadConfig(production)).toThrow(/SMTP_URL.*MAIL=outbox/);
    expect(loadConfig({ ...production, MAIL: 'outbox' }).smtpUrl).toBeUndefined();
    expect(loadConfig({ ...production, SMTP_URL: 'smtp://mail.internal:587' }).smtpUrl).toBe(
      'smtp://mail.internal:587',
    );
  });
});
