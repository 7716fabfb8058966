import { cleanDisplayName } from './display-name';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The site's look in mail clients: inline styles only, a single column, a real button. */
function layout(title: string, body: string): string {
  return `<!doctype html><html><body style="margin:0;background:#fff7ed;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border-radius:16px;overflow:hidden">
<tr><td style="background:linear-gradient(90deg,#e11d48,#f97316,#facc15);background-color:#e11d48;padding:24px 32px;color:#ffffff;font-size:28px;font-weight:bold">Fete</td></tr>
<tr><td style="padding:32px"><h1 style="font-size:22px;margin:0 0 16px">${escape(title)}</h1>${body}</td></tr>
<tr><td style="padding:16px 32px;background:#fff1f2;font-size:12px;color:#6b7280">Fete · Caribbean carnival and travel community</td></tr>
</table></td></tr></table></body></html>`;
}

/*
 * The greeting's name is a member's own choice, and mail to an address can be set off by someone else (a sign-up
 * or a reset request with that address): it is cleaned of links and line breaks here, in every mail
 * (decision 0030). Subjects never carry a member's words.
 */

export function passwordResetMail({ name: chosen, link }: { name: string; link: string }) {
  const name = cleanDisplayName(chosen, 'there');
  const html = layout(
    'Reset your password',
    `<p style="line-height:1.5">Hi ${escape(name)},</p>
<p style="line-height:1.5">We received a request to reset your Fete password. The link works once and expires in one hour.</p>
<p style="margin:24px 0"><a href="${escape(link)}" style="background:#e11d48;color:#ffffff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:bold">Choose a new password</a></p>
<p style="line-height:1.5;font-size:13px;color:#6b7280">If you did not ask for this, you can ignore this e-mail: your password stays the same.</p>`,
  );
  const text = `Hi ${name},\n\nWe received a request to reset your Fete password. Open this link to choose a new one (it works once and expires in one hour):\n\n${link}\n\nIf you did not ask for this, you can ignore this e-mail.\n`;
  return { subject: 'Reset your Fete password', html, text };
}

/** The link that confirms a member's address (sent at sign-up, and again from the dashboard). */
export function verificationMail({ name, link }: { name: string; link: string }) {
  const html = layout(
    'Confirm your email address',
    `<p style="line-height:1.5">Hi ${escape(name)},</p>
<p style="line-height:1.5">Welcome to Fete! Confirm your email address to attend events, rate bands and providers, chat, upload pictures and appear in Fete Nation. The link expires in three days.</p>
<p style="margin:24px 0"><a href="${escape(link)}" style="background:#e11d48;color:#ffffff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:bold">Confirm my email address</a></p>
<p style="line-height:1.5;font-size:13px;color:#6b7280">If you did not sign up for Fete, you can ignore this e-mail.</p>`,
  );
  const text = `Hi ${name},\n\nWelcome to Fete! Open this link to confirm your email address (it expires in three days):\n\n${link}\n\nOnce it is confirmed you can attend events, rate bands and providers, chat, upload pictures and appear in Fete Nation.\n\nIf you did not sign up for Fete, you can ignore this e-mail.\n`;
  return { subject: 'Confirm your Fete email address', html, text };
}

/** A notification (a submission's status changed, a badge awarded …) also sent by e-mail, with a link to see it. */
export function notificationMail({
  name: chosen,
  title,
  message,
  link,
  unsubscribe,
}: {
  name: string;
  title: string;
  message: string;
  link: string;
  /** The one-click unsubscribe page of this kind of mail, and what it stops. */
  unsubscribe?: { url: string; label: string };
}) {
  const name = cleanDisplayName(chosen, 'there');
  const footer = unsubscribe
    ? `<p style="line-height:1.5;font-size:13px;color:#6b7280">You get this e-mail for: ${escape(unsubscribe.label)}. <a href="${escape(unsubscribe.url)}" style="color:#6b7280">Unsubscribe</a></p>`
    : '';
  const html = layout(
    title,
    `<p style="line-height:1.5">Hi ${escape(name)},</p>
<p style="line-height:1.5">${escape(message)}</p>
<p style="margin:24px 0"><a href="${escape(link)}" style="background:#e11d48;color:#ffffff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:bold">Open Fete</a></p>${footer}`,
  );
  const unsubscribeText = unsubscribe
    ? `\nYou get this e-mail for: ${unsubscribe.label}. Unsubscribe: ${unsubscribe.url}\n`
    : '';
  const text = `Hi ${name},\n\n${message}\n\n${link}\n${unsubscribeText}`;
  return { subject: `Fete: ${title}`, html, text };
}
