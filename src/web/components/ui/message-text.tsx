import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorCatalogue, type ErrorCode } from '../../../shared/errors';
import { paths } from '../../app/paths';

/**
 * The catalogue's texts that send the member somewhere, and the words that name the place: those words become
 * a link there. The dashboard has the button that mails the verification link again.
 */
const places: ReadonlyArray<{ code: ErrorCode; words: string; to: () => string }> = [
  { code: 'EMAIL_NOT_VERIFIED', words: 'from your dashboard', to: () => paths.dashboard() },
  { code: 'VERIFICATION_LINK_INVALID', words: 'from your dashboard', to: () => paths.dashboard() },
];

/**
 * A message as the site shows it (an alert's text, a field's error): word for word, with the place a known
 * refusal names ("…send a new one from your dashboard.") as a link to it, wherever the text sits in the
 * message. Anything else, and anything not a plain text, is shown as it is.
 */
export function MessageText({ children }: { children: ReactNode }) {
  if (typeof children !== 'string') return children;
  for (const { code, words, to } of places) {
    const at = children.indexOf(errorCatalogue[code].message);
    if (at < 0) continue;
    const start = at + errorCatalogue[code].message.indexOf(words);
    return (
      <>
        {children.slice(0, start)}
        <Link to={to()} className="font-semibold underline underline-offset-2 hover:no-underline">
          {words}
        </Link>
        {children.slice(start + words.length)}
      </>
    );
  }
  return children;
}
