import { z } from 'zod';
import { endpoint } from '../contract';
import { signupSchema } from '../schemas/account';

const email = z.string().max(254);

/** The member as better-auth reports them; fields it adds later pass through (the web reads what it knows). */
const sessionUserSchema = z.looseObject({
  id: z.string(),
  email: z.string(),
  name: z.string().nullish(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  image: z.string().nullish(),
  role: z.string().nullish(),
  territory: z.string().nullish(),
  locality: z.string().nullish(),
  membershipType: z.string().nullish(),
  membershipExpiresAt: z.string().nullish(),
  emailVerified: z.boolean().nullish(),
});

/**
 * The better-auth endpoints the product uses (src/server/auth: better-auth serves them; the server describes them
 * for the API description and closes every other better-auth endpoint to HTTP clients). Server code may still call
 * the others through `auth.api`. The session is the `session` resource.
 */
export const authEndpoints = {
  signUp: endpoint({
    method: 'post',
    path: '/api/auth/sign-up/email',
    summary:
      'Create a Gold member (one year) and sign in. Errors: 422 with the wizard messages, 422 USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL, 429.',
    auth: 'public',
    body: signupSchema.extend({ name: z.string().optional() }),
    response: z.looseObject({ user: z.looseObject({ id: z.string() }).nullish() }),
    tags: ['auth'],
    resource: 'session',
  }),
  signIn: endpoint({
    method: 'post',
    path: '/api/auth/sign-in/email',
    summary:
      'Sign in. Errors: 401 INVALID_EMAIL_OR_PASSWORD, 403 MEMBERSHIP_EXPIRED when a Gold membership has expired, 429.',
    auth: 'public',
    body: z.object({ email, password: z.string(), rememberMe: z.boolean().optional() }),
    tags: ['auth'],
    resource: 'session',
  }),
  signOut: endpoint({
    method: 'post',
    path: '/api/auth/sign-out',
    summary: 'Sign out: ends this session.',
    auth: 'user',
    tags: ['auth'],
    resource: 'session',
  }),
  session: endpoint({
    method: 'get',
    path: '/api/auth/get-session',
    summary: 'The current session and member, or null for a visitor.',
    auth: 'public',
    response: z
      .looseObject({
        session: z.looseObject({ id: z.string(), expiresAt: z.string() }),
        user: sessionUserSchema,
      })
      .nullable(),
    tags: ['auth'],
    resource: 'session',
  }),
  requestPasswordReset: endpoint({
    method: 'post',
    path: '/api/auth/request-password-reset',
    summary:
      'Mail a single-use link to /reset-password?token=… (valid one hour). Answers the same whether or not the address has an account. 429 after 3 a minute.',
    auth: 'public',
    body: z.object({ email, redirectTo: z.string().optional() }),
    tags: ['auth'],
    resource: 'session',
  }),
  resetPassword: endpoint({
    method: 'post',
    path: '/api/auth/reset-password',
    summary:
      'Set a new password with the token from the mail; ends every session of the member. 400 INVALID_TOKEN when used, expired or unknown.',
    auth: 'public',
    body: z.object({ newPassword: z.string().min(6).max(128), token: z.string() }),
    tags: ['auth'],
    resource: 'session',
  }),
};
