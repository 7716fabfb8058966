import { randomBytes } from 'node:crypto';
import {
  answersData,
  createBand,
  createConversation,
  createCustomForm,
  createEvent,
  createEventDiscount,
  createEventReport,
  createFormSubmission,
  createMarqetRegistration,
  createMenuItem,
  createNotification,
  createProvider,
  createReceipt,
  createRestaurant,
  createRestaurantDiscount,
  createRestaurantPhoto,
  createRidePackage,
  createStaffApplication,
  createStaffPosition,
  createTestimonial,
} from '../db/factories';
import { newMember, uploadAs, uploadPath, type Caller } from './actors';
import type { TestServer } from './harness';
import type { MatrixRow } from './authorization-rows';
import {
  foreignAdminChild,
  foreignRestaurantChild,
  inactive,
  photoUpload,
  targetRows,
} from './authorization-variant-kinds';

/**
 * The authorization matrix's variant rows (issue #20): the same routes as authorization-rows.ts, reached with
 * what an attacker tries next. A child id of someone else's under a parent the caller owns, an upload purpose
 * that is not the caller's, an item that is switched off, and a chat or directory target who is hidden, has
 * blocked the caller or is suspended. Keyed `METHOD path (the variant)`: the matrix reads the route from the key.
 * Each kind of row is made by a function of authorization-variant-kinds.ts.
 */

export const VARIANT_ROWS: Record<string, MatrixRow> = {
  // A foreign child id under an owned parent.
  'PUT /api/restaurants/:id/menu-items/:itemId (another restaurant’s item)': foreignRestaurantChild(
    'PUT',
    (r, c) => `/api/restaurants/${r}/menu-items/${c}`,
    createMenuItem,
    { name: 'Doubles', priceCents: 150 },
  ),
  'DELETE /api/restaurants/:id/menu-items/:itemId (another restaurant’s item)': foreignRestaurantChild(
    'DELETE',
    (r, c) => `/api/restaurants/${r}/menu-items/${c}`,
    createMenuItem,
  ),
  'PUT /api/restaurants/:id/photos/:photoId (another restaurant’s photo)': foreignRestaurantChild(
    'PUT',
    (r, c) => `/api/restaurants/${r}/photos/${c}`,
    createRestaurantPhoto,
    { caption: 'Terrace', active: false },
  ),
  'POST /api/restaurants/:id/photos/:photoId/move (another restaurant’s photo)': foreignRestaurantChild(
    'POST',
    (r, c) => `/api/restaurants/${r}/photos/${c}/move`,
    createRestaurantPhoto,
    { direction: 'up' },
  ),
  'DELETE /api/restaurants/:id/photos/:photoId (another restaurant’s photo)': foreignRestaurantChild(
    'DELETE',
    (r, c) => `/api/restaurants/${r}/photos/${c}`,
    createRestaurantPhoto,
  ),
  'PUT /api/restaurants/:id/discounts/:discountId (another restaurant’s discount)': foreignRestaurantChild(
    'PUT',
    (r, c) => `/api/restaurants/${r}/discounts/${c}`,
    createRestaurantDiscount,
    { description: '10% for members', percentage: 10 },
  ),
  'DELETE /api/restaurants/:id/discounts/:discountId (another restaurant’s discount)': foreignRestaurantChild(
    'DELETE',
    (r, c) => `/api/restaurants/${r}/discounts/${c}`,
    createRestaurantDiscount,
  ),
  'PUT /api/admin/events/:id/discounts/:discountId (another event’s discount)': foreignAdminChild(
    (db) => createEvent(db),
    (db, id) => createEventDiscount(db, id),
    (e, d) => ({
      path: `/api/admin/events/${e}/discounts/${d}`,
      method: 'PUT',
      json: { code: 'MATRIX30', percentage: 30, validFrom: '2026-01-01', validUntil: '2030-12-31' },
    }),
  ),
  'DELETE /api/admin/events/:id/discounts/:discountId (another event’s discount)': foreignAdminChild(
    (db) => createEvent(db),
    (db, id) => createEventDiscount(db, id),
    (e, d) => ({ path: `/api/admin/events/${e}/discounts/${d}`, method: 'DELETE' }),
  ),
  'DELETE /api/admin/providers/:id/testimonials/:testimonialId (another provider’s photo)': foreignAdminChild(
    (db) => createProvider(db),
    (db, id) => createTestimonial(db, id),
    (p, c) => ({ path: `/api/admin/providers/${p}/testimonials/${c}`, method: 'DELETE' }),
  ),
  'POST /api/admin/events/:id/reports/:reportId/dismiss (another event’s report)': {
    expect: { admin: 404 },
    fixture: async ({ t, callers }) => {
      const [owned, other] = [await createEvent(t.db), await createEvent(t.db)];
      const report = await createEventReport(t.db, other.id, callers.memberA.userId!);
      return { parent: owned.id, child: report.id };
    },
    request: (_ctx, _caller, f: { parent: string; child: string }) => ({
      path: `/api/admin/events/${f.parent}/reports/${f.child}/dismiss`,
      method: 'POST',
    }),
  },

  // Private upload purposes: receipt images are the administrators' to upload; a private file is never worn.
  'POST /api/uploads (a receipt image)': {
    expect: { memberA: 403, memberB: 403, owner: 403 },
    request: async () => ({
      path: uploadPath('receipt'),
      method: 'POST',
      body: await photoUpload('receipt'),
    }),
  },
  'PUT /api/members/me/avatar (a resume)': {
    // The owner's own resume: a private file is not an avatar, for anyone.
    owner: 'owner-only',
    expect: { owner: 404 },
    fixture: ({ t, callers }) => uploadAs(t, callers.owner.cookie!, 'resume'),
    request: (_ctx, _caller, uploadId: string) => ({
      path: '/api/members/me/avatar',
      method: 'PUT',
      json: { uploadId },
    }),
  },

  // Inactive items.
  'GET /api/events/:id (an inactive event)': inactive(
    (db) => createEvent(db, { active: false }),
    (id) => ({ path: `/api/events/${id}` }),
    'public',
  ),
  'GET /api/bands/:id (an inactive band)': inactive(
    (db) => createBand(db, { active: false }),
    (id) => ({ path: `/api/bands/${id}` }),
    'public',
  ),
  'GET /api/restaurants/:id (an inactive restaurant)': inactive(
    (db) => createRestaurant(db, { active: false }),
    (id) => ({ path: `/api/restaurants/${id}` }),
    'public',
  ),
  'PUT /api/likes/events/:id (an inactive event)': inactive(
    (db) => createEvent(db, { active: false }),
    (id) => ({ path: `/api/likes/events/${id}`, method: 'PUT' }),
    'user',
  ),
  'PUT /api/events/:id/attendance (an inactive event)': inactive(
    (db) => createEvent(db, { active: false }),
    (id) => ({ path: `/api/events/${id}/attendance`, method: 'PUT' }),
    'user',
  ),
  'PUT /api/bands/:id/rating (an inactive band)': inactive(
    (db) => createBand(db, { active: false }),
    (id) => ({ path: `/api/bands/${id}/rating`, method: 'PUT', json: { rating: 5 } }),
    'user',
  ),
  'PUT /api/providers/:id/rating (an inactive provider)': inactive(
    (db) => createProvider(db, { active: false }),
    (id) => ({ path: `/api/providers/${id}/rating`, method: 'PUT', json: { rating: 4 } }),
    'user',
  ),

  // Hidden, blocking and suspended chat and directory targets.
  ...targetRows('hidden', 'a member hidden from Fete Nation'),
  ...targetRows('blocking', 'a member who blocked the caller'),
  ...targetRows('suspended', 'a suspended member'),
  'POST /api/chat/conversations/:id/messages (a member who blocked the owner)': {
    // The owner's own conversation, with a member who has since blocked them: the owner is refused (403).
    owner: 'owner-only',
    expect: { owner: 403 },
    fixture: async ({ t, callers }) => {
      const other = await newMember(t);
      const conversation = await createConversation(t.db, [callers.owner.userId!, other.userId]);
      const res = await t.request(`/api/chat/blocks/${callers.owner.userId}`, {
        method: 'PUT',
        cookie: other.cookie,
      });
      if (res.status !== 200) throw new Error(`block failed: ${res.status} ${res.text}`);
      return conversation;
    },
    request: (_ctx, _caller, conversation: { id: string }) => ({
      path: `/api/chat/conversations/${conversation.id}/messages`,
      method: 'POST',
      json: { body: 'Still there?' },
    }),
  },
};

