import {
  createAd,
  createBand,
  createEvent,
  createFeaturedItem,
  createHeroSlide,
  createPartner,
  createProduct,
  createProvider,
  createRestaurant,
} from '../db/factories';
import { eq } from 'drizzle-orm';
import { memberInput } from '../db/factories/members';
import { users } from '../db/schema';
import type { ActorName, Caller } from './actors';
import { pdf, signUp, uploadAs, uploadForm, uploadImageAs } from './actors';
import type { TestServer } from './harness';
import { firstLink } from './smtp-sink';

/**
 * The rows of the authorization matrix (authorization-matrix.test.ts), keyed `METHOD path` like
 * `routes.records`. A row says how to make a valid request; the expected answers follow from the route's
 * declared level (public, user, admin) and the row's owner rule, so a row only states what differs, with why.
 */

export interface Ctx {
  t: TestServer;
  callers: Record<ActorName, Caller>;
}

export interface MatrixRequest {
  path: string;
  method?: string;
  json?: unknown;
  body?: BodyInit;
  /** A never-ending answer (Server-Sent Events): judged by its status, then closed. */
  stream?: boolean;
}

export interface MatrixRow<F = any> {
  /**
   * The object belongs to someone: memberA and memberB get 404 (another user's private object), the owner
   * succeeds, and so does an administrator unless the rule is `owner-only`.
   */
  owner?: 'owner-and-admin' | 'owner-only';
  /** The route ends the caller's account or session: every caller is a fresh one. */
  spends?: 'account' | 'session';
  /** Made once for the row (not per caller), before the first request. */
  fixture?: (ctx: Ctx) => Promise<F>;
  request: (ctx: Ctx, caller: Caller, fixture: F) => MatrixRequest | Promise<MatrixRequest>;
  /** Only where the level and owner rule do not say it; the row's comment says why. */
  expect?: Partial<Record<ActorName, number>>;
}

const get = (path: string): MatrixRow => ({ request: () => ({ path }) });

/** A row whose fixture is one row made with a factory; the path takes its id. */
function withItem(
  make: (ctx: Ctx) => Promise<{ id: string }>,
  path: (id: string) => string,
  init: Omit<MatrixRequest, 'path'> = {},
): MatrixRow<{ id: string }> {
  return { fixture: make, request: (_ctx, _caller, item) => ({ path: path(item.id), ...init }) };
}

/** A row about one member account (the back office's Users routes), made once for the row. */
function withTarget(request: (id: string) => MatrixRequest): MatrixRow<{ id: string }> {
  return {
    fixture: async ({ t }) => ({ id: (await signUp(t)).userId }),
    request: (_ctx, _caller, target) => request(target.id),
  };
}

const band = (ctx: Ctx) => createBand(ctx.t.db);
const slide = (ctx: Ctx) => createHeroSlide(ctx.t.db);
const ad = (ctx: Ctx) => createAd(ctx.t.db);
const partner = (ctx: Ctx) => createPartner(ctx.t.db);

/** A manager's write whose body names an image: each signed-in caller sends one of its own uploads. */
function withImage(
  path: string,
  method: string,
  body: (imageUrl: string) => Record<string, unknown>,
  make?: (ctx: Ctx) => Promise<{ id: string }>,
): MatrixRow<{ id: string } | undefined> {
  return {
    fixture: make ? (ctx) => make(ctx) : undefined,
    request: async ({ t }, caller, item) => ({
      path: item ? path.replace(':id', item.id) : path,
      method,
      json: body(caller.cookie ? await uploadImageAs(t, caller.cookie) : '/uploads/none.webp'),
    }),
  };
}

const bandBody = { name: 'Matrix Mas', country: 'Trinidad', startDate: '2031-02-20' };
const slideBody = (imageUrl: string) => ({ title: 'Matrix slide', imageUrl });
const adBody = (imageUrl: string) => ({ position: 'hero', title: 'Matrix ad', imageUrl });
const partnerBody = (imageUrl: string) => ({ name: 'Matrix partner', logoUrl: imageUrl });

