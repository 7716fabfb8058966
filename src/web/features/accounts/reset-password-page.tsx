import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../../../shared/constants';
import { messages } from '../../../shared/errors';
import { NewPasswordFields } from '../../components/form/member-fields';
import { Form } from '../../components/form/form';
import { SubmitButton } from '../../components/form/submit-button';
import { Alert } from '../../components/ui/alert';
import { LinkButton } from '../../components/ui/link-button';
import { ApiError } from '../../lib/api';
import { useResetPassword } from '../../lib/auth';
import { AuthFrame } from './auth-frame';
import { paths } from '../../app/paths';

const INVALID_LINK = 'This password reset link is invalid or has expired.';

// The auth library checks the new password again; these are the page's checks, in the spec's order.
const resetPasswordSchema = z
  .object({
    newPassword: z
      .string()
      .min(1, messages.signup.requiredFields)
      .min(PASSWORD_MIN_LENGTH, messages.signup.passwordLength),
    confirmPassword: z.string().min(1, messages.signup.requiredFields),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: messages.settings.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

function isInvalidToken(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'INVALID_TOKEN' || /token/i.test(error.message));
}

/** /reset-password?token=…: the target of the link in the reset e-mail. */
export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const linkError = searchParams.get('error');
  const reset = useResetPassword();

  const requestNewLink = (
    <LinkButton to={paths.signin()} state={{ view: 'reset' }}>
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
          <LinkButton to={paths.signin()} replace>
            Sign In
          </LinkButton>
        </div>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title="Reset Password" subtitle="Choose a new password for your account.">
      <Form
        schema={resetPasswordSchema}
        defaultValues={{ newPassword: '', confirmPassword: '' }}
        errorFallback="Failed to reset password"
        onSubmit={async ({ newPassword }) => {
          // An unusable token swaps the whole page for the request-a-new-link message (above).
          await reset.mutateAsync({ token, newPassword });
        }}
      >
        <NewPasswordFields confirmLabel="Confirm Password" />
        <SubmitButton size="lg" block loadingText="Resetting...">
          Reset Password
        </SubmitButton>
      </Form>
    </AuthFrame>
  );
}
