import {
  createAd,
  createEvent,
  createEventDiscount,
  createEventReport,
  eventFormInput,
  createHeroSlide,
  createPartner,
  createProduct,
  createMenuItem,
  createRestaurantDiscount,
  createRestaurantPhoto,
} from '../db/factories';
import { eq } from 'drizzle-orm';
import { events } from '../db/schema';
import { newMember } from './actors';
import {
  MatrixRow,
  get,
  withItem,
  band,
  event,
  restaurant,
  provider,
  product,
  ownedRestaurantRow,
  imageOf,
  restaurantBody,
  menuItemBody,
  discountBody,
  likeRows,
  attendanceRows,
} from './authorization-row-kit';

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

/** Rows of the authorization matrix (authorization-rows.ts): Listings, attendance, the calendar feed, the events manager and organisers, restaurants, the home page. */
export const listingsRows: Record<string, MatrixRow> = {
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
};