/** The list, add, edit, active, move and delete rows of one of the home page's managers. */
function managerRows(
  base: string,
  make: (ctx: Ctx) => Promise<{ id: string }>,
  body: (imageUrl: string) => Record<string, unknown>,
): Record<string, MatrixRow> {
  return {
    [`GET ${base}`]: { fixture: make, ...get(base) },
    [`POST ${base}`]: withImage(base, 'POST', body),
    [`PUT ${base}/:id`]: withImage(`${base}/:id`, 'PUT', body, make),
    [`PUT ${base}/:id/active`]: withItem(make, (id) => `${base}/${id}/active`, {
      method: 'PUT',
      json: { active: false },
    }),
    [`POST ${base}/:id/move`]: withItem(make, (id) => `${base}/${id}/move`, {
      method: 'POST',
      json: { direction: 'up' },
    }),
    [`DELETE ${base}/:id`]: withItem(make, (id) => `${base}/${id}`, { method: 'DELETE' }),
  };
}
const event = (ctx: Ctx) => createEvent(ctx.t.db);
const restaurant = (ctx: Ctx) => createRestaurant(ctx.t.db, { ownerId: ctx.callers.owner.userId });
const provider = (ctx: Ctx) => createProvider(ctx.t.db);

/** A single-use reset token, mailed to a fresh account (each caller spends one). */
async function resetToken(t: TestServer): Promise<string> {
  const { input } = await signUp(t);
  const res = await t.request('/api/auth/request-password-reset', {
    json: { email: input.email, redirectTo: '/reset-password' },
  });
  if (res.status !== 200) throw new Error(`reset request failed: ${res.status}`);
  const mail = await t.smtp.waitFor(input.email);
  return new URL(firstLink(mail.text, '/reset-password')).searchParams.get('token')!;
}

const likeRows = (list: string, make: (ctx: Ctx) => Promise<{ id: string }>) => ({
  [`PUT /api/likes/${list}/:id`]: withItem(make, (id) => `/api/likes/${list}/${id}`, { method: 'PUT' }),
  [`DELETE /api/likes/${list}/:id`]: withItem(make, (id) => `/api/likes/${list}/${id}`, {
    method: 'DELETE',
  }),
});

