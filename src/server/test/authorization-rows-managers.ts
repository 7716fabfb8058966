import { createBand, createFormSubmission, createFeaturedItem, createTestimonial } from '../db/factories';
import {
  MatrixRow,
  get,
  withItem,
  band,
  slide,
  ad,
  partner,
  bandBody,
  slideBody,
  adBody,
  partnerBody,
  managerRows,
  provider,
  product,
  imageFor,
  productBody,
  providerBody,
  pkg,
  ride,
  rideForm,
  closedRideForm,
  rideWithForm,
} from './authorization-row-kit';

/** Rows of the authorization matrix (authorization-rows.ts): The back office's catalogue managers, the live channel, packages and rides, custom forms. */
export const managersRows: Record<string, MatrixRow> = {
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
  'DELETE /api/admin/forms/:id': withItem(closedRideForm, (id) => `/api/admin/forms/${id}`, {
    method: 'DELETE',
  }),
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
};