/**
 * memberA's private values, made distinct for the run: the e-mail address, a staff application's and a Fete
 * Marqet registration's phone and address, a receipt, a notification, a form's answers, a chat message and
 * a resume's file id. No answer to another caller may contain any of them (authorization-matrix.test.ts).
 */
export async function privateFieldsOf(t: TestServer, memberA: Caller): Promise<string[]> {
  const tag = randomBytes(5).toString('hex');
  const phone = `+1 868 555 ${parseInt(tag.slice(0, 4), 16) % 10_000}`.padEnd(16, '7');
  const secrets = {
    email: memberA.email!,
    applicationEmail: `applicant-${tag}@private.example`,
    phone,
    vendorEmail: `vendor-${tag}@private.example`,
    vendorPhone: `${phone}9`,
    receipt: `Receipt ${tag}`,
    notification: `Notice ${tag}`,
    answer: `answer-${tag}@private.example`,
    message: `Whisper ${tag}`,
  };
  const userId = memberA.userId!;
  const position = await createStaffPosition(t.db);
  await createStaffApplication(t.db, position.id, userId, {
    email: secrets.applicationEmail,
    phone: secrets.phone,
  });
  await createMarqetRegistration(t.db, userId, { email: secrets.vendorEmail, phone: secrets.vendorPhone });
  await createReceipt(t.db, userId, { title: secrets.receipt });
  await createNotification(t.db, userId, { message: secrets.notification });
  const form = await createCustomForm(t.db, 'ride', (await createRidePackage(t.db)).id);
  await createFormSubmission(t.db, form.id, userId, {
    data: answersData({ email: ['Email', secrets.answer] }),
  });
  const other = await newMember(t);
  await createConversation(t.db, [userId, other.userId], [{ senderId: userId, body: secrets.message }]);
  const resume = await uploadAs(t, memberA.cookie!, 'resume');
  return [...Object.values(secrets), resume];
}
