import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  EVENT_REPORT_REASON_MAX,
  eventAdminMessages as texts,
  eventReportInputSchema,
} from '../../../shared/domains/event-admin';
import { Form } from '../../components/form/form';
import { FormTextArea } from '../../components/form/fields';
import { SubmitButton } from '../../components/form/submit-button';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { reportEvent } from './api';

/**
 * The report dialog of an event page (report-event-button.tsx): loaded when a member first opens it, so the form
 * kit and the schemas stay out of the page's first scripts.
 */
export default function ReportEventDialog({
  eventId,
  title,
  open,
  onClose,
}: {
  eventId: string;
  title: string;
  open: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [sent, setSent] = useState(false);
  const close = () => {
    onClose();
    setSent(false);
  };
  return (
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
            await reportEvent(queryClient, eventId, values);
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
  );
}
