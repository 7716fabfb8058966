import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { DateTime } from '../../../components/ui/date-time';

/** "Showing now" or why not, in words (colour is not the only signal). */
export function ShowingBadge({ active, showing }: { active: boolean; showing: boolean }) {
  if (!active) return null;
  return showing ? (
    <Badge tone="success">Showing now</Badge>
  ) : (
    <Badge tone="warning">Outside its window</Badge>
  );
}

/** A window as text: "From … until …", "Always". */
export function WindowFact({ startsAt, endsAt }: { startsAt: string | null; endsAt: string | null }) {
  if (!startsAt && !endsAt) return <p>Shown at any time</p>;
  return (
    <p>
      {startsAt ? (
        <>
          From <DateTime value={startsAt} />
        </>
      ) : (
        'Until'
      )}
      {startsAt && endsAt ? ' until ' : ' '}
      {endsAt ? <DateTime value={endsAt} /> : startsAt ? 'on, with no end' : null}
    </p>
  );
}

/** A link as text, or a note that there is none. */
export function LinkFact({ href }: { href: string | null }) {
  return href ? (
    <p className="break-all">
      Links to <span className="font-medium text-night-900">{href}</span>
    </p>
  ) : (
    <p>No link</p>
  );
}

/** The facts of a slide or an ad: its text, where it links and when it shows (then anything else). */
export function WindowedFacts({
  text,
  linkUrl,
  startsAt,
  endsAt,
  children,
}: {
  text: string | null;
  linkUrl: string | null;
  startsAt: string | null;
  endsAt: string | null;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      {text ? <p>{text}</p> : null}
      <LinkFact href={linkUrl} />
      <WindowFact startsAt={startsAt} endsAt={endsAt} />
      {children}
    </div>
  );
}
