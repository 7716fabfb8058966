import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, TERRITORIES } from '../constants';
import { messages } from '../errors';

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/** Line feed, carriage return, tab and the other vertical breaks (NEL, line and paragraph separators). */
const LINE_BREAK = /[\n\r\t\v\f\u0085\u2028\u2029]/;

/**
 * A first or last name: one line. A name is shown in a heading, greeted in mail, set in a chat's header; a
 * break in it could start a new line of a mail header or forge a second line of text wherever it is shown.
 */
const personName = () =>
  required(messages.signup.requiredFields)
    .max(80)
    .refine((value) => !LINE_BREAK.test(value), messages.signup.nameOneLine);
const territories: ReadonlySet<string> = new Set(TERRITORIES);

/** Step 1 of the sign-up wizard. */
export const signupAccountSchema = z.object({
  firstName: personName(),
  lastName: personName(),
  email: required(messages.signup.requiredFields)
    .max(254)
    .pipe(z.email('Please enter a valid email address')),
  password: z
    .string({ error: messages.signup.requiredFields })
    .min(1, messages.signup.requiredFields)
    .min(PASSWORD_MIN_LENGTH, messages.signup.passwordLength)
    .max(128, 'Password must be at most 128 characters long'),
});

/** Step 2 of the sign-up wizard (the avatar is uploaded after the account exists). */
export const signupLocationSchema = z.object({
  territory: required(messages.signup.locationFields)
    .max(80)
    .refine((value) => value === '' || territories.has(value), messages.signup.territoryNotListed),
  locality: required(messages.signup.locationFields).max(120),
});

export const signupSchema = signupAccountSchema.extend(signupLocationSchema.shape);
export type SignupInput = z.infer<typeof signupSchema>;

export const profileUpdateSchema = z.object({
  firstName: personName(),
  lastName: personName(),
});

export const locationUpdateSchema = signupLocationSchema;

/**
 * The acting person's own password, typed again before an act that cannot be taken back or that gives or takes
 * power: deleting the account, an administrator's role change or suspension (decision 0031). Not trimmed.
 */
export const reauthPassword = () =>
  z
    .string({ error: messages.reauth.required })
    .min(1, messages.reauth.required)
    .max(128, messages.reauth.incorrect);

/** DELETE /api/members/me. */
export const deleteAccountSchema = z.strictObject({ password: reauthPassword() });

export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: messages.settings.currentPasswordRequired })
      .min(1, messages.settings.currentPasswordRequired)
      .max(128, messages.settings.currentPasswordIncorrect),
    newPassword: z
      .string({ error: messages.signup.passwordLength })
      .min(PASSWORD_MIN_LENGTH, messages.signup.passwordLength)
      .max(128, 'Password must be at most 128 characters long'),
    confirmPassword: z.string({ error: messages.settings.passwordsDoNotMatch }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: messages.settings.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

export const avatarUpdateSchema = z.object({
  uploadId: z
    .string({ error: messages.settings.imageType })
    .trim()
    .min(1, messages.settings.imageType)
    .max(64),
});

/** Same-site paths only: `/dashboard` yes, `//evil.example` or `https://…` no. */
export function safeReturnTo(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
