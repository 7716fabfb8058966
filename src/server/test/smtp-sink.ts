import { SMTPServer } from 'smtp-server';

export interface SunkMail {
  to: string[];
  subject: string;
  text: string;
  raw: string;
}

/** An in-process SMTP server that keeps every mail it receives, for tests that follow links in mail. */
export async function startSmtpSink() {
  const mails: SunkMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // The app's pooled connections stay open: closing the sink ends them at once instead of waiting 30 s.
    closeTimeout: 1,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: decodeHeader(/^Subject: (.*)$/im.exec(raw)?.[1] ?? ''),
          text: decodeQuotedPrintable(raw),
          raw,
        });
        waiters.splice(0).forEach((w) => w());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    // Pooled: smtp-server waits 100 ms after each new connection before its greeting (it watches for clients that
    // talk too soon), and a mail per connection made each mail a test sent cost that much.
    url: `smtp://127.0.0.1:${port}?pool=true`,
    mails,
    /** The newest mail to this address, waiting for it if it has not arrived yet. */
    async waitFor(to: string, timeoutMs = 10_000): Promise<SunkMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = [...mails].reverse().find((m) => m.to.includes(to.toLowerCase()));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?Q\?(.*?)\?=/gi, (_, q: string) =>
    decodeQuotedPrintable(q.replace(/_/g, ' ')),
  );
}

export function firstLink(text: string, pathPrefix: string): string {
  const match = new RegExp(`https?://[^\\s"<>]*${pathPrefix.replace(/[/?]/g, '\\$&')}[^\\s"<>]*`).exec(text);
  if (!match) throw new Error(`no link to ${pathPrefix} in mail`);
  return match[0].replace(/&amp;/g, '&');
}
