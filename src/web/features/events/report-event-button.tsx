import { useState } from 'react';
import {
  EVENT_REPORT_REASON_MAX,
  eventManagerMessages as texts,
  eventReportInputSchema,
} from '../../../shared/domains/event-manager';
import { Form } from '../../components/form/form';
import { FormTextArea } from '../../components/form/fields';
import { SubmitButton } from '../../components/form/submit-button';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { reportEvent } from './api';

/**
 * "Report" on an event page, for signed-in members (the detail's `can.report`): a reason goes to the
 * administrators, who see it in the events manager. The event stays up until one of them acts.
 */
export function ReportEventButton({ eventId, title }: { eventId: string; title: string }) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const close = () => {
    setOpen(false);
    setSent(false);
  };
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={`Report ${title}`}
      >
        Report
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title="Report this event"
        description={sent ? undefined : `Tell the administrators what is wrong with “${title}”.`}
      >
        {sent ? (
          <div className="flex flex-col gap-4">
            <Alert tone="success">{texts.reportSent}</Alert>
            <div className="flex justify-end">
              <Button variant="secondary" onClick={close}>
                Close
              </Button>
            </div>
          </div>
        ) : (
          <Form
            schema={eventReportInputSchema}
            defaultValues={{ reason: '' }}
            errorFallback={texts.reportFailed}
            aria-label="Report this event"
            onSubmit={async (values) => {
              await reportEvent(eventId, values);
              setSent(true);
            }}
          >
            <FormTextArea
              label="Reason"
              name="reason"
              required
              rows={4}
              maxLength={EVENT_REPORT_REASON_MAX}
              hint={`Up to ${EVENT_REPORT_REASON_MAX} characters.`}
            />
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="secondary" onClick={close}>
                Cancel
              </Button>
              <SubmitButton loadingText="Sending...">Send Report</SubmitButton>
            </div>
          </Form>
        )}
      </Dialog>
    </>
  );
}
