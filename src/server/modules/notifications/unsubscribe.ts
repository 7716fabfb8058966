import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  NOTIFICATION_EMAIL_CATEGORIES,
  type NotificationEmailCategory,
} from '../../../shared/domains/notifications';
import { AppError } from '../../../shared/errors';
import type { Deps } from '../../app-env';
import type { Config } from '../../config';
import { keyPerConfig } from '../../platform/config-keys';
import { linkKey } from '../../secret';
import { addEmailOff } from './queries';

/*
 * One-click unsubscribe (RFC 8058; decision 0034). Every notification mail of a category the member can turn off
 * carries `List-Unsubscribe: <url>` and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`; the URL holds a
 * signed token of the member and the category, so it works without signing in, cannot be made for anyone else,
 * and turns off only that category's e-mail (the in-app notices stay, as in Settings). A GET shows a page with
 * a button (link scanners follow GETs, so a GET changes nothing); the POST, the mail client's or the button's,
 * does it.
 */

const keyOf = keyPerConfig((config) => linkKey(config, 'unsubscribe'));

const signature = (config: Config, userId: string, category: string) =>
  createHmac('sha256', keyOf(config)).update(`${userId}\n${category}`).digest('base64url').slice(0, 32);

export function unsubscribeToken(
  config: Config,
  userId: string,
  category: NotificationEmailCategory,
): string {
  return `${Buffer.from(userId).toString('base64url')}.${category}.${signature(config, userId, category)}`;
}

export const unsubscribeUrl = (config: Config, token: string) =>
  `${config.publicUrl}/api/unsubscribe/${token}`;

/** The member and category a token names, or null for anything not signed by this server. */
export function readUnsubscribeToken(
  config: Config,
  token: string,
): { userId: string; category: (typeof NOTIFICATION_EMAIL_CATEGORIES)[number] } | null {
  const [user, key, sig] = token.split('.');
  if (!user || !key || !sig || token.split('.').length !== 3) return null;
  const category = NOTIFICATION_EMAIL_CATEGORIES.find((c) => c.key === key);
  if (!category) return null;
  const userId = Buffer.from(user, 'base64url').toString('utf8');
  const expected = Buffer.from(signature(config, userId, category.key));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId, category };
}

/** The headers of a mail in `category` to the member. */
export function unsubscribeHeaders(config: Config, userId: string, category: NotificationEmailCategory) {
  const url = unsubscribeUrl(config, unsubscribeToken(config, userId, category));
  return {
    url,
    headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string, status: number): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)} · Fete</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1f2937"><h1>${escape(title)}</h1>${body}
<p><a href="/settings">Your e-mail settings</a></p></body></html>`;
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/** A token this server did not sign: the API's 404, like any unknown item. */
const invalid = (): never => {
  throw new AppError('NOT_FOUND', 'This unsubscribe link is not valid');
};

/** GET /api/unsubscribe/:token: what the link stops, and a button to confirm. */
export function unsubscribePage(config: Config, token: string): Response {
  const read = readUnsubscribeToken(config, token);
  if (!read) return invalid();
  return page(
    'Unsubscribe',
    `<p>Stop e-mails for: ${escape(read.category.label)}? You will still find these notices under the bell.</p>
<form method="post"><button type="submit" style="padding:.6rem 1.2rem">Unsubscribe</button></form>`,
    200,
  );
}

/** POST /api/unsubscribe/:token: the category's e-mail is off (again is fine). */
export async function unsubscribe(deps: Pick<Deps, 'db' | 'config'>, token: string): Promise<Response> {
  const read = readUnsubscribeToken(deps.config, token);
  if (!read) return invalid();
  await addEmailOff(deps.db, read.userId, read.category.key);
  return page(
    'Unsubscribed',
    `<p>You will no longer get e-mails for: ${escape(read.category.label)}.</p>`,
    200,
  );
}
