import { useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  membershipExtendSchema,
  suspendSchema,
  type AdminUserDetail,
  type MembershipExtendInput,
} from '../../../../shared/domains/member-admin';
import { FormSelectField, FormTextArea, FormTextField } from '../../../components/form/fields';
import { Form } from '../../../components/form/form';
import { SubmitButton } from '../../../components/form/submit-button';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PasswordConfirmDialog } from '../../../components/ui/password-confirm-dialog';
import { errorMessage } from '../../../lib/api';
import { useUserAction } from './use-user-action';
import { usersMessages as t } from './messages';

type Props = { detail: AdminUserDetail };
/** The suspend form asks for the reason; the password is asked in the confirmation that follows. */
const suspendReasonSchema = suspendSchema.pick({ reason: true });
const nameOf = ({ user }: AdminUserDetail) => `${user.firstName} ${user.lastName}`;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card className="flex flex-col gap-3">
      <h2 className="font-display text-lg font-bold text-night-900">{title}</h2>
      {children}
    </Card>
  );
}

export function RoleSection({ detail }: Props) {
  const { user, can } = detail;
  // Both directions ask for the administrator's own password (decision 0031).
  const [confirming, setConfirming] = useState<'admin' | 'user' | null>(null);
  const makeOpener = useRef<HTMLButtonElement>(null);
  const removeOpener = useRef<HTMLButtonElement>(null);
  const change = useUserAction(
    user.id,
    (api, { role, password }: { role: 'admin' | 'user'; password: string }) =>
      api.changeRole(user.id, role, password),
  );
  const close = () => {
    change.reset();
    setConfirming(null);
  };
  return (
    <Section title="Role">
      {can.makeAdmin ? (
        <Button ref={makeOpener} variant="secondary" onClick={() => setConfirming('admin')} className="w-fit">
          {t.makeAdmin}
        </Button>
      ) : null}
      {user.role === 'admin' ? (
        can.removeAdmin ? (
          <Button ref={removeOpener} variant="danger" onClick={() => setConfirming('user')} className="w-fit">
            {t.removeAdmin}
          </Button>
        ) : (
          <p className="text-sm text-gray-700">The only administrator keeps the role.</p>
        )
      ) : null}
      {user.role !== 'admin' && !can.makeAdmin ? (
        <p className="text-sm text-gray-700">A suspended member cannot be made an administrator.</p>
      ) : null}
      <PasswordConfirmDialog
        open={confirming !== null}
        title={confirming === 'admin' ? t.makeAdmin : t.removeAdmin}
        message={
          confirming === 'admin' ? t.makeAdminConfirm(nameOf(detail)) : t.removeAdminConfirm(nameOf(detail))
        }
        confirmLabel={confirming === 'admin' ? t.makeAdmin : t.removeAdmin}
        pendingLabel={confirming === 'admin' ? 'Saving...' : 'Removing...'}
        destructive={confirming !== 'admin'}
        pending={change.isPending}
        error={change.error ? errorMessage(change.error, t.actionFailed) : null}
        onConfirm={(password) =>
          confirming &&
          change.mutate({ role: confirming, password }, { onSuccess: () => setConfirming(null) })
        }
        onCancel={close}
        returnFocusRef={confirming === 'admin' ? makeOpener : removeOpener}
      />
    </Section>
  );
}

function ExtendFields() {
  const by = useWatch({ name: 'by' });
  return by === 'date' ? (
    <FormTextField label="New expiry date" name="until" type="date" required />
  ) : (
    <FormTextField label="Days to add" name="days" type="number" inputMode="numeric" min={1} required />
  );
}

