import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DateTime } from '../../../components/ui/date-time';
import { SubmitButton } from '../../../components/form/submit-button';

/** The save and cancel row at the foot of a manager's form. */
export function FormButtons({ submitLabel, onCancel }: { submitLabel: string; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap gap-2 sm:col-span-2">
      <SubmitButton loadingText="Saving...">{submitLabel}</SubmitButton>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}

/** The form's inputs in two columns on wide screens. */
export function FormGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2">{children}</div>;
}

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
