import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../shared/errors';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api';
import { memberApi } from './api';

export const VERIFY_EMAIL_TITLE = 'Please verify your email address';

/**
 * The dashboard's note to a member whose address is not verified yet: what waits for it, and a button that
 * mails the link again (the server allows 3 an hour and says so in its answer).
 */
export function VerifyEmailNotice({ email }: { email: string }) {
  const queryClient = useQueryClient();
  const resend = useMutation({ mutationFn: memberApi(queryClient).resendVerificationEmail });
  return (
    <section aria-label="Email verification" className="mb-8 flex flex-col gap-3">
      <Alert
        tone="warning"
        title={VERIFY_EMAIL_TITLE}
        action={
          <Button variant="secondary" size="sm" loading={resend.isPending} onClick={() => resend.mutate()}>
            Resend verification email
          </Button>
        }
      >
        We sent a link to {email}. Open it to attend events, rate bands and providers, chat, upload pictures
        and appear in Fete Nation. You can browse everything meanwhile.
      </Alert>
      {resend.isSuccess ? <Alert tone="success">{messages.verification.resent}</Alert> : null}
      {resend.isError ? (
        <Alert tone="error">{errorMessage(resend.error, messages.verification.resendFailed)}</Alert>
      ) : null}
    </section>
  );
}