export function MembershipSection({ detail }: Props) {
  const { user, can } = detail;
  const extend = useUserAction(user.id, (api, input: MembershipExtendInput) =>
    api.extendMembership(user.id, input),
  );
  return (
    <Section title="Membership">
      {can.extendMembership ? (
        <Form
          schema={membershipExtendSchema}
          defaultValues={{ by: 'days', days: '30', until: '' }}
          errorFallback={t.actionFailed}
          successMessage={t.extended}
          className="flex flex-col gap-4"
          onSubmit={async (values) => {
            await extend.mutateAsync(values);
          }}
        >
          <FormSelectField
            label="Extend"
            name="by"
            options={[
              { value: 'days', label: 'By a number of days' },
              { value: 'date', label: 'To a date' },
            ]}
          />
          <ExtendFields />
          <SubmitButton loadingText="Extending..." className="w-fit">
            Extend Membership
          </SubmitButton>
        </Form>
      ) : (
        <p className="text-sm text-gray-700">This membership never expires.</p>
      )}
    </Section>
  );
}

export function SuspensionSection({ detail }: Props) {
  const { user, can } = detail;
  const [reason, setReason] = useState<string | null>(null);
  const suspend = useUserAction(user.id, (api, input: { reason: string; password: string }) =>
    api.suspendUser(user.id, input),
  );
  const lift = useUserAction(user.id, (api) => api.unsuspendUser(user.id));
  return (
    <Section title="Suspension">
      {user.suspended ? (
        <>
          <p className="text-sm">
            Suspended: <span className="font-semibold">{user.suspendReason}</span>
          </p>
          {can.unsuspend ? (
            <Button
              variant="secondary"
              loading={lift.isPending}
              onClick={() => lift.mutate()}
              className="w-fit"
            >
              Lift Suspension
            </Button>
          ) : null}
          {lift.error ? <Alert tone="error">{errorMessage(lift.error, t.actionFailed)}</Alert> : null}
        </>
      ) : can.suspend ? (
        <Form
          schema={suspendReasonSchema}
          defaultValues={{ reason: '' }}
          errorFallback={t.actionFailed}
          className="flex flex-col gap-4"
          onSubmit={(values) => setReason(values.reason)}
        >
          <FormTextArea label="Reason for suspension" name="reason" rows={2} required />
          <SubmitButton variant="danger" className="w-fit">
            Suspend Member
          </SubmitButton>
        </Form>
      ) : (
        <p className="text-sm text-gray-700">Administrators cannot be suspended.</p>
      )}
      {lift.isSuccess && !user.suspended ? <Alert tone="success">{t.unsuspended}</Alert> : null}
      <PasswordConfirmDialog
        open={reason !== null}
        title="Suspend Member"
        message={t.suspendConfirm(nameOf(detail))}
        confirmLabel="Suspend Member"
        pendingLabel="Suspending..."
        pending={suspend.isPending}
        error={suspend.error ? errorMessage(suspend.error, t.actionFailed) : null}
        onConfirm={(password) =>
          suspend.mutate({ reason: reason ?? '', password }, { onSuccess: () => setReason(null) })
        }
        onCancel={() => {
          suspend.reset();
          setReason(null);
        }}
      />
    </Section>
  );
}

export function SessionsSection({ detail }: Props) {
  const { user, can } = detail;
  const [confirming, setConfirming] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const revoke = useUserAction(user.id, (api) => api.revokeSessions(user.id));
  return (
    <Section title="Sessions">
      <p className="text-sm">
        {user.sessions === 1 ? '1 active session' : `${user.sessions} active sessions`}
      </p>
      {can.revokeSessions ? (
        <Button ref={opener} variant="danger" onClick={() => setConfirming(true)} className="w-fit">
          Sign Out Everywhere
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Sign Out Everywhere"
        message={t.revokeConfirm(nameOf(detail))}
        confirmLabel="Sign Out Everywhere"
        pendingLabel="Signing out..."
        pending={revoke.isPending}
        error={revoke.error ? errorMessage(revoke.error, t.actionFailed) : null}
        onConfirm={() => revoke.mutate(undefined, { onSuccess: () => setConfirming(false) })}
        onCancel={() => {
          revoke.reset();
          setConfirming(false);
        }}
        returnFocusRef={opener}
      />
    </Section>
  );
}
