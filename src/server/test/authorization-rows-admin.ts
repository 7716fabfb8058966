import { createBadgeType, createUserBadge } from '../db/factories';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { sitePageId } from '../modules/site/site-testing';
import { newMember, uploadAs } from './actors';
import { MatrixRow, get, withItem, withTarget, verificationToken } from './authorization-row-kit';

/** Rows of the authorization matrix (authorization-rows.ts): Badge management and the back office's Users: administrators only. */
export const adminRows: Record<string, MatrixRow> = {
  // Badge management: administrators only.
  'GET /api/admin/badge-types': get('/api/admin/badge-types'),
  'POST /api/admin/badge-types': {
    request: () => ({
      path: '/api/admin/badge-types',
      method: 'POST',
      json: {
        name: `Matrix badge ${Math.random().toString(36).slice(2)}`,
        description: 'For the matrix',
        color: '#3B82F6',
        benefits: ['Early entry'],
      },
    }),
  },
  'PUT /api/admin/badge-types/:id': withItem(
    (ctx) => createBadgeType(ctx.t.db),
    (id) => `/api/admin/badge-types/${id}`,
    {
      method: 'PUT',
      json: { name: 'Matrix badge edited', description: 'Edited', color: '#22AA44', benefits: ['Backstage'] },
    },
  ),
  'DELETE /api/admin/badge-types/:id': {
    request: async ({ t }) => ({
      path: `/api/admin/badge-types/${(await createBadgeType(t.db)).id}`,
      method: 'DELETE',
    }),
  },
  'GET /api/admin/user-badges': get('/api/admin/user-badges'),
  'POST /api/admin/user-badges': {
    request: async ({ t }) => ({
      path: '/api/admin/user-badges',
      method: 'POST',
      json: { badgeId: (await createBadgeType(t.db)).id, userId: (await newMember(t)).userId },
    }),
  },
  'POST /api/admin/user-badges/:id/revoke': {
    request: async ({ t }) => {
      const badge = await createBadgeType(t.db);
      const award = await createUserBadge(t.db, (await newMember(t)).userId, badge.id);
      return { path: `/api/admin/user-badges/${award.id}/revoke`, method: 'POST' };
    },
  },
  'PATCH /api/members/me': {
    request: () => ({
      path: '/api/members/me',
      method: 'PATCH',
      json: { firstName: 'Marlon', lastName: 'Charles' },
    }),
  },
  'PATCH /api/members/me/location': {
    request: () => ({
      path: '/api/members/me/location',
      method: 'PATCH',
      json: { territory: 'Trinidad and Tobago', locality: 'San Fernando' },
    }),
  },
  'PUT /api/members/me/avatar': {
    // The upload is the object: only the member who uploaded it may wear it, administrators included.
    owner: 'owner-only',
    fixture: ({ t, callers }) => uploadAs(t, callers.owner.cookie!, 'avatar'),
    request: (_ctx, _caller, uploadId: string) => ({
      path: '/api/members/me/avatar',
      method: 'PUT',
      json: { uploadId },
    }),
  },
  'DELETE /api/members/me/avatar': {
    request: () => ({ path: '/api/members/me/avatar', method: 'DELETE' }),
  },
  'POST /api/members/me/password': {
    spends: 'account',
    request: (_ctx, caller) => ({
      path: '/api/members/me/password',
      method: 'POST',
      json: {
        currentPassword: caller.password ?? 'not-signed-in',
        newPassword: 'calypso-rhythm-2029',
        confirmPassword: 'calypso-rhythm-2029',
      },
    }),
  },
  'POST /api/members/verify-email': {
    // Public: the link is opened wherever the mail is read, signed in or not; the token is the credential.
    request: async ({ t }) => ({
      path: '/api/members/verify-email',
      method: 'POST',
      json: { token: await verificationToken(t) },
    }),
  },
  'POST /api/members/me/verification-email': {
    // Every caller is a fresh account that has not verified its address yet (a verified one gets 409).
    spends: 'account',
    request: async ({ t }, caller) => {
      if (caller.userId) {
        await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, caller.userId));
      }
      return { path: '/api/members/me/verification-email', method: 'POST' };
    },
  },
  'DELETE /api/members/me': {
    spends: 'account',
    // The member's own password comes with it (re-authentication, decision 0031).
    request: (_ctx, caller) => ({
      path: '/api/members/me',
      method: 'DELETE',
      json: { password: caller.password ?? 'a-visitor-has-none' },
    }),
  },

  // Users (back office): administrators only; the target is a member made for the row.
  'GET /api/admin/users': get('/api/admin/users?q=fete'),
  'GET /api/admin/users/:member': withTarget((id) => ({ path: `/api/admin/users/${id}` })),
  // Role changes and suspensions come with the caller's own password (re-authentication, decision 0031).
  'PUT /api/admin/users/:member/role': {
    fixture: async ({ t }) => ({ id: (await newMember(t)).userId }),
    request: (_ctx, caller, target) => ({
      path: `/api/admin/users/${target.id}/role`,
      method: 'PUT',
      json: { role: 'admin', password: caller.password ?? 'a-visitor-has-none' },
    }),
  },
  'POST /api/admin/users/:member/membership': withTarget((id) => ({
    path: `/api/admin/users/${id}/membership`,
    method: 'POST',
    json: { by: 'days', days: 30 },
  })),
  'POST /api/admin/users/:member/suspend': {
    fixture: async ({ t }) => ({ id: (await newMember(t)).userId }),
    request: (_ctx, caller, target) => ({
      path: `/api/admin/users/${target.id}/suspend`,
      method: 'POST',
      json: { reason: 'Matrix check', password: caller.password ?? 'a-visitor-has-none' },
    }),
  },
  'POST /api/admin/users/:member/unsuspend': {
    fixture: async ({ t }) => {
      const { userId } = await newMember(t);
      await t.db.update(users).set({ banned: true, banReason: 'Matrix check' }).where(eq(users.id, userId));
      return { id: userId };
    },
    request: (_ctx, _caller, target) => ({ path: `/api/admin/users/${target.id}/unsuspend`, method: 'POST' }),
  },
  'POST /api/admin/users/:member/revoke-sessions': withTarget((id) => ({
    path: `/api/admin/users/${id}/revoke-sessions`,
    method: 'POST',
  })),
  // The site's pages (decision 0045): anyone reads them and the contact details; administrators edit the pages.
  'GET /api/site/contact': get('/api/site/contact'),
  'GET /api/site/pages/:slug': get('/api/site/pages/terms'),
  'GET /api/admin/site-pages': get('/api/admin/site-pages'),
  'PUT /api/admin/site-pages/:id': withItem(
    async (ctx) => ({ id: await sitePageId(ctx.t.db, 'privacy') }),
    (id) => `/api/admin/site-pages/${id}`,
    { method: 'PUT', json: { title: 'Privacy Policy', body: 'What Fete stores, and why.' } },
  ),
};
