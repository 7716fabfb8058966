import { authEndpoints } from '../../shared/contracts/auth';
import type { Routes } from '../platform/http';

export const AUTH_BASE_PATH = '/api/auth';

/**
 * The better-auth endpoints the product uses, declared in src/shared/contracts/auth.ts (the web calls them through
 * the typed client). Every other better-auth endpoint is closed to HTTP clients (auth-hooks.ts answers 404): they
 * would let a client change a profile without our validation, delete an account without removing its files, or
 * use admin tools the back office does not offer. Server code may still call them through `auth.api`.
 */
export const AUTH_ROUTES = Object.values(authEndpoints).map((route) => ({
  ...route,
  /** Path below /api/auth, as better-auth names it. */
  path: route.path.slice(AUTH_BASE_PATH.length),
}));

/** Paths below /api/auth that answer over HTTP; requests to any other better-auth endpoint get 404. */
export const AUTH_ROUTE_PATHS: ReadonlySet<string> = new Set(AUTH_ROUTES.map((route) => route.path));

/** Put the better-auth endpoints in the OpenAPI document next to ours. */
export function describeAuthRoutes(routes: Routes): void {
  for (const route of AUTH_ROUTES) {
    routes.describe(route.method, `${AUTH_BASE_PATH}${route.path}`, {
      summary: route.summary,
      auth: route.auth,
      body: route.body,
      response: route.response,
      tags: ['auth'],
    });
  }
}
