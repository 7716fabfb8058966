import { z } from 'zod';
import { signupSchema } from '../../shared/schemas/account';
import type { AuthLevel, Routes } from '../platform/http';

export const AUTH_BASE_PATH = '/api/auth';

interface AuthRoute {
  method: 'get' | 'post';
  /** Path below /api/auth, as better-auth names it. */
  path: string;
  summary: string;
  auth: AuthLevel;
  body?: z.ZodType;
}

const email = z.string().max(254);

/**
 * The better-auth endpoints the product uses. Every other better-auth endpoint is closed to HTTP
 * clients (auth.ts answers 404): they would let a client change a profile without our validation,
 * delete an account without removing its files, or use admin tools the back office does not offer.
 * Server code may still call them through `auth.api`.
 */
export const AUTH_ROUTES: readonly AuthRoute[] = [
  {
    method: 'post',
    path: '/sign-up/email',
    summary:
      'Create a Gold member (one year) and sign in. Errors: 422 with the wizard messages, 422 USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL, 429.',
    auth: 'public',
    body: signupSchema.extend({ name: z.string().optional() }),
  },
  {
    method: 'post',
    path: '/sign-in/email',
    summary:
      'Sign in. Errors: 401 INVALID_EMAIL_OR_PASSWORD, 403 MEMBERSHIP_EXPIRED when a Gold membership has expired, 429.',
    auth: 'public',
    body: z.object({ email, password: z.string(), rememberMe: z.boolean().optional() }),
  },
  { method: 'post', path: '/sign-out', summary: 'Sign out: ends this session.', auth: 'user' },
  {
    method: 'get',
    path: '/get-session',
    summary: 'The current session and member, or null for a visitor.',
    auth: 'public',
  },
  {
    method: 'post',
    path: '/request-password-reset',
    summary:
      'Mail a single-use link to /reset-password?token=… (valid one hour). Answers the same whether or not the address has an account. 429 after 3 a minute.',
    auth: 'public',
    body: z.object({ email, redirectTo: z.string().optional() }),
  },
  {
    method: 'post',
    path: '/reset-password',
    summary:
      'Set a new password with the token from the mail; ends every session of the member. 400 INVALID_TOKEN when used, expired or unknown.',
    auth: 'public',
    body: z.object({ newPassword: z.string().min(6).max(128), token: z.string() }),
  },
];

/** Paths below /api/auth that answer over HTTP; requests to any other better-auth endpoint get 404. */
export const AUTH_ROUTE_PATHS: ReadonlySet<string> = new Set(AUTH_ROUTES.map((route) => route.path));

/** Put the better-auth endpoints in the OpenAPI document next to ours. */
export function describeAuthRoutes(routes: Routes): void {
  for (const route of AUTH_ROUTES) {
    routes.describe(route.method, `${AUTH_BASE_PATH}${route.path}`, {
      summary: route.summary,
      auth: route.auth,
      body: route.body,
      tags: ['auth'],
    });
  }
}
