import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { messages } from '../../../shared/errors';
import { Alert } from '../../components/ui/alert';
import { LinkButton } from '../../components/ui/link-button';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage, isApiError } from '../../lib/api';
import { refreshSession, useSession } from '../../lib/auth';
import { memberApi } from '../members/api';
import { AuthFrame } from './auth-frame';
import { paths } from '../../app/paths';

const TITLE = 'Verify Email';

/**
 * /verify-email?token=…: the target of the link in the verification e-mail. It confirms the address as soon as
 * it opens, whether or not the member is signed in in this browser (the token is the credential).
 */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const queryClient = useQueryClient();
  const { user } = useSession();
  const verify = useMutation({
    mutationFn: memberApi(queryClient).verifyEmail,
    // A member signed in here sees the dashboard without the note at once.
    onSuccess: () => refreshSession(queryClient),
  });
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    verify.mutate(token);
  }, [token, verify]);

  const next = user ? (
    <LinkButton to={paths.dashboard()} replace>
      Go to Dashboard
    </LinkButton>
  ) : (
    <LinkButton to={paths.signin()} replace>
      Sign In
    </LinkButton>
  );

  let body;
  if (!token || (verify.isError && isApiError(verify.error, 400))) {
    body = (
      <Alert tone="error" title="This link can't be used">
        {messages.verification.linkInvalid}
      </Alert>
    );
  } else if (verify.isError) {
    body = (
      <Alert tone="error">
        {errorMessage(verify.error, 'Unable to verify your email address. Please try again.')}
      </Alert>
    );
  } else if (verify.isSuccess) {
    body = (
      <Alert tone="success" title="Email verified">
        {messages.verification.verified}
      </Alert>
    );
  } else {
    body = <Spinner label="Verifying your email address..." />;
  }

  const settled = !token || verify.isSuccess || verify.isError;
  return (
    <AuthFrame title={TITLE}>
      <div className="flex flex-col items-start gap-5">
        {body}
        {settled ? next : null}
      </div>
    </AuthFrame>
  );
}
