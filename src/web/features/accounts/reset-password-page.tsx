import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '../../../shared/constants';
import { messages } from '../../../shared/errors';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { LinkButton } from '../../components/ui/link-button';
import { PasswordField } from '../../components/ui/password-field';
import { ApiError, errorMessage } from '../../lib/api';
import { useResetPassword } from '../../lib/auth';
import { AuthFrame } from './auth-frame';

const ERROR_ID = 'reset-password-error';
const INVALID_LINK = 'This password reset link is invalid or has expired.';

function isInvalidToken(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'INVALID_TOKEN' || /token/i.test(error.message));
}

/** /reset-password?token=…: the target of the link in the reset e-mail. */
export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const linkError = searchParams.get('error');
  const reset = useResetPassword();
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<Set<string>>(new Set());

  const requestNewLink = (
    <LinkButton to="/signin" state={{ view: 'reset' }}>
      Request a New Link
    </LinkButton>
  );

  if (!token || linkError || (reset.isError && isInvalidToken(reset.error))) {
    return (
      <AuthFrame title="Reset Password">
        <div className="flex flex-col items-start gap-5">
          <Alert tone="error" title="This link can't be used">
            {INVALID_LINK} Reset links work once and expire after an hour. Ask for a new one below.
          </Alert>
          {requestNewLink}
        </div>
      </AuthFrame>
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthFrame title="Reset Password">
        <div className="flex flex-col items-start gap-5">
          <Alert tone="success" title="Password updated">
            Your password has been reset. You can now sign in with your new password.
          </Alert>
          <LinkButton to="/signin" replace>
            Sign In
          </LinkButton>
        </div>
      </AuthFrame>
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    let problem: string | null = null;
    let fields: string[] = [];
    if (!newPassword || !confirmPassword) {
      problem = messages.signup.requiredFields;
      fields = [!newPassword && 'newPassword', !confirmPassword && 'confirmPassword'].filter(
        Boolean,
      ) as string[];
    } else if (newPassword.length < PASSWORD_MIN_LENGTH) {
      problem = messages.signup.passwordLength;
      fields = ['newPassword'];
    } else if (newPassword !== confirmPassword) {
      problem = messages.settings.passwordsDoNotMatch;
      fields = ['confirmPassword'];
    }
    setInvalid(new Set(fields));
    if (problem) {
      setFormError(problem);
      return;
    }
    try {
      await reset.mutateAsync({ token: token!, newPassword });
    } catch (err) {
      if (!isInvalidToken(err)) setFormError(errorMessage(err, 'Failed to reset password'));
    }
  }

  return (
    <AuthFrame title="Reset Password" subtitle="Choose a new password for your account.">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {formError ? (
          <Alert tone="error" id={ERROR_ID}>
            {formError}
          </Alert>
        ) : null}
        <PasswordField
          label="New Password"
          name="newPassword"
          autoComplete="new-password"
          required
          hint="At least 6 characters."
          value={newPassword}
          onChange={(e) => setNewPassword(e.target.value)}
          invalid={invalid.has('newPassword')}
          describedBy={formError ? ERROR_ID : undefined}
        />
        <PasswordField
          label="Confirm Password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={confirmPassword}
          onChange={(e) => setConfirmPassword(e.target.value)}
          invalid={invalid.has('confirmPassword')}
          describedBy={formError ? ERROR_ID : undefined}
        />
        <Button type="submit" size="lg" block loading={reset.isPending} loadingText="Resetting...">
          Reset Password
        </Button>
      </form>
    </AuthFrame>
  );
}
