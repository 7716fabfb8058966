import { linkify } from '../../../shared/domains/chat';

/**
 * A message as plain text: React escapes it (no HTML from a message ever renders), line breaks kept, and
 * only http(s) addresses become links, opened in a new tab without access to this page.
 */
export function MessageBody({ body }: { body: string }) {
  return (
    <p className="break-words whitespace-pre-wrap">
      {linkify(body).map((part, i) =>
        part.href ? (
          <a
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="font-semibold underline underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}
