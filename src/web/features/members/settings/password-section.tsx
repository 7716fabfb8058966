import { useMutation } from '@tanstack/react-query';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '../../../../shared/errors';
import { passwordChangeSchema } from '../../../../shared/schemas/account';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { errorMessage } from '../../../lib/api';
import { flashState } from '../../../lib/flash';
import { changePassword } from '../api';
import { SectionCard } from './section-frame';

const ERROR_ID = 'password-error';
const FAILED = 'Failed to update password';

export function PasswordSection() {
  const navigate = useNavigate();
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: () =>
      navigate('/dashboard', { state: flashState('success', messages.settings.passwordUpdated) }),
    onError: (err) => setError(errorMessage(err, FAILED)),
  });

  const set = (name: keyof typeof values) => (e: ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    // The spec checks the match before anything else is sent.
    if (values.newPassword !== values.confirmPassword) {
      setInvalid(new Set(['confirmPassword']));
      setError(messages.settings.passwordsDoNotMatch);
      return;
    }
    const result = passwordChangeSchema.safeParse(values);
    if (!result.success) {
      setInvalid(new Set(result.error.issues.map((i) => String(i.path[0]))));
      setError(result.error.issues[0]?.message ?? FAILED);
      return;
    }
    setInvalid(new Set());
    mutation.mutate(result.data);
  }

  const describedBy = error ? ERROR_ID : undefined;
  return (
    <SectionCard title="Change Password" description="Enter your current password, then choose a new one.">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {error ? (
          <Alert tone="error" id={ERROR_ID}>
            {error}
          </Alert>
        ) : null}
        <PasswordField
          label="Current Password"
          name="currentPassword"
          autoComplete="current-password"
          required
          value={values.currentPassword}
          onChange={set('currentPassword')}
          invalid={invalid.has('currentPassword')}
          describedBy={describedBy}
        />
        <PasswordField
          label="New Password"
          name="newPassword"
          autoComplete="new-password"
          required
          hint="At least 6 characters."
          value={values.newPassword}
          onChange={set('newPassword')}
          invalid={invalid.has('newPassword')}
          describedBy={describedBy}
        />
        <PasswordField
          label="Confirm New Password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          invalid={invalid.has('confirmPassword')}
          describedBy={describedBy}
        />
        <div>
          <Button type="submit" loading={mutation.isPending} loadingText="Updating...">
            Update Password
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
