import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Logger } from './logger';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers: List-Unsubscribe and List-Unsubscribe-Post on notification mail (decision 0034). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  smtpUrl?: string;
  /** Where mails go when there is no SMTP server: one .eml file each. */
  outboxDir: string;
  from: string;
  logger: Logger;
}

export function createMailer({ smtpUrl, outboxDir, from, logger }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
        // Neither the address nor the body: links in a mail are often credentials (reset tokens).
        logger.info({ subject: message.subject }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await fs.mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const file = path.join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
      );
      // The mails hold reset links: only the server's user may read them. Open the file to follow a link; the
      // log names the file, never the link or the address.
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      logger.info({ subject: message.subject, file }, 'mail written to outbox');
    },
  };
}
