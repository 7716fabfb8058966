// @module-tag pglite
import { describe, expect, it } from 'vitest';
import { createLogger } from '../platform/logger';
import { testServerForFile } from '../test/harness';
import { logLines } from '../test/log-lines';
import { createAuth } from './auth';

const t = testServerForFile();

describe("better-auth's log lines", () => {
  it('carry no address, link or token in what better-auth passes along with a message', () => {
    const { lines, destination } = logLines();
    const auth = createAuth({
      config: t.config,
      db: t.db,
      logger: createLogger('debug', { destination }),
      mailer: t.deps.mailer,
      secret: 'x'.repeat(32),
    });
    // What better-auth logs when a mail fails: its message, then the error (with the recipient and the link).
    const failure = new Error(
      'Message rejected for kaia@fete.example: http://localhost:3000/verify-email?token=t0k3n',
    );
    auth.options.logger!.log!('error', 'Failed to send the sign-up verification email', failure);
    auth.options.logger!.log!('info', 'Sign-up attempt', { email: 'kaia@fete.example', token: 't0k3n' });
    auth.options.logger!.log!('warn', 'reset for', 'kaia@fete.example', 'https://x.test/r?token=t0k3n');
    const text = lines.join('\n');
    expect(lines).toHaveLength(3);
    for (const secret of ['kaia@fete.example', 't0k3n']) expect(text).not.toContain(secret);
    const first = JSON.parse(lines[0]!) as { msg: string; args: unknown };
    expect(first.msg).toBe('auth: Failed to send the sign-up verification email');
    // What went wrong is still there, without whom it concerned.
    expect(JSON.stringify(first.args)).toContain('Message rejected for [email]: [link]');
  });
});
