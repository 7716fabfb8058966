import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { e2eDataDir } from '../../playwright.config';

/** Without SMTP the server writes each mail to DATA_DIR/mail/<ISO time>-<uuid>.eml. */
const OUTBOX = path.join(e2eDataDir, 'mail');

export interface Mail {
  file: string;
  to: string;
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
}

/** Quoted-printable: `=\n` joins soft-broken lines, `=XX` is one byte (UTF-8 text spans several). */
export function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function header(block: string, name: string): string {
  // Folded header lines continue with whitespace.
  const match = new RegExp(`^${name}:(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(block);
  return match ? match[1]!.replace(/\r?\n[ \t]+/g, ' ').trim() : '';
}

function parse(file: string): Mail {
  const raw = fs.readFileSync(file, 'utf8');
  const [head = ''] = raw.split(/\r?\n\r?\n/, 1);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(header(head, 'Content-Type'))?.[1];
  const parts = boundary ? raw.split(`--${boundary}`).slice(1) : [raw.slice(head.length)];
  const plain = parts.find((part) => /content-type:\s*text\/plain/i.test(part)) ?? parts[0] ?? '';
  const split = plain.search(/\r?\n\r?\n/);
  const partHead = plain.slice(0, split);
  const body = plain.slice(split).replace(/^\r?\n\r?\n/, '');
  const qp = /quoted-printable/i.test(header(partHead, 'Content-Transfer-Encoding'));
  return {
    file,
    to: header(head, 'To'),
    subject: header(head, 'Subject'),
    text: qp ? decodeQuotedPrintable(body) : body,
  };
}

function mailsTo(address: string, outbox = OUTBOX): Mail[] {
  let names: string[];
  try {
    names = fs.readdirSync(outbox).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  // The file names start with the time of sending, so their order is the mails' order.
  return names
    .sort()
    .map((name) => parse(path.join(outbox, name)))
    .filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase()));
}

/**
 * Waits for a mail to `address` beyond the `alreadyThere` first ones, and returns the newest. `dataDir`: the
 * DATA_DIR of a server a journey runs itself (its outbox is there).
 */
export async function waitForNewMail(address: string, alreadyThere: number, dataDir?: string): Promise<Mail> {
  const outbox = dataDir ? path.join(dataDir, 'mail') : OUTBOX;
  await expect
    .poll(() => mailsTo(address, outbox).length, { message: `a new mail to ${address}` })
    .toBeGreaterThan(alreadyThere);
  return mailsTo(address, outbox).at(-1)!;
}

export const countMailsTo = (address: string) => mailsTo(address).length;

/** The password-reset link of a mail. */
export function resetLink(mail: Mail): string {
  const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No reset link in ${mail.file}:\n${mail.text}`);
  return link;
}

/** The address-verification link of a mail (sent at sign-up, and again from the dashboard). */
export function verificationLink(mail: Mail): string {
  const link = /https?:\/\/\S+\/verify-email\?token=\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No verification link in ${mail.file}:\n${mail.text}`);
  return link;
}
