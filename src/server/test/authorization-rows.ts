import {
  createAd,
  createBadgeType,
  createUserBadge,
  createBand,
  createCustomForm,
  createFormSubmission,
  createConversation,
  createNotification,
  createPackage,
  createRidePackage,
  createEvent,
  createEventDiscount,
  createEventReport,
  eventFormInput,
  createFeaturedItem,
  createHeroSlide,
  createPartner,
  createProduct,
  createMarqetRegistration,
  createProvider,
  createReceipt,
  createMenuItem,
  createRestaurant,
  createRestaurantDiscount,
  createRestaurantPhoto,
  createTestimonial,
  createStaffApplication,
  createStaffPosition,
} from '../db/factories';
import { eq } from 'drizzle-orm';
import { memberInput } from '../db/factories/members';
import { chatMessages, chatReports, events, users } from '../db/schema';
import type { ActorName, Caller, CallerName } from './actors';
import { signUp } from '../auth/testing';
import { pdf, newMember, uploadAs, uploadForm, uploadImageUrl, uploadImageUrlAs, uploadPath } from './actors';
import type { TestServer } from './harness';
import { firstLink } from './smtp-sink';
import { VARIANT_ROWS } from './authorization-variant-rows';
import { unsubscribeToken } from '../modules/notifications/unsubscribe';

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
  /**
   * Only where the level and owner rule do not say it; the row's comment says why. A variant caller
   * (actors.ts) gets what its stand-in gets unless it is named here.
   */
  expect?: Partial<Record<CallerName, number>>;
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
    fixture: async ({ t }) => ({ id: (await newMember(t)).userId }),
    request: (_ctx, _caller, target) => request(target.id),
  };
}

const band = (ctx: Ctx) => createBand(ctx.t.db);
const staffPosition = (ctx: Ctx) => createStaffPosition(ctx.t.db);
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
      json: body(caller.cookie ? await uploadImageUrl(t, caller.cookie) : '/uploads/none.webp'),
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
const product = (ctx: Ctx) => createProduct(ctx.t.db);

/** An image the administrator uploads for a manager's form (others are refused before the body is read). */
const imageFor = async (ctx: Ctx, caller: Caller, purpose: 'image' | 'marqet') =>
  caller.name === 'admin' ? uploadImageUrlAs(ctx.t, caller.cookie!, purpose) : '/uploads/not-checked.webp';

/** A valid registration as the form sends it: an affiliate with one discounted product, no images. */
export const registrationBody = {
  brandName: 'Matrix Mas',
  contactName: 'Matrix Vendor',
  email: 'vendor@example.com',
  vendorType: 'affiliate',
  placementPreference: ['My Products'],
  products: [{ name: 'Matrix Crown', priceCents: 5000, discountApplied: true }],
  durationMonths: 3,
  paymentMethod: 'PayPal',
  agreeToTerms: true,
};
/** A registration of the owner caller's, in the given status. */
const registrationOf =
  (status: 'pending' | 'approved' = 'pending') =>
  (ctx: Ctx) =>
    createMarqetRegistration(ctx.t.db, ctx.callers.owner.userId!, {
      status,
      expirationDate: status === 'approved' ? new Date(Date.now() + 86_400_000) : null,
    });

const productBody = { name: 'Matrix Tank', brand: 'Matrix Wear', priceCents: 2500, sizes: ['S', ' s ', ''] };
const providerBody = {
  firstName: 'Matrix',
  lastName: 'Artist',
  services: ['Makeup'],
  servicePrices: { Makeup: 9000 },
};
const pkg = (ctx: Ctx) => createPackage(ctx.t.db);
const receipt = (ctx: Ctx) => createReceipt(ctx.t.db, ctx.callers.owner.userId!);
const ride = (ctx: Ctx) => createRidePackage(ctx.t.db);
const rideForm = async (ctx: Ctx) => createCustomForm(ctx.t.db, 'ride', (await ride(ctx)).id);
const rideWithForm = async (ctx: Ctx) => {
  const item = await ride(ctx);
  await createCustomForm(ctx.t.db, 'ride', item.id);
  return item;
};

/** The token of the verification link mailed at a sign-up through the site (each caller verifies its own). */
async function verificationToken(t: TestServer): Promise<string> {
  const { input } = await signUp(t);
  const mail = await t.smtp.waitFor(input.email);
  return new URL(firstLink(mail.text, '/verify-email')).searchParams.get('token')!;
}

/** A single-use reset token, mailed to a fresh account (each caller spends one). */
async function resetToken(t: TestServer): Promise<string> {
  const { input } = await newMember(t);
  const res = await t.request('/api/auth/request-password-reset', {
    json: { email: input.email, redirectTo: '/reset-password' },
  });
  if (res.status !== 200) throw new Error(`reset request failed: ${res.status}`);
  const mail = await t.smtp.waitFor(input.email);
  return new URL(firstLink(mail.text, '/reset-password')).searchParams.get('token')!;
}

