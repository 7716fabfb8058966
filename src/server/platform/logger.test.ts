// @module-tag pglite
import { describe, expect, it } from 'vitest';
import { logLines } from '../test/log-lines';
import { createLogger, readableLogs } from './logger';

describe('logger', () => {
  it('writes one JSON object a line, with secrets redacted', () => {
    const { lines, destination } = logLines();
    const logger = createLogger('info', { destination });
    logger.info({ user: { email: 'a@example.com', password: 'hunter2' }, token: 'abc' }, 'signed in');
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!) as Record<string, any>;
    expect(entry).toMatchObject({ level: 30, msg: 'signed in', token: '[redacted]' });
    expect(entry.user).toEqual({ email: '[redacted]', password: '[redacted]' });
  });

  it('writes readable lines when asked, with the same redaction', () => {
    const { lines, destination } = logLines();
    const logger = createLogger('info', { pretty: true, destination });
    logger.warn({ headers: { authorization: 'Bearer s3cr3t' }, port: 3000 }, 'Fete is listening');
    const text = lines.join('\n');
    expect(lines[0]).toMatch(/^\[\d{2}:\d{2}:\d{2}\.\d{3}\] WARN: Fete is listening$/);
    expect(text).toContain('port: 3000');
    expect(text).toContain('[redacted]');
    expect(text).not.toContain('s3cr3t');
    expect(() => JSON.parse(lines[0]!)).toThrow();
  });

  it('keeps statement parameters, addresses, links and tokens out of errors and messages', () => {
    const { lines, destination } = logLines();
    const logger = createLogger('info', { destination });
    const driver = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_unique"'),
      {
        code: '23505',
        detail: 'Key (email)=(kaia@fete.example) already exists.',
        parameters: ['kaia@fete.example', 'secret-hash'],
      },
    );
    const err = new Error(
      'Failed query: insert into "users" ("email", "password") values ($1, $2)\nparams: kaia@fete.example,secret-hash',
      { cause: driver },
    );
    logger.error(
      { err, to: 'kaia@fete.example', links: ['http://x.test/reset?token=t0k3n'] },
      'request failed',
    );
    logger.info('mail for kaia@fete.example: http://localhost:3000/reset-password?token=t0k3n');
    const text = lines.join('\n');
    for (const secret of ['kaia@fete.example', 'secret-hash', 't0k3n']) expect(text).not.toContain(secret);
    const entry = JSON.parse(lines[0]!) as Record<string, any>;
    expect(entry.err.message).toContain('Failed query: insert into "users"');
    expect(entry.err.message).toContain('params: [redacted]');
    expect(entry.err.cause).toMatchObject({ code: '23505' });
    expect(entry.err.cause).not.toHaveProperty('detail');
    expect(JSON.parse(lines[1]!).msg).toBe('mail for [email]: [link]');
  });

  it('is readable only in a terminal outside production', () => {
    expect(readableLogs('development', true)).toBe(true);
    expect(readableLogs('test', true)).toBe(true);
    expect(readableLogs('production', true)).toBe(false);
    expect(readableLogs('development', false)).toBe(false);
    expect(readableLogs('development', undefined)).toBe(false);
  });
});
