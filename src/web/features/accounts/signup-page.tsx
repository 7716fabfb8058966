import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { messages } from '../../../shared/errors';
import { safeReturnTo, signupAccountSchema, signupLocationSchema } from '../../../shared/schemas/account';
import { imageFileSchema } from '../../components/form/file-schema';
import { Form } from '../../components/form/form';
import { FormError } from '../../components/form/form-errors';
import { SubmitButton, useFormPending } from '../../components/form/submit-button';
import { Button } from '../../components/ui/button';
import { ApiError, errorMessage } from '../../lib/api';
import { refreshSession, useSession, useSignUp } from '../../lib/auth';
import { uploadFile } from '../../lib/files';
import { flashState } from '../../lib/flash';
import { memberApi } from '../members/api';
import { AuthFrame, textLinkClasses } from './auth-frame';
import { AccountStep, LocationStep, MembershipStep, type SignupValues } from './signup-steps';
import { paths } from '../../app/paths';
import { SitePageLink } from '../../components/ui/site-page-link';

const STEPS = ['Create Account', 'Profile Details', 'Choose Membership'] as const;

// The picture is checked when chosen; the server checks it again when it is uploaded after sign-up.
const profileStepSchema = signupLocationSchema.extend({ avatar: imageFileSchema() });
const membershipStepSchema = z.object({});

/** /signup: the three-step wizard (public-site.md §2.10, §5). */
export default function SignUpPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const rawReturnTo = searchParams.get('returnTo');
  const returnTo = safeReturnTo(rawReturnTo, paths.dashboard());
  const { user, isPending: sessionPending } = useSession();
  const signUp = useSignUp();
  const queryClient = useQueryClient();

  const [step, setStep] = useState(0);
  const [values, setValues] = useState<SignupValues>({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    territory: '',
    locality: '',
    avatar: null,
  });
  // Why the last step sent the member back to the first (an e-mail already in use).
  const [accountError, setAccountError] = useState<FormError | null>(null);
  const [started, setStarted] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstStepRender = useRef(true);

  // Moving between steps puts focus on the new step's heading, so screen readers hear where they are.
  useEffect(() => {
    if (firstStepRender.current) {
      firstStepRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  if (!started && !sessionPending && user) return <Navigate to={returnTo} replace />;

  /** Keeps what the step's inputs hold (as typed, so a step back shows it unchanged) and moves. */
  function leaveStep(stepValues: Partial<SignupValues>, to: number) {
    setValues((v) => ({ ...v, ...stepValues }));
    setAccountError(null);
    setStep(to);
  }

  async function createAccount() {
    setStarted(true);
    const { avatar: picture, ...account } = values;
    let created: boolean;
    try {
      created = (await signUp.mutateAsync(account)).created;
    } catch (err) {
      setStarted(false);
      // An e-mail already in use is fixed on the first step.
      if (err instanceof ApiError && /EMAIL|USER_ALREADY_EXISTS/.test(err.code)) {
        const message = errorMessage(err, messages.signup.failed);
        setAccountError(new FormError(message, { email: message }));
        setStep(0);
        return;
      }
      throw err;
    }
    if (!created) {
      setStarted(false);
      throw new FormError(messages.signup.noUser);
    }
    let avatarProblem: string | null = null;
    if (picture) {
      try {
        const upload = await uploadFile(picture, 'avatar');
        await memberApi(queryClient).setAvatar(upload.id);
        // The session was read before the picture existed: ask again so the top bar and dashboard show it.
        await refreshSession(queryClient);
      } catch (err) {
        // The account exists and is signed in; the picture can be added again from Edit Profile.
        const reason = errorMessage(err, '');
        avatarProblem = reason
          ? `${messages.settings.avatarUpdateFailed}. ${reason}`
          : messages.settings.avatarUpdateFailed;
      }
    }
    navigate(returnTo, {
      replace: true,
      state: avatarProblem ? flashState('error', avatarProblem) : undefined,
    });
  }

  const { firstName, lastName, email, password, territory, locality, avatar } = values;
  const form =
    step === 0 ? (
      <Form
        key="account"
        schema={signupAccountSchema}
        defaultValues={{ firstName, lastName, email, password }}
        initialError={accountError}
        errorFallback={messages.signup.failed}
        onSubmit={(_, f) => leaveStep(f.getValues(), 1)}
      >
        <AccountStep />
        <StepActions step={0} />
      </Form>
    ) : step === 1 ? (
      <Form
        key="profile"
        schema={profileStepSchema}
        defaultValues={{ territory, locality, avatar }}
        errorFallback={messages.signup.failed}
        onSubmit={(_, f) => leaveStep(f.getValues(), 2)}
      >
        <LocationStep firstName={firstName} lastName={lastName} />
        <StepActions step={1} onBack={(stepValues) => leaveStep(stepValues, 0)} />
      </Form>
    ) : (
      <Form
        key="membership"
        schema={membershipStepSchema}
        defaultValues={{}}
        errorFallback={messages.signup.failed}
        onSubmit={createAccount}
      >
        <MembershipStep />
        <StepActions step={2} onBack={() => leaveStep({}, 1)} />
      </Form>
    );

  return (
    <AuthFrame
      title={STEPS[step]}
      documentTitle="Sign Up"
      headingRef={headingRef}
      subtitle={<span className="font-medium text-carnival-700">Step {step + 1} of 3</span>}
      footer={
        <>
          Already have an account?{' '}
          <Link
            to={paths.signin({ returnTo: rawReturnTo ? returnTo : undefined })}
            className={textLinkClasses}
          >
            Sign In
          </Link>
        </>
      }
    >
      <ol aria-label="Sign-up steps" className="grid grid-cols-3 gap-2">
        {STEPS.map((label, index) => (
          <li
            key={label}
            aria-current={index === step ? 'step' : undefined}
            className="flex flex-col gap-1.5"
          >
            <span
              aria-hidden="true"
              className={
                index <= step
                  ? 'h-1.5 rounded-full bg-linear-to-r from-carnival-600 to-sunset-500'
                  : 'h-1.5 rounded-full bg-gray-200'
              }
            />
            <span
              className={index === step ? 'text-xs font-semibold text-night-900' : 'text-xs text-gray-600'}
            >
              <span className="sr-only">{index < step ? 'Done: ' : index === step ? 'Current: ' : ''}</span>
              {label}
            </span>
          </li>
        ))}
      </ol>

      {form}
      <p className="text-xs text-gray-700">
        By creating an account you agree to the <SitePageLink page="terms">Terms and Conditions</SitePageLink>{' '}
        and the <SitePageLink page="privacy">Privacy Policy</SitePageLink>.
      </p>
    </AuthFrame>
  );
}

/** Back and Next (Create Account on the last step); Back keeps what this step's inputs hold. */
function StepActions({ step, onBack }: { step: number; onBack?: (values: Partial<SignupValues>) => void }) {
  const { getValues } = useFormContext<Partial<SignupValues>>();
  const pending = useFormPending();
  const isLast = step === STEPS.length - 1;
  return (
    <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-between">
      {onBack ? (
        <Button variant="secondary" onClick={() => onBack(getValues())} disabled={pending}>
          Back
        </Button>
      ) : (
        <span aria-hidden="true" className="hidden sm:block" />
      )}
      <SubmitButton size="lg" loadingText={isLast ? 'Creating Account...' : undefined}>
        {isLast ? 'Create Account' : 'Next'}
      </SubmitButton>
    </div>
  );
}
