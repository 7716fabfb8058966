import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, readableLogs } from './logger';

function capture() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, destination };
}

describe('logger', () => {
  it('writes one JSON object a line, with secrets redacted', () => {
    const { lines, destination } = capture();
    const logger = createLogger('info', { destination });
    logger.info({ user: { email: 'a@example.com', password: 'hunter2' }, token: 'abc' }, 'signed in');
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!) as Record<string, any>;
    expect(entry).toMatchObject({ level: 30, msg: 'signed in', token: '[redacted]' });
    expect(entry.user).toEqual({ email: 'a@example.com', password: '[redacted]' });
  });

  it('writes readable lines when asked, with the same redaction', () => {
    const { lines, destination } = capture();
    const logger = createLogger('info', { pretty: true, destination });
    logger.warn({ headers: { authorization: 'Bearer s3cr3t' }, port: 3000 }, 'Fete is listening');
    const text = lines.join('\n');
    expect(lines[0]).toMatch(/^\[\d{2}:\d{2}:\d{2}\.\d{3}\] WARN: Fete is listening$/);
    expect(text).toContain('port: 3000');
    expect(text).toContain('[redacted]');
    expect(text).not.toContain('s3cr3t');
    expect(() => JSON.parse(lines[0]!)).toThrow();
  });

  it('is readable only in a terminal outside production', () => {
    expect(readableLogs('development', true)).toBe(true);
    expect(readableLogs('test', true)).toBe(true);
    expect(readableLogs('production', true)).toBe(false);
    expect(readableLogs('development', false)).toBe(false);
    expect(readableLogs('development', undefined)).toBe(false);
  });
});
