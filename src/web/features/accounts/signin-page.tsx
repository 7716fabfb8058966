import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { MEMBERSHIP } from '../../../shared/constants';
import { messages } from '../../../shared/errors';
import { safeReturnTo } from '../../../shared/schemas/account';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PasswordField } from '../../components/ui/password-field';
import { TextField } from '../../components/ui/text-field';
import { errorMessage } from '../../lib/api';
import { useRequestPasswordReset, useSession, useSignIn } from '../../lib/auth';
import { daysUntil, formatLongDate } from '../../lib/format';
import { AuthFrame, textLinkClasses } from './auth-frame';

type View = 'signin' | 'reset';

/** /signin and its reset-request view (public-site.md §2.11). */
export default function SignInPage() {
  const location = useLocation();
  const [view, setView] = useState<View>(
    (location.state as { view?: View } | null)?.view === 'reset' ? 'reset' : 'signin',
  );
  const [searchParams] = useSearchParams();
  const rawReturnTo = searchParams.get('returnTo');
  const returnTo = safeReturnTo(rawReturnTo, '/dashboard');
  const signupHref = rawReturnTo ? `/signup?returnTo=${encodeURIComponent(returnTo)}` : '/signup';

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
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [started, setStarted] = useState(false);
  const [expiry, setExpiry] = useState<{ days: number; date: string } | null>(null);

  // Someone already signed in has nothing to do here (but not mid-way through this page's own sign-in).
  if (!started && !sessionPending && user) return <Navigate to={returnTo} replace />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    if (!email.trim() || !password) {
      setFormError(messages.signup.requiredFields);
      return;
    }
    setStarted(true);
    try {
      const member = await signIn.mutateAsync({ email, password });
      const expiresAt = member?.membershipExpiresAt;
      const days = expiresAt ? daysUntil(expiresAt) : null;
      if (expiresAt && days !== null && days <= MEMBERSHIP.expiryWarningDays) {
        setExpiry({ days: Math.max(days, 0), date: formatLongDate(expiresAt) });
        return;
      }
      navigate(returnTo, { replace: true });
    } catch (err) {
      setStarted(false);
      setFormError(errorMessage(err, messages.signin.failed));
    }
  }

  if (expiry) {
    return (
      <AuthFrame title="Sign In">
        <Alert
          tone="warning"
          title={`Your membership expires in ${expiry.days} ${expiry.days === 1 ? 'day' : 'days'}`}
          action={<Button onClick={() => navigate(returnTo, { replace: true })}>Continue</Button>}
        >
          Your Gold membership ends on {expiry.date}. Please renew your membership to keep using your account.
        </Alert>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame
      title="Sign In"
      subtitle="Welcome back to the fete."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to={signupHref} className={textLinkClasses}>
            Sign Up
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {formError ? (
          <Alert tone="error" id="signin-error">
            {formError}
          </Alert>
        ) : null}
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          invalid={!!formError && !email.trim()}
          describedBy={formError ? 'signin-error' : undefined}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          invalid={!!formError && !password}
          describedBy={formError ? 'signin-error' : undefined}
        />
        <div className="-mt-2 flex justify-end">
          <button type="button" onClick={onForgot} className={textLinkClasses}>
            Forgot Password?
          </button>
        </div>
        <Button type="submit" size="lg" block loading={signIn.isPending} loadingText="Signing In...">
          Sign In
        </Button>
      </form>
    </AuthFrame>
  );
}

function ResetRequestView({ signupHref, onBack }: { signupHref: string; onBack: () => void }) {
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [formError, setFormError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    if (!email.trim()) {
      setFormError(messages.signin.resetEmailRequired);
      return;
    }
    try {
      await request.mutateAsync(email);
    } catch {
      setFormError(messages.signin.resetFailed);
    }
  }

  const backButton = (
    <Button variant="secondary" onClick={onBack} icon={<span aria-hidden="true">←</span>}>
      Back to Sign In
    </Button>
  );

  return (
    <AuthFrame
      title="Reset Password"
      subtitle={request.isSuccess ? undefined : "Enter your account's email and we'll send you a reset link."}
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to={signupHref} className={textLinkClasses}>
            Sign Up
          </Link>
        </>
      }
    >
      {request.isSuccess ? (
        <div className="flex flex-col items-start gap-5">
          <Alert tone="success" title="Check your email">
            {messages.signin.resetSent}
          </Alert>
          {backButton}
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          {formError ? (
            <Alert tone="error" id="reset-error">
              {formError}
            </Alert>
          ) : null}
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            invalid={!!formError}
            describedBy={formError ? 'reset-error' : undefined}
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            {backButton}
            <Button type="submit" loading={request.isPending} loadingText="Sending...">
              Send Reset Instructions
            </Button>
          </div>
        </form>
      )}
    </AuthFrame>
  );
}
