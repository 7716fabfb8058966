import { linkifyit } from 'linkify-it';

/*
 * Names are text a member chose, shown to other members and written into mail (decision 0030). Mail clients turn
 * anything that looks like an address into a link, and a line break in a name can make a mail or a notice say
 * more than a name. So wherever a name is shown to someone else or mailed, it goes through cleanDisplayName.
 * linkify-it is the link finder markdown-it uses; fuzzy links are on, so bare domains (spam.com, x.tt) count,
 * as they do in the mail clients that link them.
 */
const links = linkifyit({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: true });

/** Control characters, line and paragraph separators, and every other kind of space: one space each. */
const BREAKS = /[\p{Cc}\p{Zl}\p{Zp}\s]+/gu;
/** Invisible characters that reorder or hide text (bidirectional overrides, zero-width space, BOM). */
const INVISIBLE = /[\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;

const squeeze = (text: string) => text.replace(BREAKS, ' ').trim();

/**
 * A member's name as others see it or read it in mail: one line, no links (URLs, www., e-mail addresses, bare
 * domains), no invisible reordering. `fallback` when nothing is left.
 */
export function cleanDisplayName(name: string | null | undefined, fallback = 'A member'): string {
  let text = squeeze((name ?? '').replace(INVISIBLE, ''));
  const found = links.match(text);
  if (found) {
    for (const link of [...found].reverse())
      text = text.slice(0, link.index) + ' ' + text.slice(link.lastIndex);
    text = squeeze(text);
  }
  return text || fallback;
}

/** "First Last" of a member, cleaned; the account's name when both are blank, then `fallback`. */
export function memberName(
  row: { firstName?: string | null; lastName?: string | null; name?: string | null },
  fallback = 'A member',
): string {
  const full = cleanDisplayName(`${row.firstName ?? ''} ${row.lastName ?? ''}`, '');
  return full || cleanDisplayName(row.name, fallback);
}