/**
 * A write to a restaurant the owner caller owns. The restaurant is listed, so another member is refused with
 * 403 (it is no secret that it exists); the owner and administrators succeed (decision 0016).
 */
function ownedRestaurantRow(
  request: (ctx: Ctx, caller: Caller, restaurantId: string) => Promise<MatrixRequest> | MatrixRequest,
): MatrixRow<{ id: string }> {
  return {
    owner: 'owner-and-admin',
    expect: { memberA: 403, memberB: 403 },
    fixture: restaurant,
    request: (ctx, caller, r) => request(ctx, caller, r.id),
  };
}

/** An image upload of the caller's own (an upload is attached only by whoever made it). */
const imageOf = async (t: TestServer, caller: Caller) =>
  caller.cookie ? uploadImageUrl(t, caller.cookie) : '/uploads/none.webp';

const restaurantBody = { name: 'Matrix Roti Shop', location: 'Queen Street, Port of Spain' };
const menuItemBody = { name: 'Doubles', priceCents: 150 };
const discountBody = { description: '10% for members', percentage: 10 };

const restaurantRows: Record<string, MatrixRow> = {
  'GET /api/admin/restaurants': get('/api/admin/restaurants?q=matrix'),
  'POST /api/admin/restaurants': {
    request: () => ({ path: '/api/admin/restaurants', method: 'POST', json: restaurantBody }),
  },
  // The administrator is the last caller: the row's one restaurant is deleted once.
  'DELETE /api/admin/restaurants/:id': withItem(restaurant, (id) => `/api/admin/restaurants/${id}`, {
    method: 'DELETE',
  }),
  'PUT /api/admin/restaurants/:id/active': withItem(
    restaurant,
    (id) => `/api/admin/restaurants/${id}/active`,
    {
      method: 'PUT',
      json: { active: true },
    },
  ),
  'PUT /api/admin/restaurants/:id/owner': {
    fixture: restaurant,
    request: ({ callers }, _caller, r) => ({
      path: `/api/admin/restaurants/${r.id}/owner`,
      method: 'PUT',
      json: { ownerId: callers.owner.userId },
    }),
  },
  // Every member may ask which restaurants they own (most own none).
  'GET /api/me/restaurants': get('/api/me/restaurants'),
  'GET /api/restaurants/:id/manage': ownedRestaurantRow((_ctx, _caller, id) => ({
    path: `/api/restaurants/${id}/manage`,
  })),
  'PUT /api/restaurants/:id': ownedRestaurantRow((_ctx, _caller, id) => ({
    path: `/api/restaurants/${id}`,
    method: 'PUT',
    json: restaurantBody,
  })),
  'POST /api/restaurants/:id/menu-items': ownedRestaurantRow((_ctx, _caller, id) => ({
    path: `/api/restaurants/${id}/menu-items`,
    method: 'POST',
    json: menuItemBody,
  })),
  'PUT /api/restaurants/:id/menu-items/:itemId': ownedRestaurantRow(async ({ t }, _caller, id) => ({
    path: `/api/restaurants/${id}/menu-items/${(await createMenuItem(t.db, id)).id}`,
    method: 'PUT',
    json: menuItemBody,
  })),
  'DELETE /api/restaurants/:id/menu-items/:itemId': ownedRestaurantRow(async ({ t }, _caller, id) => ({
    path: `/api/restaurants/${id}/menu-items/${(await createMenuItem(t.db, id)).id}`,
    method: 'DELETE',
  })),
  'POST /api/restaurants/:id/photos': ownedRestaurantRow(async ({ t }, caller, id) => ({
    path: `/api/restaurants/${id}/photos`,
    method: 'POST',
    json: { imageUrl: await imageOf(t, caller) },
  })),
  'PUT /api/restaurants/:id/photos/:photoId': ownedRestaurantRow(async ({ t }, _caller, id) => ({
    path: `/api/restaurants/${id}/photos/${(await createRestaurantPhoto(t.db, id)).id}`,
    method: 'PUT',
    json: { caption: 'Terrace', active: false },
  })),
  'POST /api/restaurants/:id/photos/:photoId/move': ownedRestaurantRow(async ({ t }, _caller, id) => ({
    path: `/api/restaurants/${id}/photos/${(await createRestaurantPhoto(t.db, id)).id}/move`,
    method: 'POST',
    json: { direction: 'up' },
  })),
  'DELETE /api/restaurants/:id/photos/:photoId': ownedRestaurantRow(async ({ t }, _caller, id) => ({
    path: `/api/restaurants/${id}/photos/${(await createRestaurantPhoto(t.db, id)).id}`,
    method: 'DELETE',
  })),
  'POST /api/restaurants/:id/discounts': ownedRestaurantRow((_ctx, _caller, id) => ({
    path: `/api/restaurants/${id}/discounts`,
    method: 'POST',
    json: discountBody,
  })),
  'PUT /api/restaurants/:id/discounts/:discountId': ownedRestaurantRow(async ({ t }, _caller, id) => ({
    path: `/api/restaurants/${id}/discounts/${(await createRestaurantDiscount(t.db, id)).id}`,
    method: 'PUT',
    json: discountBody,
  })),
  'DELETE /api/restaurants/:id/discounts/:discountId': ownedRestaurantRow(async ({ t }, _caller, id) => ({
    path: `/api/restaurants/${id}/discounts/${(await createRestaurantDiscount(t.db, id)).id}`,
    method: 'DELETE',
  })),
};