export const MATRIX: Record<string, MatrixRow> = {
  // Uploads: a resume (no image decoding); a private file is its owner's and the administrators'.
  'POST /api/uploads': {
    request: () => ({
      path: '/api/uploads',
      method: 'POST',
      body: uploadForm('resume', pdf, 'resume.pdf', 'application/pdf'),
    }),
  },
  'GET /api/files/:id': {
    owner: 'owner-and-admin',
    fixture: async ({ t, callers }) => {
      // memberA owns a resume too: owning a file of the kind must not open anyone else's.
      await uploadAs(t, callers.memberA.cookie!, 'resume');
      return uploadAs(t, callers.owner.cookie!, 'resume');
    },
    request: (_ctx, _caller, id: string) => ({ path: `/api/files/${id}` }),
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
    fixture: async ({ t }) => (await signUp(t)).input,
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
      json: { email: (await signUp(t)).input.email, redirectTo: '/reset-password' },
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
  'DELETE /api/members/me': {
    spends: 'account',
    request: () => ({ path: '/api/members/me', method: 'DELETE' }),
  },
  'GET /api/admin/members': get('/api/admin/members?q=kaia'),

  // Users (back office): administrators only; the target is a member made for the row.
  'GET /api/admin/users': get('/api/admin/users?q=fete'),
  'GET /api/admin/users/:member': withTarget((id) => ({ path: `/api/admin/users/${id}` })),
  'PUT /api/admin/users/:member/role': withTarget((id) => ({
    path: `/api/admin/users/${id}/role`,
    method: 'PUT',
    json: { role: 'admin' },
  })),
  'POST /api/admin/users/:member/membership': withTarget((id) => ({
    path: `/api/admin/users/${id}/membership`,
    method: 'POST',
    json: { by: 'days', days: 30 },
  })),
  'POST /api/admin/users/:member/suspend': withTarget((id) => ({
    path: `/api/admin/users/${id}/suspend`,
    method: 'POST',
    json: { reason: 'Matrix check' },
  })),
  'POST /api/admin/users/:member/unsuspend': {
    fixture: async ({ t }) => {
      const { userId } = await signUp(t);
      await t.db.update(users).set({ banned: true, banReason: 'Matrix check' }).where(eq(users.id, userId));
      return { id: userId };
    },
    request: (_ctx, _caller, target) => ({ path: `/api/admin/users/${target.id}/unsuspend`, method: 'POST' }),
  },
  'POST /api/admin/users/:member/revoke-sessions': withTarget((id) => ({
    path: `/api/admin/users/${id}/revoke-sessions`,
    method: 'POST',
  })),

  // Listings: public reads; likes and ratings need a session.
  'GET /api/providers': get('/api/providers'),
  'GET /api/providers/:id': withItem(provider, (id) => `/api/providers/${id}`),
  'PUT /api/providers/:id/rating': withItem(provider, (id) => `/api/providers/${id}/rating`, {
    method: 'PUT',
    json: { rating: 4 },
  }),
  'GET /api/products': {
    fixture: ({ t }) => createProduct(t.db),
    request: () => ({ path: '/api/products' }),
  },
  'GET /api/likes': get('/api/likes'),
  ...likeRows('events', event),
  ...likeRows('bands', band),
  ...likeRows('restaurants', restaurant),
  ...likeRows('providers', provider),
  'GET /api/events': get('/api/events'),
  'GET /api/destinations': get('/api/destinations'),
  'GET /api/events/:id': withItem(event, (id) => `/api/events/${id}`),
  'GET /api/bands': get('/api/bands'),
  'GET /api/bands/:id': withItem(band, (id) => `/api/bands/${id}`),
  'PUT /api/bands/:id/rating': withItem(band, (id) => `/api/bands/${id}/rating`, {
    method: 'PUT',
    json: { rating: 5 },
  }),
  'GET /api/restaurants': get('/api/restaurants'),
  // The owner of a listed restaurant has no more read access than anyone: it is public.
  'GET /api/restaurants/:id': withItem(restaurant, (id) => `/api/restaurants/${id}`),

  // Home page.
  'GET /api/hero-slides': { fixture: ({ t }) => createHeroSlide(t.db), ...get('/api/hero-slides') },
  'GET /api/ads': { fixture: ({ t }) => createAd(t.db), ...get('/api/ads?position=hero') },
  'GET /api/partners': { fixture: ({ t }) => createPartner(t.db), ...get('/api/partners') },
  'GET /api/home/:section': get('/api/home/bands'),
  'PUT /api/admin/featured/:type/:id': withItem(band, (id) => `/api/admin/featured/band/${id}`, {
    method: 'PUT',
  }),
  'DELETE /api/admin/featured/:type/:id': withItem(band, (id) => `/api/admin/featured/band/${id}`, {
    method: 'DELETE',
  }),

  // The back office's bands manager and the home page's managers: administrators only.
  'GET /api/admin/bands': { fixture: band, ...get('/api/admin/bands?q=mas') },
  'POST /api/admin/bands': { request: () => ({ path: '/api/admin/bands', method: 'POST', json: bandBody }) },
  'PUT /api/admin/bands/:id': withItem(band, (id) => `/api/admin/bands/${id}`, {
    method: 'PUT',
    json: bandBody,
  }),
  'PUT /api/admin/bands/:id/active': withItem(band, (id) => `/api/admin/bands/${id}/active`, {
    method: 'PUT',
    json: { active: false },
  }),
  'DELETE /api/admin/bands/:id': withItem(band, (id) => `/api/admin/bands/${id}`, { method: 'DELETE' }),
  ...managerRows('/api/admin/hero-slides', slide, slideBody),
  ...managerRows('/api/admin/ads', ad, adBody),
  ...managerRows('/api/admin/partners', partner, partnerBody),
  'GET /api/admin/featured/:type': get('/api/admin/featured/band'),
  'POST /api/admin/featured/:type/:id/move': {
    fixture: async ({ t }) => {
      const item = await createBand(t.db);
      await createFeaturedItem(t.db, 'band', item.id);
      return item;
    },
    request: (_ctx, _caller, item: { id: string }) => ({
      path: `/api/admin/featured/band/${item.id}/move`,
      method: 'POST',
      json: { direction: 'down' },
    }),
  },

  // The live channel: a member topic is its member's alone (administrators included); event topics are public.
  'GET /api/live': {
    owner: 'owner-only',
    request: ({ callers }) => ({ path: `/api/live?topics=member:${callers.owner.userId}`, stream: true }),
  },
};
