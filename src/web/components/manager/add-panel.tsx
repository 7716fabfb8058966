import { useId, useState, type ReactNode } from 'react';
import { Button } from '../ui/button';
import { Card } from '../ui/card';

/**
 * The managers' "Add New …" panel: a toggle button that opens a form below it. `children` receives `close`,
 * which a form calls after a successful create (the panel closes and its form state goes with it).
 */
export function AddPanel({
  label,
  title,
  children,
}: {
  /** The toggle's text, e.g. "Add New Event". */
  label: string;
  /** The panel's heading; `label` without the word "New" reads well, e.g. "Add an event". */
  title?: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = `${panelId}-heading`;
  return (
    <div className="mb-6">
      <Button
        variant={open ? 'secondary' : 'primary'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        icon={<span aria-hidden="true">{open ? '×' : '+'}</span>}
      >
        {open ? 'Cancel' : label}
      </Button>
      <div id={panelId} hidden={!open}>
        {open ? (
          <Card className="mt-4" aria-labelledby={headingId} role="region">
            <h2 id={headingId} className="mb-4 text-lg font-bold text-night-900">
              {title ?? label}
            </h2>
            {children(() => setOpen(false))}
          </Card>
        ) : null}
      </div>
    </div>
  );
}
