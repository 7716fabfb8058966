import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { TextField } from './text-field';

/**
 * A private link for the member to copy (the calendar feed, a plan's share link): read-only, selected on focus,
 * and a "Copy link" button that says "Copied" until the link changes. `children` are more buttons for the same
 * link (make a new one, stop sharing), in the same row.
 */
export function LinkField({ label, url, children }: { label: string; url: string; children?: ReactNode }) {
  const [copied, setCopied] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-3">
      <TextField label={label} value={url} readOnly onFocus={(e) => e.currentTarget.select()} />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          // Refused (an insecure origin, a denied permission): the link stays selectable in the field.
          onClick={() =>
            void navigator.clipboard?.writeText(url).then(
              () => setCopied(url),
              () => {},
            )
          }
        >
          {copied === url ? 'Copied' : 'Copy link'}
        </Button>
        {children}
      </div>
    </div>
  );
}
