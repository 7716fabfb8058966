// @module-tag pglite
import { describe, expect, it } from 'vitest';
import { testServerForFile } from '../test/harness';
import { AUTH_BASE_PATH, AUTH_ROUTES } from './auth-routes';
import { sameOrigin, signInAdmin, signUp } from './testing';

const t = testServerForFile();

describe('better-auth endpoints', () => {
  it('every endpoint the product uses exists in better-auth', () => {
    const paths = new Set(
      Object.values(t.deps.auth.api as Record<string, { path?: string }>).map((endpoint) => endpoint.path),
    );
    for (const route of AUTH_ROUTES) expect(paths, route.path).toContain(route.path);
  });

  it('answers 404 for the endpoints that would bypass our rules', async () => {
    const member = await signUp(t);
    const admin = await signInAdmin(t);
    const attempts: Array<[string, string, string, unknown]> = [
      ['POST', '/update-user', member.cookie, { firstName: '', image: 'https://tracker.example/x.gif' }],
      ['POST', '/delete-user', member.cookie, {}],
      ['POST', '/change-email', member.cookie, { newEmail: 'taken@example.com' }],
      ['GET', '/list-sessions', member.cookie, undefined],
      ['POST', '/admin/set-role', admin.cookie, { userId: member.userId, role: 'admin' }],
      ['GET', '/admin/list-users', admin.cookie, undefined],
      ['POST', '/admin/remove-user', admin.cookie, { userId: member.userId }],
      ['POST', '/admin/impersonate-user', admin.cookie, { userId: member.userId }],
      ['GET', '/reset-password/some-token?callbackURL=/reset-password', '', undefined],
    ];
    for (const [method, path, cookie, json] of attempts) {
      const res = await t.request(`${AUTH_BASE_PATH}${path}`, {
        method,
        cookie: cookie || undefined,
        json,
        headers: sameOrigin(t),
      });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const me = await t.request('/api/members/me', { cookie: member.cookie });
    expect(me.data.profile).toMatchObject({
      firstName: member.input.firstName,
      role: 'user',
      avatarUrl: null,
    });
  });
});

describe('GET /api/openapi.json', () => {
  it('lists the auth, members and admin routes with who may call them', async () => {
    const res = await t.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const paths = res.data.paths as Record<
      string,
      Record<string, { 'x-auth': string; requestBody?: unknown }>
    >;
    const expected: Array<[string, string, string]> = [
      ['/api/auth/sign-up/email', 'post', 'public'],
      ['/api/auth/sign-in/email', 'post', 'public'],
      ['/api/auth/sign-out', 'post', 'user'],
      ['/api/auth/get-session', 'get', 'public'],
      ['/api/auth/request-password-reset', 'post', 'public'],
      ['/api/auth/reset-password', 'post', 'public'],
      ['/api/members/me', 'get', 'user'],
      ['/api/members/me', 'patch', 'user'],
      ['/api/members/me', 'delete', 'user'],
      ['/api/members/me/location', 'patch', 'user'],
      ['/api/members/me/avatar', 'put', 'user'],
      ['/api/members/me/avatar', 'delete', 'user'],
      ['/api/members/me/password', 'post', 'user'],
      ['/api/admin/users', 'get', 'admin'],
    ];
    for (const [path, method, auth] of expected) {
      expect(paths[path]?.[method]?.['x-auth'], `${method} ${path}`).toBe(auth);
    }
    const signUpBody = JSON.stringify(paths['/api/auth/sign-up/email']!.post!.requestBody);
    for (const field of ['firstName', 'lastName', 'email', 'password', 'territory', 'locality']) {
      expect(signUpBody).toContain(field);
    }
    expect(JSON.stringify(paths['/api/auth/reset-password']!.post!.requestBody)).toContain('token');
    expect(Object.keys(paths).filter((p) => p.startsWith('/api/auth/'))).toHaveLength(AUTH_ROUTES.length);
  });
});
