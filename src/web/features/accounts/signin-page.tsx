import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { MEMBERSHIP } from '../../../shared/constants';
import { messages } from '../../../shared/errors';
import { safeReturnTo } from '../../../shared/schemas/account';
import { FormPasswordField, FormTextField } from '../../components/form/fields';
import { Form } from '../../components/form/form';
import { FormError } from '../../components/form/form-errors';
import { SubmitButton } from '../../components/form/submit-button';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useRequestPasswordReset, useSession, useSignIn } from '../../lib/auth';
import { ApiError } from '../../lib/api';
import { daysUntil } from '../../lib/format';
import { EndedNotice, ExpiringNotice, renewedState } from './membership-notices';
import { AuthFrame, textLinkClasses } from './auth-frame';
import { paths } from '../../app/paths';

type View = 'signin' | 'reset';

// Sign-in and reset go to the auth library, which checks the rest; these are only the page's own checks.
const signInSchema = z.object({
  email: z.string().trim().min(1, messages.signup.requiredFields),
  password: z.string().min(1, messages.signup.requiredFields),
});
type SignInValues = z.output<typeof signInSchema>;

/** The renewal token of sign-in's refusal of an ended membership (decision 0044), if that is what it was. */
function renewalTokenOf(err: unknown): string | null {
  if (!(err instanceof ApiError) || err.code !== 'MEMBERSHIP_EXPIRED') return null;
  const token = err.details?.renewalToken;
  return typeof token === 'string' ? token : null;
}

const resetRequestSchema = z.object({
  email: z.string().trim().min(1, messages.signin.resetEmailRequired),
});

/** /signin and its reset-request view (public-site.md §2.11). */
export default function SignInPage() {
  const location = useLocation();
  const [view, setView] = useState<View>(
    (location.state as { view?: View } | null)?.view === 'reset' ? 'reset' : 'signin',
  );
  const [searchParams] = useSearchParams();
  const rawReturnTo = searchParams.get('returnTo');
  const returnTo = safeReturnTo(rawReturnTo, paths.dashboard());
  const signupHref = paths.signup({ returnTo: rawReturnTo ? returnTo : undefined });

  return view === 'signin' ? (
    <SignInView returnTo={returnTo} signupHref={signupHref} onForgot={() => setView('reset')} />
  ) : (
    <ResetRequestView signupHref={signupHref} onBack={() => setView('signin')} />
  );
}

function SignInView({
  returnTo,
  signupHref,
  onForgot,
}: {
  returnTo: string;
  signupHref: string;
  onForgot: () => void;
}) {
  const navigate = useNavigate();
  const { user, isPending: sessionPending } = useSession();
  const signIn = useSignIn();
  const [started, setStarted] = useState(false);
  const [expiry, setExpiry] = useState<{ days: number; expiresAt: string } | null>(null);
  const [ended, setEnded] = useState<{ token: string; values: SignInValues } | null>(null);

  // Someone already signed in has nothing to do here (but not mid-way through this page's own sign-in).
  if (!started && !sessionPending && user) return <Navigate to={returnTo} replace />;

  const goOn = (state?: unknown) => navigate(returnTo, { replace: true, state });

  async function signInWith(values: SignInValues) {
    setStarted(true);
    try {
      const member = await signIn.mutateAsync(values);
      const expiresAt = member?.membershipExpiresAt;
      const days = expiresAt ? daysUntil(expiresAt) : null;
      if (expiresAt && days !== null && days <= MEMBERSHIP.expiryWarningDays) {
        setExpiry({ days: Math.max(days, 0), expiresAt });
        return;
      }
      goOn();
    } catch (err) {
      setStarted(false);
      const token = renewalTokenOf(err);
      // The password was right but the membership has ended: offer to renew instead of the bare refusal.
      if (token) return setEnded({ token, values });
      throw err;
    }
  }

  if (ended) {
    return (
      <EndedNotice
        token={ended.token}
        onBack={() => setEnded(null)}
        onRenewed={async (renewal) => {
          setStarted(true);
          await signIn.mutateAsync(ended.values);
          goOn(renewedState(renewal));
        }}
      />
    );
  }

  if (expiry) {
    return (
      <ExpiringNotice
        days={expiry.days}
        expiresAt={expiry.expiresAt}
        onContinue={() => goOn()}
        onRenewed={(renewal) => goOn(renewedState(renewal))}
      />
    );
  }

  return (
    <AuthFrame title="Sign In" subtitle="Welcome back to the fete." footer={<SignUpLink href={signupHref} />}>
      <Form
        schema={signInSchema}
        defaultValues={{ email: '', password: '' }}
        errorFallback={messages.signin.failed}
        onSubmit={signInWith}
      >
        <FormTextField label="Email" name="email" type="email" autoComplete="email" required />
        <FormPasswordField label="Password" name="password" autoComplete="current-password" required />
        <div className="-mt-2 flex justify-end">
          <button type="button" onClick={onForgot} className={textLinkClasses}>
            Forgot Password?
          </button>
        </div>
        <SubmitButton size="lg" block loadingText="Signing In...">
          Sign In
        </SubmitButton>
      </Form>
    </AuthFrame>
  );
}

function ResetRequestView({ signupHref, onBack }: { signupHref: string; onBack: () => void }) {
  const request = useRequestPasswordReset();
  const backButton = (
    <Button variant="secondary" onClick={onBack} icon={<span aria-hidden="true">←</span>}>
      Back to Sign In
    </Button>
  );

  return (
    <AuthFrame
      title="Reset Password"
      subtitle={request.isSuccess ? undefined : "Enter your account's email and we'll send you a reset link."}
      footer={<SignUpLink href={signupHref} />}
    >
      {request.isSuccess ? (
        <div className="flex flex-col items-start gap-5">
          <Alert tone="success" title="Check your email">
            {messages.signin.resetSent}
          </Alert>
          {backButton}
        </div>
      ) : (
        <Form
          schema={resetRequestSchema}
          defaultValues={{ email: '' }}
          errorFallback={messages.signin.resetFailed}
          onSubmit={async ({ email }) => {
            try {
              await request.mutateAsync(email);
            } catch {
              // The spec gives one text for any failure, whatever the server said.
              throw new FormError(messages.signin.resetFailed);
            }
          }}
        >
          <FormTextField label="Email" name="email" type="email" autoComplete="email" required />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            {backButton}
            <SubmitButton loadingText="Sending...">Send Reset Instructions</SubmitButton>
          </div>
        </Form>
      )}
    </AuthFrame>
  );
}

/** Both views' footer: the way to sign up instead. */
function SignUpLink({ href }: { href: string }) {
  return (
    <>
      Don&apos;t have an account?{' '}
      <Link to={href} className={textLinkClasses}>
        Sign Up
      </Link>
    </>
  );
}
