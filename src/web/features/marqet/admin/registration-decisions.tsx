import { useState } from 'react';
import { MARQET_DURATIONS } from '../../../../shared/constants';
import {
  marqetExtendSchema,
  marqetRegistrationMessages as texts,
  type AdminMarqetRegistration,
  type MarqetRegistrationStatus,
} from '../../../../shared/domains/marqet-registration';
import { FormRadioGroup } from '../../../components/form/choice-group';
import { Form } from '../../../components/form/form';
import { FormError } from '../../../components/form/form-errors';
import { SubmitButton } from '../../../components/form/submit-button';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api';
import { useDecide } from './registrations-api';

/**
 * The decisions on one registration (admin-back-office.md §4): Approve and Reject of a pending one, Reopen of a
 * rejected one (back to pending), Extend of an approved or expired one. Each asks first: a decision tells the
 * member at once, and approval puts the products in the shop.
 */

type Decision = Exclude<MarqetRegistrationStatus, 'expired'>;
type Action = Decision | 'extend';

/** The buttons each status offers; `pending` (the status a reopened registration returns to) is Reopen. */
const offered: Record<MarqetRegistrationStatus, Action[]> = {
  pending: ['approved', 'rejected'],
  rejected: ['pending'],
  approved: ['extend'],
  expired: ['extend'],
};
const buttons = {
  approved: { label: 'Approve', variant: 'primary' },
  rejected: { label: 'Reject', variant: 'danger' },
  pending: { label: 'Reopen', variant: 'secondary' },
  extend: { label: 'Extend', variant: 'secondary' },
} as const;

const monthChoices = MARQET_DURATIONS.map((months) => ({ value: String(months), label: `${months} months` }));

/** What each confirmation says and does; its title is "{button} {brand}?". */
const confirmations = (r: AdminMarqetRegistration) =>
  ({
    approved: {
      busy: 'Approving...',
      message: `${r.submitterName} is told, and the registration's products go into the Fete Marqet at once.`,
      failed: texts.approveFailed,
      done: texts.approved,
    },
    rejected: {
      busy: 'Rejecting...',
      message: `${r.submitterName} is told that the registration was rejected. You can reopen it later.`,
      failed: texts.rejectFailed,
      done: texts.rejected,
    },
    pending: {
      busy: 'Reopening...',
      message: `The registration goes back to pending, to be approved or rejected again, and ${r.submitterName} is told.`,
      failed: texts.reopenFailed,
      done: texts.reopened,
    },
  }) satisfies Record<Decision, unknown>;

export function RegistrationDecisions({
  registration: r,
  onDone,
}: {
  registration: AdminMarqetRegistration;
  onDone: (message: string) => void;
}) {
  const decide = useDecide();
  const [asking, setAsking] = useState<Action | null>(null);
  const says = confirmations(r);
  const asked = asking === 'extend' ? null : asking;
  const close = (done?: string) => {
    setAsking(null);
    decide.reset();
    if (done) onDone(done);
  };

  return (
    <div className="flex flex-wrap gap-2">
      {offered[r.status].map((action) => (
        <Button key={action} variant={buttons[action].variant} onClick={() => setAsking(action)}>
          {buttons[action].label}
        </Button>
      ))}
      <ConfirmDialog
        open={asked !== null}
        title={asked ? `${buttons[asked].label} ${r.brandName}?` : ''}
        message={asked ? says[asked].message : ''}
        confirmLabel={asked ? buttons[asked].label : ''}
        pendingLabel={asked ? says[asked].busy : undefined}
        destructive={asked === 'rejected'}
        pending={decide.isPending}
        error={
          asked && decide.error
            ? `${says[asked].failed}: ${errorMessage(decide.error, 'Unknown error')}`
            : null
        }
        onCancel={() => close()}
        onConfirm={() => {
          if (!asked) return;
          decide.mutate({ id: r.id, to: asked }, { onSuccess: () => close(says[asked].done) });
        }}
      />
      <ExtendDialog registration={r} open={asking === 'extend'} onClose={close} />
    </div>
  );
}

function ExtendDialog({
  registration,
  open,
  onClose,
}: {
  registration: AdminMarqetRegistration;
  open: boolean;
  /** Closes the dialog, with the success message once the registration is extended. */
  onClose: (done?: string) => void;
}) {
  const extend = useDecide();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Extend ${registration.brandName}`}
      description="The registration runs for the chosen months from today, and its products return to the Fete Marqet."
    >
      {open ? (
        <Form
          schema={marqetExtendSchema}
          defaultValues={{ months: String(registration.durationMonths) as unknown as 3 }}
          errorFallback={texts.extendFailed}
          onSubmit={async (values) => {
            try {
              await extend.mutateAsync({ id: registration.id, to: 'extend', months: values.months });
            } catch (error) {
              throw new FormError(`${texts.extendFailed}: ${errorMessage(error, 'Unknown error')}`);
            }
            onClose(texts.extended);
          }}
        >
          <FormRadioGroup label="Extend by" name="months" choices={monthChoices} required />
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={() => onClose()}>
              Cancel
            </Button>
            <SubmitButton loadingText="Extending...">Extend</SubmitButton>
          </div>
        </Form>
      ) : null}
    </Dialog>
  );
}
