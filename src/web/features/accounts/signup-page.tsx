import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { messages } from '../../../shared/errors';
import { safeReturnTo, signupAccountSchema, signupLocationSchema } from '../../../shared/schemas/account';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ApiError, errorMessage } from '../../lib/api';
import { refreshSession, useSession, useSignUp } from '../../lib/auth';
import { imageFileError, uploadFile } from '../../lib/files';
import { flashState } from '../../lib/flash';
import { setAvatar } from '../members/api';
import { AuthFrame, textLinkClasses } from './auth-frame';
import { AccountStep, LocationStep, MembershipStep, type SignupValues } from './signup-steps';

const STEPS = ['Create Account', 'Profile Details', 'Choose Membership'] as const;
const ERROR_ID = 'signup-error';

/** Field names with a problem, from a zod result. */
function invalidFields(result: z.ZodSafeParseResult<unknown>): Set<string> {
  return new Set(result.success ? [] : result.error.issues.map((issue) => String(issue.path[0])));
}

/** /signup: the three-step wizard (public-site.md §2.10, §5). */
export default function SignUpPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const rawReturnTo = searchParams.get('returnTo');
  const returnTo = safeReturnTo(rawReturnTo, '/dashboard');
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
  });
  const [avatar, setAvatarFile] = useState<File | null>(null);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
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

  function update(name: keyof SignupValues, value: string) {
    setValues((v) => ({ ...v, [name]: value }));
    if (invalid.has(name)) setInvalid((set) => new Set([...set].filter((n) => n !== name)));
  }

  function chooseAvatar(file: File | null) {
    setAvatarError(null);
    if (!file) {
      setAvatarFile(null);
      return;
    }
    const problem = imageFileError(file);
    if (problem) {
      setAvatarFile(null);
      setAvatarError(problem);
      return;
    }
    setAvatarFile(file);
  }

  function validateStep(index: number): boolean {
    const schema = index === 0 ? signupAccountSchema : index === 1 ? signupLocationSchema : null;
    if (!schema) return true;
    const result = schema.safeParse(values);
    setInvalid(invalidFields(result));
    setFormError(result.success ? null : (result.error.issues[0]?.message ?? messages.signup.requiredFields));
    return result.success && !(index === 1 && avatarError);
  }

  function back() {
    setFormError(null);
    setInvalid(new Set());
    setStep((s) => Math.max(0, s - 1));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!validateStep(step)) return;
    if (step < STEPS.length - 1) {
      setStep(step + 1);
      return;
    }
    await createAccount();
  }

  async function createAccount() {
    setFormError(null);
    setStarted(true);
    let created: boolean;
    try {
      created = (await signUp.mutateAsync(values)).created;
    } catch (err) {
      setStarted(false);
      setFormError(errorMessage(err, messages.signup.failed));
      // An e-mail already in use is fixed on the first step.
      if (err instanceof ApiError && /EMAIL|USER_ALREADY_EXISTS/.test(err.code)) {
        setInvalid(new Set(['email']));
        setStep(0);
      }
      return;
    }
    if (!created) {
      setStarted(false);
      setFormError(messages.signup.noUser);
      return;
    }
    let avatarProblem: string | null = null;
    if (avatar) {
      try {
        const upload = await uploadFile(avatar, 'avatar');
        await setAvatar(upload.id);
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

  const describedBy = formError ? ERROR_ID : undefined;
  const isLast = step === STEPS.length - 1;
  const busy = signUp.isPending || (started && !formError);

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
            to={rawReturnTo ? `/signin?returnTo=${encodeURIComponent(returnTo)}` : '/signin'}
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

      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {formError ? (
          <Alert tone="error" id={ERROR_ID}>
            {formError}
          </Alert>
        ) : null}

        {step === 0 ? (
          <AccountStep values={values} onChange={update} invalid={invalid} describedBy={describedBy} />
        ) : step === 1 ? (
          <LocationStep
            values={values}
            onChange={update}
            invalid={invalid}
            describedBy={describedBy}
            avatar={avatar}
            avatarError={avatarError}
            onAvatarChange={chooseAvatar}
          />
        ) : (
          <MembershipStep />
        )}

        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-between">
          {step > 0 ? (
            <Button variant="secondary" onClick={back} disabled={busy}>
              Back
            </Button>
          ) : (
            <span aria-hidden="true" className="hidden sm:block" />
          )}
          <Button
            type="submit"
            size="lg"
            loading={busy}
            loadingText={isLast ? 'Creating Account...' : undefined}
          >
            {isLast ? 'Create Account' : 'Next'}
          </Button>
        </div>
      </form>
    </AuthFrame>
  );
}
