import { memberInput } from '../db/factories/members';
import { pdf, newMember, uploadAs, uploadForm, uploadImageUrlAs, uploadPath } from './actors';
import { eq } from 'drizzle-orm';
import { issueRenewalToken } from '../auth/renewal-token';
import { users } from '../db/schema';
import { MatrixRow, get, resetToken } from './authorization-row-kit';

/** Rows of the authorization matrix (authorization-rows.ts): The uploads, better-auth's routes, the member's own account and the door check. */
export const accountRows: Record<string, MatrixRow> = {
  // Uploads: a resume (no image decoding); a private file is its owner's and the administrators'.
  'POST /api/uploads': {
    request: () => ({
      path: uploadPath('resume'),
      method: 'POST',
      body: uploadForm('resume', pdf, 'resume.pdf', 'application/pdf'),
    }),
  },
  // A visitor gets the same 404 as a member who may not read the file: the route does not ask them to sign in.
  'GET /api/files/:id': {
    owner: 'owner-and-admin',
    expect: { visitor: 404 },
    fixture: async ({ t, callers }) => {
      // memberA owns a resume too: owning a file of the kind must not open anyone else's.
      await uploadAs(t, callers.memberA.cookie!, 'resume');
      return uploadAs(t, callers.owner.cookie!, 'resume');
    },
    request: (_ctx, _caller, id: string) => ({ path: `/api/files/${id}` }),
  },
  // A receipt's image: the receipt's member (the owner here) and administrators read it; memberA has a
  // receipt with another image, which must not open this one.
  'GET /api/files/:id (a receipt image)': {
    owner: 'owner-and-admin',
    expect: { visitor: 404 },
    fixture: async ({ t, callers }) => {
      const issue = async (userId: string) => {
        const imageUrl = await uploadImageUrlAs(t, callers.admin.cookie!, 'receipt');
        const json = { userId, title: 'Matrix receipt', items: [], imageUrl };
        const res = await t.request('/api/admin/receipts', {
          method: 'POST',
          json,
          cookie: callers.admin.cookie,
        });
        if (res.status !== 201) throw new Error(`receipt failed: ${res.status} ${res.text}`);
        return imageUrl;
      };
      await issue(callers.memberA.userId!);
      return issue(callers.owner.userId!);
    },
    request: (_ctx, _caller, imageUrl: string) => ({ path: imageUrl }),
  },

  // better-auth. Success is what the sign-up, sign-in and reset pages rely on.
  'POST /api/auth/sign-up/email': {
    // Signing up while signed in creates the new account like a visitor's sign-up: nothing is gated.
    request: () => ({
      path: '/api/auth/sign-up/email',
      method: 'POST',
      json: { ...memberInput(), name: 'ignored' },
    }),
  },
  'POST /api/auth/sign-in/email': {
    fixture: async ({ t }) => (await newMember(t)).input,
    request: (_ctx, _caller, input: { email: string; password: string }) => ({
      path: '/api/auth/sign-in/email',
      method: 'POST',
      json: { email: input.email, password: input.password },
    }),
  },
  'POST /api/auth/sign-out': {
    spends: 'session',
    // better-auth answers a visitor's sign-out with success: there is no session to end, nothing changes.
    expect: { visitor: 200 },
    request: () => ({ path: '/api/auth/sign-out', method: 'POST' }),
  },
  'GET /api/auth/get-session': get('/api/auth/get-session'),
  'POST /api/auth/request-password-reset': {
    // Resets are limited per address (3 a minute): each caller asks for an account of its own.
    request: async ({ t }) => ({
      path: '/api/auth/request-password-reset',
      method: 'POST',
      json: { email: (await newMember(t)).input.email, redirectTo: '/reset-password' },
    }),
  },
  'POST /api/auth/reset-password': {
    // The token is the credential: whoever holds it (signed in or not) sets the password once.
    request: async ({ t }) => ({
      path: '/api/auth/reset-password',
      method: 'POST',
      json: { newPassword: 'calypso-rhythm-2029', token: await resetToken(t) },
    }),
  },

  // The member's own account: every member acts on their own, so there is no one else's object to reach.
  'GET /api/members/me': get('/api/members/me'),
  'GET /api/members/me/fete-id': get('/api/members/me/fete-id'),
  'PUT /api/members/me/community': {
    request: () => ({ path: '/api/members/me/community', method: 'PUT', json: { showInCommunity: true } }),
  },
  // Renewing Gold (decision 0044): an expiry that is no longer the member's renews nothing and answers 200.
  // An administrator's membership never ends, nor does a former administrator's: there is nothing to renew (403).
  'POST /api/members/me/membership/renewal': {
    expect: { admin: 403, demotedAdmin: 403 },
    request: () => ({
      path: '/api/members/me/membership/renewal',
      method: 'POST',
      json: { expiresAt: '2020-01-01T00:00:00.000Z' },
    }),
  },
  // Public: the sign-in's renewal token is the credential (the first caller renews, the rest find it renewed).
  'POST /api/members/membership/renewal': {
    fixture: async ({ t }) => {
      const expired = await newMember(t);
      const expiresAt = new Date(Date.now() - 86_400_000);
      await t.db.update(users).set({ membershipExpiresAt: expiresAt }).where(eq(users.id, expired.userId));
      return issueRenewalToken(t.config, { userId: expired.userId, expiresAt });
    },
    request: (_ctx, _caller, token: string) => ({
      path: '/api/members/membership/renewal',
      method: 'POST',
      json: { token },
    }),
  },
  // Public: a door check answers a verdict for anyone (an empty token is simply invalid).
  'GET /api/fete-id/verify': get('/api/fete-id/verify?token=x'),
  'GET /api/me/badges': get('/api/me/badges'),
};
