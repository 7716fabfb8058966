import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { planSettingsSchema, type Plan } from '../../../shared/domains/plans';
import { Form } from '../../components/form/form';
import { FormNumberField } from '../../components/form/number-fields';
import { SubmitButton } from '../../components/form/submit-button';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { LinkField } from '../../components/ui/link-field';
import type { planApi } from './api';
import { planTexts } from './messages';

type Api = ReturnType<typeof planApi>;
const box = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-night-900/10';

/** The plan's travel buffer, its read-only share link (make, copy, revoke) and deleting it. */
export function PlanSettings({
  plan,
  api,
  onDelete,
  deleting,
}: {
  plan: Plan;
  api: Api;
  onDelete: () => void;
  deleting: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <section aria-labelledby="buffer-title" className={box}>
        <h2 id="buffer-title" className="mb-2 font-display text-xl font-bold text-night-900">
          Travel buffer
        </h2>
        <Form
          schema={planSettingsSchema}
          defaultValues={{ travelBufferMinutes: plan.travelBufferMinutes }}
          errorFallback={planTexts.saveFailed}
          successMessage="Travel buffer saved"
          onSubmit={(values) => api.setBuffer(values.travelBufferMinutes)}
          className="flex flex-col gap-3"
        >
          <FormNumberField
            label="Minutes between places"
            name="travelBufferMinutes"
            hint="Entries in different places closer than this are flagged."
          />
          <SubmitButton variant="secondary" loadingText="Saving...">
            Save buffer
          </SubmitButton>
        </Form>
      </section>
      <ShareLink plan={plan} api={api} />
      <section aria-labelledby="delete-title" className={box}>
        <h2 id="delete-title" className="mb-2 font-display text-xl font-bold text-night-900">
          Delete plan
        </h2>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          Delete this plan
        </Button>
      </section>
      <ConfirmDialog
        open={confirming}
        title="Delete this plan?"
        message="Its entries and share link go with it. The events and bands themselves stay on Fete."
        confirmLabel="Delete plan"
        pendingLabel="Deleting..."
        destructive
        pending={deleting}
        onConfirm={onDelete}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

function ShareLink({ plan, api }: { plan: Plan; api: Api }) {
  const share = useMutation({ mutationFn: api.share });
  const unshare = useMutation({ mutationFn: api.unshare });
  const failed = share.isError || unshare.isError;
  return (
    <section aria-labelledby="share-title" className={box}>
      <h2 id="share-title" className="mb-2 font-display text-xl font-bold text-night-900">
        Share with my crew
      </h2>
      <p className="mb-3 text-sm text-gray-700">
        Anyone with the link sees the days, times, places and clashes, read-only. Not your costs, budget or
        receipts, nor your name.
      </p>
      {plan.shareUrl ? (
        <LinkField label="Read-only link" url={plan.shareUrl}>
          <Button variant="ghost" loading={share.isPending} onClick={() => share.mutate()}>
            New link
          </Button>
          <Button variant="danger" loading={unshare.isPending} onClick={() => unshare.mutate()}>
            Stop sharing
          </Button>
        </LinkField>
      ) : (
        <Button loading={share.isPending} onClick={() => share.mutate()}>
          Share read-only link
        </Button>
      )}
      {failed ? (
        <Alert tone="error" className="mt-3">
          {planTexts.saveFailed}
        </Alert>
      ) : null}
    </section>
  );
}
