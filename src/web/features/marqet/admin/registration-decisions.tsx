import { useState } from 'react';
import { MARQET_DURATIONS } from '../../../../shared/constants';
import {
  marqetExtendSchema,
  marqetRegistrationMessages as texts,
  type MarqetRegistrationStatus,
} from '../../../../shared/domains/marqet-registration';
import { FormRadioGroup } from '../../../components/form/choice-group';
import { Form } from '../../../components/form/form';
import { FormError } from '../../../components/form/form-errors';
import { SubmitButton } from '../../../components/form/submit-button';
import { useStagedStatuses } from '../../../components/staged-status/use-staged-statuses';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api';
import { useDecide, useExtendRegistration, type AdminMarqetRegistration } from './registrations-api';

/**
 * The decisions on one registration (admin-back-office.md §4): Approve and Reject of a pending one, Reopen of a
 * rejected one (back to pending), Extend of an approved or expired one. Each asks first: a decision tells the
 * member at once, and approval puts the products in the shop.
 */

type Decision = Exclude<MarqetRegistrationStatus, 'expired'>;

const monthChoices = MARQET_DURATIONS.map((months) => ({ value: String(months), label: `${months} months` }));

/** What each confirmation says and does; `pending` (the status a reopened registration returns to) is Reopen. */
const confirmations = (r: AdminMarqetRegistration) =>
  ({
    approved: {
      label: 'Approve',
      busy: 'Approving...',
      title: `Approve ${r.brandName}?`,
      message: `${r.submitterName} is told, and the registration's products go into the Fete Marqet at once.`,
      destructive: false,
      failed: texts.approveFailed,
      done: texts.approved,
    },
    rejected: {
      label: 'Reject',
      busy: 'Rejecting...',
      title: `Reject ${r.brandName}?`,
      message: `${r.submitterName} is told that the registration was rejected. You can reopen it later.`,
      destructive: true,
      failed: texts.rejectFailed,
      done: texts.rejected,
    },
    pending: {
      label: 'Reopen',
      busy: 'Reopening...',
      title: `Reopen ${r.brandName}?`,
      message: `The registration goes back to pending, to be approved or rejected again, and ${r.submitterName} is told.`,
      destructive: false,
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
  const [asking, setAsking] = useState<Decision | null>(null);
  const [extending, setExtending] = useState(false);
  const says = confirmations(r);
  const decisions = useStagedStatuses<Decision>({
    save: (id, to) => decide.mutateAsync({ id, to }),
    failedMessage: (failure, status) => `${says[status].failed}: ${errorMessage(failure, 'Unknown error')}`,
  });
  const offered: Decision[] =
    r.status === 'pending' ? ['approved', 'rejected'] : r.status === 'rejected' ? ['pending'] : [];
  const asked = asking ? says[asking] : null;

  return (
    <div className="flex flex-wrap gap-2">
      {offered.map((decision) => (
        <Button
          key={decision}
          variant={decision === 'rejected' ? 'danger' : decision === 'pending' ? 'secondary' : 'primary'}
          onClick={() => setAsking(decision)}
        >
          {says[decision].label}
        </Button>
      ))}
      {r.status === 'approved' || r.status === 'expired' ? (
        <Button variant="secondary" onClick={() => setExtending(true)}>
          Extend
        </Button>
      ) : null}
      <ConfirmDialog
        open={asked !== null}
        title={asked?.title ?? ''}
        message={asked?.message ?? ''}
        confirmLabel={asked?.label ?? ''}
        pendingLabel={asked?.busy}
        destructive={asked?.destructive ?? false}
        pending={decisions.saving}
        error={decisions.error}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (!asking) return;
          void decisions.apply(r.id, asking).then((saved) => {
            if (!saved) return;
            setAsking(null);
            onDone(says[asking].done);
          });
        }}
      />
      <ExtendDialog
        registration={r}
        open={extending}
        onClose={() => setExtending(false)}
        onExtended={() => {
          setExtending(false);
          onDone(texts.extended);
        }}
      />
    </div>
  );
}

function ExtendDialog({
  registration,
  open,
  onClose,
  onExtended,
}: {
  registration: AdminMarqetRegistration;
  open: boolean;
  onClose: () => void;
  onExtended: () => void;
}) {
  const extend = useExtendRegistration();
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
              await extend.mutateAsync({ id: registration.id, months: values.months });
            } catch (error) {
              throw new FormError(`${texts.extendFailed}: ${errorMessage(error, 'Unknown error')}`);
            }
            onExtended();
          }}
        >
          <FormRadioGroup label="Extend by" name="months" choices={monthChoices} required />
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <SubmitButton loadingText="Extending...">Extend</SubmitButton>
          </div>
        </Form>
      ) : null}
    </Dialog>
  );
}
