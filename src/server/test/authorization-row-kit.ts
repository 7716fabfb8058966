import {
  createAd,
  createBand,
  createCustomForm,
  createPackage,
  createRidePackage,
  createEvent,
  createHeroSlide,
  createPartner,
  createProduct,
  createMarqetRegistration,
  createProvider,
  createReceipt,
  createRestaurant,
  createStaffPosition,
  createConversation,
} from '../db/factories';
import type { ActorName, Caller, CallerName } from './actors';
import { signUp } from '../auth/testing';
import { newMember, uploadImageUrl, uploadImageUrlAs } from './actors';
import type { TestServer } from './harness';
import { firstLink } from './smtp-sink';

/** The authorization matrix's shared parts: what a row is, and the factories and bodies its rows use. */

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

export const get = (path: string): MatrixRow => ({ request: () => ({ path }) });

/** A row whose fixture is one row made with a factory; the path takes its id. */
export function withItem(
  make: (ctx: Ctx) => Promise<{ id: string }>,
  path: (id: string) => string,
  init: Omit<MatrixRequest, 'path'> = {},
): MatrixRow<{ id: string }> {
  return { fixture: make, request: (_ctx, _caller, item) => ({ path: path(item.id), ...init }) };
}

/** A row about one member account (the back office's Users routes), made once for the row. */
export function withTarget(request: (id: string) => MatrixRequest): MatrixRow<{ id: string }> {
  return {
    fixture: async ({ t }) => ({ id: (await newMember(t)).userId }),
    request: (_ctx, _caller, target) => request(target.id),
  };
}

export const band = (ctx: Ctx) => createBand(ctx.t.db);
export const staffPosition = (ctx: Ctx) => createStaffPosition(ctx.t.db);
export const slide = (ctx: Ctx) => createHeroSlide(ctx.t.db);
export const ad = (ctx: Ctx) => createAd(ctx.t.db);
export const partner = (ctx: Ctx) => createPartner(ctx.t.db);

/** A manager's write whose body names an image: each signed-in caller sends one of its own uploads. */
export function withImage(
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

export const bandBody = { name: 'Matrix Mas', country: 'Trinidad', startDate: '2031-02-20' };
export const slideBody = (imageUrl: string) => ({ title: 'Matrix slide', imageUrl });
export const adBody = (imageUrl: string) => ({ position: 'hero', title: 'Matrix ad', imageUrl });
export const partnerBody = (imageUrl: string) => ({ name: 'Matrix partner', logoUrl: imageUrl });

/** The list, add, edit, active, move and delete rows of one of the home page's managers. */
export function managerRows(
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
export const event = (ctx: Ctx) => createEvent(ctx.t.db);
export const restaurant = (ctx: Ctx) => createRestaurant(ctx.t.db, { ownerId: ctx.callers.owner.userId });
export const provider = (ctx: Ctx) => createProvider(ctx.t.db);
export const product = (ctx: Ctx) => createProduct(ctx.t.db);

/** An image the administrator uploads for a manager's form (others are refused before the body is read). */
export const imageFor = async (ctx: Ctx, caller: Caller, purpose: 'image' | 'marqet') =>
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
export const registrationOf =
  (status: 'pending' | 'approved' | 'rejected' = 'pending') =>
  (ctx: Ctx) =>
    createMarqetRegistration(ctx.t.db, ctx.callers.owner.userId!, {
      status,
      expirationDate: status === 'approved' ? new Date(Date.now() + 86_400_000) : null,
    });

export const productBody = {
  name: 'Matrix Tank',
  brand: 'Matrix Wear',
  priceCents: 2500,
  sizes: ['S', ' s ', ''],
};
export const providerBody = {
  firstName: 'Matrix',
  lastName: 'Artist',
  services: ['Makeup'],
  servicePrices: { Makeup: 9000 },
};
export const pkg = (ctx: Ctx) => createPackage(ctx.t.db);
export const receipt = (ctx: Ctx) => createReceipt(ctx.t.db, ctx.callers.owner.userId!);
export const ride = (ctx: Ctx) => createRidePackage(ctx.t.db);
export const rideForm = async (ctx: Ctx) => createCustomForm(ctx.t.db, 'ride', (await ride(ctx)).id);
/** The form of an inactive ride: no live card opens it, so it may be deleted (decision 0048). */
export const closedRideForm = async (ctx: Ctx) =>
  createCustomForm(ctx.t.db, 'ride', (await createRidePackage(ctx.t.db, { active: false })).id);
export const rideWithForm = async (ctx: Ctx) => {
  const item = await ride(ctx);
  await createCustomForm(ctx.t.db, 'ride', item.id);
  return item;
};

/** The token of the verification link mailed at a sign-up through the site (each caller verifies its own). */
export async function verificationToken(t: TestServer): Promise<string> {
  const { input } = await signUp(t);
  const mail = await t.smtp.waitFor(input.email);
  return new URL(firstLink(mail.text, '/verify-email')).searchParams.get('token')!;
}

/** A single-use reset token, mailed to a fresh account (each caller spends one). */
export async function resetToken(t: TestServer): Promise<string> {
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
export function ownedRestaurantRow(
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
export const imageOf = async (t: TestServer, caller: Caller) =>
  caller.cookie ? uploadImageUrl(t, caller.cookie) : '/uploads/none.webp';

export const restaurantBody = { name: 'Matrix Roti Shop', location: 'Queen Street, Port of Spain' };
export const menuItemBody = { name: 'Doubles', priceCents: 150 };
export const discountBody = { description: '10% for members', percentage: 10 };

export const likeRows = (list: string, make: (ctx: Ctx) => Promise<{ id: string }>) => ({
  [`PUT /api/likes/${list}/:id`]: withItem(make, (id) => `/api/likes/${list}/${id}`, { method: 'PUT' }),
  [`DELETE /api/likes/${list}/:id`]: withItem(make, (id) => `/api/likes/${list}/${id}`, {
    method: 'DELETE',
  }),
});

export const attendanceRows = (list: string, make: (ctx: Ctx) => Promise<{ id: string }>) => ({
  [`GET /api/${list}/:id/attendance`]: withItem(make, (id) => `/api/${list}/${id}/attendance`),
  [`PUT /api/${list}/:id/attendance`]: withItem(make, (id) => `/api/${list}/${id}/attendance`, {
    method: 'PUT',
  }),
  [`DELETE /api/${list}/:id/attendance`]: withItem(make, (id) => `/api/${list}/${id}/attendance`, {
    method: 'DELETE',
  }),
  [`GET /api/${list}/:id/attendees`]: withItem(make, (id) => `/api/${list}/${id}/attendees`),
});

/** A conversation of the owner caller with a member made for the row, with one message from that member. */
export function ownConversation(request: (id: string) => MatrixRequest): MatrixRow<{ id: string }> {
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