const likeRows = (list: string, make: (ctx: Ctx) => Promise<{ id: string }>) => ({
  [`PUT /api/likes/${list}/:id`]: withItem(make, (id) => `/api/likes/${list}/${id}`, { method: 'PUT' }),
  [`DELETE /api/likes/${list}/:id`]: withItem(make, (id) => `/api/likes/${list}/${id}`, {
    method: 'DELETE',
  }),
});

const attendanceRows = (list: string, make: (ctx: Ctx) => Promise<{ id: string }>) => ({
  [`GET /api/${list}/:id/attendance`]: withItem(make, (id) => `/api/${list}/${id}/attendance`),
  [`PUT /api/${list}/:id/attendance`]: withItem(make, (id) => `/api/${list}/${id}/attendance`, {
    method: 'PUT',
  }),
  [`DELETE /api/${list}/:id/attendance`]: withItem(make, (id) => `/api/${list}/${id}/attendance`, {
    method: 'DELETE',
  }),
  [`GET /api/${list}/:id/attendees`]: withItem(make, (id) => `/api/${list}/${id}/attendees`),
});

export const MATRIX: Record<string, MatrixRow> = {
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
  // Public: a door check answers a verdict for anyone (an empty token is simply invalid).
  'GET /api/fete-id/verify': get('/api/fete-id/verify?token=x'),
  'GET /api/me/badges': get('/api/me/badges'),
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
  'GET /api/products/:id': withItem(product, (id) => `/api/products/${id}`),
  'GET /api/likes': get('/api/likes'),
  // Attendance: counts are public; attending and the attendee lists need a session.
  ...attendanceRows('events', event),
  ...attendanceRows('bands', band),
  'GET /api/me/attending-events': get('/api/me/attending-events'),
  ...likeRows('events', event),
  ...likeRows('bands', band),
  ...likeRows('restaurants', restaurant),
  ...likeRows('providers', provider),
  'GET /api/events': get('/api/events'),
  'GET /api/destinations': get('/api/destinations'),
  'GET /api/events/:id': withItem(event, (id) => `/api/events/${id}`),
  'GET /api/events/:id/calendar.ics': withItem(event, (id) => `/api/events/${id}/calendar.ics`),
  // Public: the secret in the URL is the key, whoever asks (a calendar app has no session).
  'GET /api/calendar/:file': {
    fixture: async ({ t }) => {
      const owner = await newMember(t);
      const res = await t.request('/api/members/me/calendar-feed', { method: 'POST', cookie: owner.cookie });
      return { path: new URL(res.data.url).pathname };
    },
    request: (_ctx, _caller, feed: { path: string }) => ({ path: feed.path }),
  },
  // The member's own feed: every member acts on their own.
  'GET /api/members/me/calendar-feed': get('/api/members/me/calendar-feed'),
  'POST /api/members/me/calendar-feed': {
    request: () => ({ path: '/api/members/me/calendar-feed', method: 'POST' }),
  },
  'PUT /api/members/me/calendar-feed': {
    request: () => ({ path: '/api/members/me/calendar-feed', method: 'PUT', json: { includeLiked: true } }),
  },

  // Events manager (administrators) and organisers: the owner is the event's organiser.
  'GET /api/admin/events': get('/api/admin/events?q=fete'),
  'POST /api/admin/events': {
    request: () => ({ path: '/api/admin/events', method: 'POST', json: eventFormInput() }),
  },
  'GET /api/admin/events/:id': withItem(event, (id) => `/api/admin/events/${id}`),
  'PUT /api/admin/events/:id': withItem(event, (id) => `/api/admin/events/${id}`, {
    method: 'PUT',
    json: eventFormInput({ feteRideUrl: '/fete-rides' }),
  }),
  'PUT /api/admin/events/:id/active': withItem(event, (id) => `/api/admin/events/${id}/active`, {
    method: 'PUT',
    json: { active: false },
  }),
  'DELETE /api/admin/events/:id': {
    // A fresh event per call: the first success would leave the next caller nothing to delete.
    request: async ({ t }) => ({
      path: `/api/admin/events/${(await createEvent(t.db)).id}`,
      method: 'DELETE',
    }),
  },
  'POST /api/admin/events/:id/discounts': withItem(event, (id) => `/api/admin/events/${id}/discounts`, {
    method: 'POST',
    json: { code: 'MATRIX10', percentage: 10 },
  }),
  'PUT /api/admin/events/:id/discounts/:discountId': {
    fixture: async ({ t }) => {
      const e = await createEvent(t.db);
      return { eventId: e.id, discountId: (await createEventDiscount(t.db, e.id)).id };
    },
    request: (_ctx, _caller, f: { eventId: string; discountId: string }) => ({
      path: `/api/admin/events/${f.eventId}/discounts/${f.discountId}`,
      method: 'PUT',
      json: { code: 'MATRIX20', percentage: 20, validFrom: '2026-01-01', validUntil: '2030-12-31' },
    }),
  },
  'DELETE /api/admin/events/:id/discounts/:discountId': {
    fixture: async ({ t }) => {
      const e = await createEvent(t.db);
      return { eventId: e.id, discountId: (await createEventDiscount(t.db, e.id)).id };
    },
    request: (_ctx, _caller, f: { eventId: string; discountId: string }) => ({
      path: `/api/admin/events/${f.eventId}/discounts/${f.discountId}`,
      method: 'DELETE',
    }),
  },
  'POST /api/admin/events/:id/reports/:reportId/dismiss': {
    fixture: async ({ t, callers }) => {
      const e = await createEvent(t.db);
      return { eventId: e.id, reportId: (await createEventReport(t.db, e.id, callers.memberA.userId!)).id };
    },
    request: (_ctx, _caller, f: { eventId: string; reportId: string }) => ({
      path: `/api/admin/events/${f.eventId}/reports/${f.reportId}/dismiss`,
      method: 'POST',
    }),
  },
  'GET /api/admin/deleted-event-reports': get('/api/admin/deleted-event-reports'),
  'POST /api/admin/deleted-event-reports/:reportId/dismiss': {
    // A report whose event its organiser deleted: it stays for the administrators (decision 0030).
    fixture: async ({ t, callers }) => {
      const e = await createEvent(t.db);
      const report = await createEventReport(t.db, e.id, callers.memberA.userId!);
      await t.db.delete(events).where(eq(events.id, e.id));
      return report;
    },
    request: (_ctx, _caller, report: { id: string }) => ({
      path: `/api/admin/deleted-event-reports/${report.id}/dismiss`,
      method: 'POST',
    }),
  },
  'POST /api/events': {
    request: () => ({ path: '/api/events', method: 'POST', json: eventFormInput() }),
  },
  'GET /api/me/events': get('/api/me/events'),
  'GET /api/me/events/:id': {
    // The edit form's read: the organiser's, and the administrators' (who may edit every event).
    owner: 'owner-and-admin',
    fixture: ({ t, callers }) => createEvent(t.db, { organizerId: callers.owner.userId }),
    request: (_ctx, _caller, e: { id: string }) => ({ path: `/api/me/events/${e.id}` }),
  },
  'PUT /api/events/:id': {
    owner: 'owner-and-admin',
    fixture: ({ t, callers }) => createEvent(t.db, { organizerId: callers.owner.userId }),
    request: (_ctx, _caller, e: { id: string }) => ({
      path: `/api/events/${e.id}`,
      method: 'PUT',
      json: eventFormInput(),
    }),
  },
  'DELETE /api/events/:id': {
    owner: 'owner-and-admin',
    // A fresh event of the owner's per call: the owner's delete must not leave the administrator nothing.
    request: async ({ t, callers }) => ({
      path: `/api/events/${(await createEvent(t.db, { organizerId: callers.owner.userId })).id}`,
      method: 'DELETE',
    }),
  },
  'POST /api/events/:id/reports': withItem(event, (id) => `/api/events/${id}/reports`, {
    method: 'POST',
    json: { reason: 'The venue has changed.' },
  }),
  'GET /api/bands': get('/api/bands'),
  'GET /api/bands/:id': withItem(band, (id) => `/api/bands/${id}`),
  'PUT /api/bands/:id/rating': withItem(band, (id) => `/api/bands/${id}/rating`, {
    method: 'PUT',
    json: { rating: 5 },
  }),
  'GET /api/restaurants': get('/api/restaurants'),
  // The owner of a listed restaurant has no more read access than anyone: it is public.
  'GET /api/restaurants/:id': withItem(restaurant, (id) => `/api/restaurants/${id}`),
  ...restaurantRows,

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

  // The products and providers managers (back office): administrators only.
  'GET /api/admin/products': get('/api/admin/products?q=tank'),
  'POST /api/admin/products': {
    request: async (ctx, caller) => ({
      path: '/api/admin/products',
      method: 'POST',
      json: { ...productBody, imageUrl: await imageFor(ctx, caller, 'marqet') },
    }),
  },
  'PUT /api/admin/products/:id': withItem(product, (id) => `/api/admin/products/${id}`, {
    method: 'PUT',
    json: productBody,
  }),
  'PUT /api/admin/products/:id/active': withItem(product, (id) => `/api/admin/products/${id}/active`, {
    method: 'PUT',
    json: { active: false },
  }),
  'DELETE /api/admin/products/:id': withItem(product, (id) => `/api/admin/products/${id}`, {
    method: 'DELETE',
  }),
  'GET /api/admin/providers': get('/api/admin/providers?q=makeup'),
  'POST /api/admin/providers': {
    request: async (ctx, caller) => ({
      path: '/api/admin/providers',
      method: 'POST',
      json: { ...providerBody, avatarUrl: await imageFor(ctx, caller, 'image') },
    }),
  },
  'PUT /api/admin/providers/:id': withItem(provider, (id) => `/api/admin/providers/${id}`, {
    method: 'PUT',
    json: providerBody,
  }),
  'PUT /api/admin/providers/:id/active': withItem(provider, (id) => `/api/admin/providers/${id}/active`, {
    method: 'PUT',
    json: { active: false },
  }),
  'DELETE /api/admin/providers/:id': withItem(provider, (id) => `/api/admin/providers/${id}`, {
    method: 'DELETE',
  }),
  'POST /api/admin/providers/:id/testimonials': {
    fixture: provider,
    request: async (ctx, caller, item: { id: string }) => ({
      path: `/api/admin/providers/${item.id}/testimonials`,
      method: 'POST',
      json: { imageUrl: await imageFor(ctx, caller, 'image'), caption: 'Road ready' },
    }),
  },
  'DELETE /api/admin/providers/:id/testimonials/:testimonialId': {
    fixture: async (ctx) => {
      const p = await provider(ctx);
      return { providerId: p.id, photoId: (await createTestimonial(ctx.t.db, p.id)).id };
    },
    request: (_ctx, _caller, f: { providerId: string; photoId: string }) => ({
      path: `/api/admin/providers/${f.providerId}/testimonials/${f.photoId}`,
      method: 'DELETE',
    }),
  },
  'PUT /api/admin/providers/:id/testimonials/order': {
    fixture: async (ctx) => {
      const p = await provider(ctx);
      const first = await createTestimonial(ctx.t.db, p.id);
      const second = await createTestimonial(ctx.t.db, p.id);
      return { providerId: p.id, ids: [second.id, first.id] };
    },
    request: (_ctx, _caller, f: { providerId: string; ids: string[] }) => ({
      path: `/api/admin/providers/${f.providerId}/testimonials/order`,
      method: 'PUT',
      json: { ids: f.ids },
    }),
  },

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
  // Fete Packages and Fete Rides: members read the cards; the managers are administrators'.
  'GET /api/packages': get('/api/packages'),
  'GET /api/rides': get('/api/rides'),
  'GET /api/admin/packages': get('/api/admin/packages'),
  'GET /api/admin/rides': get('/api/admin/rides'),
  'POST /api/admin/packages': {
    request: () => ({ path: '/api/admin/packages', method: 'POST', json: { title: 'Matrix package' } }),
  },
  'POST /api/admin/rides': {
    request: () => ({ path: '/api/admin/rides', method: 'POST', json: { title: 'Matrix ride' } }),
  },
  'PATCH /api/admin/packages/:id': withItem(pkg, (id) => `/api/admin/packages/${id}`, {
    method: 'PATCH',
    json: { bgColor: 'amber' },
  }),
  'PATCH /api/admin/rides/:id': withItem(ride, (id) => `/api/admin/rides/${id}`, {
    method: 'PATCH',
    json: { active: false },
  }),
  'POST /api/admin/packages/:id/move': withItem(pkg, (id) => `/api/admin/packages/${id}/move`, {
    method: 'POST',
    json: { direction: 'up' },
  }),
  'POST /api/admin/rides/:id/move': withItem(ride, (id) => `/api/admin/rides/${id}/move`, {
    method: 'POST',
    json: { direction: 'down' },
  }),
  'DELETE /api/admin/packages/:id': withItem(pkg, (id) => `/api/admin/packages/${id}`, { method: 'DELETE' }),
  'DELETE /api/admin/rides/:id': withItem(ride, (id) => `/api/admin/rides/${id}`, { method: 'DELETE' }),

  // Custom forms: the builder, list, submissions and CSV are administrators'; members fill forms.
  'GET /api/admin/forms': get('/api/admin/forms?q=request&type=ride'),
  'DELETE /api/admin/forms/:id': withItem(rideForm, (id) => `/api/admin/forms/${id}`, { method: 'DELETE' }),
  'GET /api/admin/form-targets/:type/:id': withItem(ride, (id) => `/api/admin/form-targets/ride/${id}`),
  'PUT /api/admin/form-targets/:type/:id': withItem(pkg, (id) => `/api/admin/form-targets/package/${id}`, {
    method: 'PUT',
    json: { title: 'Matrix form', fields: [{ id: 'email', type: 'email', label: 'Email', required: true }] },
  }),
  'GET /api/admin/forms/:formId/submissions': withItem(
    rideForm,
    (id) => `/api/admin/forms/${id}/submissions`,
  ),
  'GET /api/admin/forms/:formId/export': withItem(rideForm, (id) => `/api/admin/forms/${id}/export`),
  'PATCH /api/admin/form-submissions/:id': {
    fixture: async ({ t, callers }) => {
      const form = await rideForm({ t, callers });
      return createFormSubmission(t.db, form.id, callers.owner.userId!);
    },
    request: (_ctx, _caller, submission: { id: string }) => ({
      path: `/api/admin/form-submissions/${submission.id}`,
      method: 'PATCH',
      json: { status: 'processed' },
    }),
  },
  'GET /api/forms/:type/:id': {
    fixture: rideWithForm,
    request: (_ctx, _caller, ride: { id: string }) => ({ path: `/api/forms/ride/${ride.id}` }),
  },
  'POST /api/forms/:type/:id/submissions': {
    fixture: rideWithForm,
    request: (_ctx, _caller, ride: { id: string }) => ({
      path: `/api/forms/ride/${ride.id}/submissions`,
      method: 'POST',
      json: {
        answers: { email: 'matrix@example.com', travellers: '2', pickup: 'Hyatt', date: '2027-02-08' },
      },
    }),
  },
  'GET /api/me/form-submissions': get('/api/me/form-submissions'),
  'GET /api/me/form-submissions/:submissionId': {
    // A member's submission is theirs alone here; administrators read it on the submissions page.
    owner: 'owner-only',
    fixture: async ({ t, callers }) => {
      const form = await rideForm({ t, callers });
      return createFormSubmission(t.db, form.id, callers.owner.userId!);
    },
    request: (_ctx, _caller, submission: { id: string }) => ({
      path: `/api/me/form-submissions/${submission.id}`,
    }),
  },

  // Notifications: each member's own.
  // Fete Marqet registration: members register and read their own; administrators review.
  'POST /api/marqet/registrations': {
    request: () => ({ path: '/api/marqet/registrations', method: 'POST', json: registrationBody }),
  },
  'GET /api/me/marqet-registrations': get('/api/me/marqet-registrations'),
  'GET /api/me/marqet-registrations/:id': {
    owner: 'owner-and-admin',
    fixture: registrationOf(),
    request: (_ctx, _caller, r: { id: string }) => ({ path: `/api/me/marqet-registrations/${r.id}` }),
  },
  'GET /api/admin/marqet-registrations': get('/api/admin/marqet-registrations?q=matrix&status=pending'),
  'GET /api/admin/marqet-registrations/:id': withItem(
    registrationOf(),
    (id) => `/api/admin/marqet-registrations/${id}`,
  ),
  'POST /api/admin/marqet-registrations/:id/approve': withItem(
    registrationOf(),
    (id) => `/api/admin/marqet-registrations/${id}/approve`,
    { method: 'POST' },
  ),
  'POST /api/admin/marqet-registrations/:id/reject': withItem(
    registrationOf(),
    (id) => `/api/admin/marqet-registrations/${id}/reject`,
    { method: 'POST' },
  ),
  'POST /api/admin/marqet-registrations/:id/extend': withItem(
    registrationOf('approved'),
    (id) => `/api/admin/marqet-registrations/${id}/extend`,
    { method: 'POST', json: { months: 6 } },
  ),
  'GET /api/notifications': get('/api/notifications'),
  'POST /api/notifications/:id/read': {
    owner: 'owner-only',
    fixture: ({ t, callers }) => createNotification(t.db, callers.owner.userId!),
    request: (_ctx, _caller, notice: { id: string }) => ({
      path: `/api/notifications/${notice.id}/read`,
      method: 'POST',
    }),
  },
  'POST /api/notifications/read-all': {
    request: () => ({ path: '/api/notifications/read-all', method: 'POST' }),
  },

  // Staff: members apply for open positions; the back office manages positions and reviews applications.
  'GET /api/staff/positions': get('/api/staff/positions'),
  'POST /api/staff/applications': {
    fixture: ({ t }) => createStaffPosition(t.db),
    request: (_ctx, _caller, position: { id: string }) => ({
      path: '/api/staff/applications',
      method: 'POST',
      json: {
        positionId: position.id,
        fullName: 'Matrix Applicant',
        email: 'matrix.applicant@example.com',
        phone: '+1 868 555 0100',
        agreeToTerms: true,
      },
    }),
  },
  'GET /api/me/staff-applications': get('/api/me/staff-applications'),
  'GET /api/staff/applications/:id/resume': {
    // Administrators only: the applicant too gets 404 here (they keep their own file at /api/files/{id}),
    // and memberA, who has a resume of their own on file, cannot reach this one.
    fixture: async ({ t, callers }) => {
      const position = await createStaffPosition(t.db);
      const mine = await uploadAs(t, callers.memberA.cookie!, 'resume');
      await createStaffApplication(t.db, position.id, callers.memberA.userId!, { resumeUploadId: mine });
      const resume = await uploadAs(t, callers.owner.cookie!, 'resume');
      return createStaffApplication(t.db, position.id, callers.owner.userId!, { resumeUploadId: resume });
    },
    request: (_ctx, _caller, application: { id: string }) => ({
      path: `/api/staff/applications/${application.id}/resume`,
    }),
    expect: { memberA: 404, memberB: 404, owner: 404 },
  },
  'GET /api/admin/staff-positions': get('/api/admin/staff-positions?q=host'),
  'POST /api/admin/staff-positions': {
    request: () => ({
      path: '/api/admin/staff-positions',
      method: 'POST',
      json: {
        title: 'Matrix Steward',
        description: 'Keeps the road safe.',
        requirements: ['Stamina'],
        salaryRange: '$20 per hour',
      },
    }),
  },
  'GET /api/admin/staff-positions/:id': withItem(staffPosition, (id) => `/api/admin/staff-positions/${id}`),
  'PATCH /api/admin/staff-positions/:id': withItem(
    staffPosition,
    (id) => `/api/admin/staff-positions/${id}`,
    {
      method: 'PATCH',
      json: { active: false },
    },
  ),
  'DELETE /api/admin/staff-positions/:id': withItem(
    staffPosition,
    (id) => `/api/admin/staff-positions/${id}`,
    {
      method: 'DELETE',
    },
  ),
  'GET /api/admin/staff-positions/:positionId/applications': withItem(
    staffPosition,
    (id) => `/api/admin/staff-positions/${id}/applications?q=kaia`,
  ),
  'GET /api/admin/staff-positions/:positionId/export': withItem(
    staffPosition,
    (id) => `/api/admin/staff-positions/${id}/export`,
  ),
  'PATCH /api/admin/staff-applications/:id': {
    fixture: async ({ t, callers }) => {
      const position = await createStaffPosition(t.db);
      return createStaffApplication(t.db, position.id, callers.owner.userId!);
    },
    request: (_ctx, _caller, application: { id: string }) => ({
      path: `/api/admin/staff-applications/${application.id}`,
      method: 'PATCH',
      json: { status: 'interviewed' },
    }),
  },
  // Receipts: the manager is administrators'; a member reads their own (another member's is 404).
  'GET /api/admin/receipts': get('/api/admin/receipts?q=costume'),
  'POST /api/admin/receipts': {
    request: ({ callers }) => ({
      path: '/api/admin/receipts',
      method: 'POST',
      json: {
        userId: callers.owner.userId,
        title: 'Matrix receipt',
        items: [{ description: 'Costume', quantity: 1, unitPriceCents: 50_000 }],
      },
    }),
  },
  'GET /api/admin/receipts/:id': withItem(receipt, (id) => `/api/admin/receipts/${id}`),
  'PUT /api/admin/receipts/:id': withItem(receipt, (id) => `/api/admin/receipts/${id}`, {
    method: 'PUT',
    json: {
      title: 'Matrix receipt (edited)',
      items: [{ description: 'Ticket', quantity: 2, unitPriceCents: 100 }],
    },
  }),
  'DELETE /api/admin/receipts/:id': withItem(receipt, (id) => `/api/admin/receipts/${id}`, {
    method: 'DELETE',
  }),
  'POST /api/admin/receipts/:id/copy': {
    fixture: receipt,
    request: ({ callers }, _caller, item: { id: string }) => ({
      path: `/api/admin/receipts/${item.id}/copy`,
      method: 'POST',
      json: { userId: callers.memberB.userId },
    }),
  },
  'GET /api/me/receipts': get('/api/me/receipts'),
  'GET /api/me/receipts/status': get('/api/me/receipts/status'),
  'POST /api/me/receipts/seen': { request: () => ({ path: '/api/me/receipts/seen', method: 'POST' }) },
  'GET /api/me/receipts/:receiptId': {
    // A member's receipt is theirs alone here; administrators read it in the manager.
    owner: 'owner-only',
    fixture: receipt,
    request: (_ctx, _caller, item: { id: string }) => ({ path: `/api/me/receipts/${item.id}` }),
  },
  'GET /api/notifications/preferences': get('/api/notifications/preferences'),
  'GET /api/notifications/reminders': get('/api/notifications/reminders'),
  'PUT /api/notifications/reminders': {
    request: () => ({ path: '/api/notifications/reminders', method: 'PUT', json: { liked: true } }),
  },
  // Public: the signed token is the key (a mail client unsubscribes without a session). Each caller a token
  // of its own member, made with the server's key, as a mail would carry it.
  'GET /api/unsubscribe/:token': {
    fixture: async ({ t }) => unsubscribeToken(t.config, (await newMember(t)).userId, 'chat'),
    request: (_ctx, _caller, token: string) => ({ path: `/api/unsubscribe/${token}` }),
  },
  'POST /api/unsubscribe/:token': {
    fixture: async ({ t }) => unsubscribeToken(t.config, (await newMember(t)).userId, 'chat'),
    request: (_ctx, _caller, token: string) => ({ path: `/api/unsubscribe/${token}`, method: 'POST' }),
  },
  'PUT /api/notifications/preferences': {
    request: () => ({
      path: '/api/notifications/preferences',
      method: 'PUT',
      json: {
        chat: false,
        receipts: true,
        forms: true,
        registrations: true,
        applications: true,
        badges: true,
        event_reminders: true,
        payment_reminders: true,
      },
    }),
  },

  // Fete Nation: members only; any member sees any listed member.
  'GET /api/members/directory': get('/api/members/directory?q=a&territory=Trinidad+and+Tobago'),
  'GET /api/members/directory/:member': withTarget((id) => ({ path: `/api/members/directory/${id}` })),

  // Fete Chat: a conversation is its two participants' only (the owner and a member made for the row).
  'GET /api/chat/conversations': get('/api/chat/conversations'),
  'GET /api/chat/unread': get('/api/chat/unread'),
  'POST /api/chat/conversations': withTarget((id) => ({
    path: '/api/chat/conversations',
    method: 'POST',
    json: { with: id },
  })),
  'GET /api/chat/conversations/:id': ownConversation((id) => ({ path: `/api/chat/conversations/${id}` })),
  'GET /api/chat/conversations/:id/messages': ownConversation((id) => ({
    path: `/api/chat/conversations/${id}/messages?limit=5`,
  })),
  'POST /api/chat/conversations/:id/messages': ownConversation((id) => ({
    path: `/api/chat/conversations/${id}/messages`,
    method: 'POST',
    json: { body: 'Matrix hello https://example.com' },
  })),
  'POST /api/chat/conversations/:id/read': ownConversation((id) => ({
    path: `/api/chat/conversations/${id}/read`,
    method: 'POST',
  })),
  'POST /api/chat/messages/:id/report': {
    // Only a participant reports, and only the other member's message: the owner reports it once.
    owner: 'owner-only',
    fixture: async ({ t, callers }) => {
      const other = await newMember(t);
      const conversation = await createConversation(
        t.db,
        [callers.owner.userId!, other.userId],
        [{ senderId: other.userId, body: 'Reported in the matrix' }],
      );
      const [message] = await t.db
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .where(eq(chatMessages.conversationId, conversation.id));
      return { id: message!.id };
    },
    request: (_ctx, _caller, message: { id: string }) => ({
      path: `/api/chat/messages/${message.id}/report`,
      method: 'POST',
      json: { reason: 'Spam' },
    }),
  },
  'PUT /api/chat/blocks/:member': withTarget((id) => ({ path: `/api/chat/blocks/${id}`, method: 'PUT' })),
  'DELETE /api/chat/blocks/:member': withTarget((id) => ({
    path: `/api/chat/blocks/${id}`,
    method: 'DELETE',
  })),
  'GET /api/admin/chat-reports': get('/api/admin/chat-reports'),
  'POST /api/admin/chat-reports/:id/resolve': {
    fixture: async ({ t }) => {
      const [a, b] = [await newMember(t), await newMember(t)];
      const conversation = await createConversation(
        t.db,
        [a.userId, b.userId],
        [{ senderId: b.userId, body: 'To be resolved' }],
      );
      const [report] = await t.db
        .insert(chatReports)
        .values({ conversationId: conversation.id, reporterId: a.userId, reportedId: b.userId, body: 'x' })
        .returning({ id: chatReports.id });
      return { id: report!.id };
    },
    request: (_ctx, _caller, report: { id: string }) => ({
      path: `/api/admin/chat-reports/${report.id}/resolve`,
      method: 'POST',
    }),
  },

  // What an attacker tries next on the same routes (issue #20): authorization-variant-rows.ts.
  ...VARIANT_ROWS,
};

/** A conversation of the owner caller with a member made for the row, with one message from that member. */
function ownConversation(request: (id: string) => MatrixRequest): MatrixRow<{ id: string }> {
  return {
    owner: 'owner-only',
    fixture: async ({ t, callers }) => {
      const other = await newMember(t);
      return createConversation(
        t.db,
        [callers.owner.userId!, other.userId],
        [{ senderId: other.userId, body: 'Hello from the matrix' }],
      );
    },
    request: (_ctx, _caller, conversation) => request(conversation.id),
  };
}
