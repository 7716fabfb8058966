import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/button';

const ReportEventDialog = lazy(() => import('./report-event-dialog'));

/**
 * "Report" on an event page, for signed-in members (the detail's `can.report`): a reason goes to the
 * administrators, who see it in the events manager. The event stays up until one of them acts. The dialog (a
 * form) loads with the first click; hovering or focusing the button starts loading it.
 */
export function ReportEventButton({ eventId, title }: { eventId: string; title: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const preload = () => {
    if (!wanted) setWanted(true);
  };
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        onPointerEnter={preload}
        onFocus={preload}
        aria-haspopup="dialog"
        aria-label={`Report ${title}`}
      >
        Report
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <ReportEventDialog eventId={eventId} title={title} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
