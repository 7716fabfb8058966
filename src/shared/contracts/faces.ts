import { endpoint } from '../contract';
import { providerDetailSchema, providerListSchema, providerRatingResultSchema } from '../domains/faces';
import { activeSchema } from '../domains/content-admin';
import {
  providerAdminItemSchema,
  providerAdminPageSchema,
  providerCreateSchema,
  providerUpdateSchema,
  testimonialCreateSchema,
  testimonialOrderSchema,
} from '../domains/provider-admin';
import { providerListQuerySchema } from '../schemas/faces';
import { ratingSchema } from '../schemas/public';
import { deletedSchema, listQuerySchema } from '../schemas/common';

/** The service providers manager (/admin/providers): tagged for the back office. */
const admin = { auth: 'admin' as const, tags: ['admin'], resource: 'providers' };
/**
 * A manager's write changes the manager, Fete Faces and the providers' pages (`providers`), the home page's Top
 * Faces (`home`) and the dashboards' liked providers (`likes`).
 */
const touches = ['home', 'likes'] as const;
/** A manager's write but the deletions: it answers the provider as the manager shows it. */
const writeByAdmin = { ...admin, response: providerAdminItemSchema, touches };

/**
 * Fete Faces (public-site.md §2.7, member-areas.md §2) and the service providers manager
 * (admin-back-office.md §2 Service providers). Every read is the `providers` resource: likes and featured toggles
 * elsewhere refresh them by that name. Featuring: PUT/DELETE /api/admin/featured/face/:id (the home feature).
 */
export const faceEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/api/providers',
    summary:
      'Fete Faces: providers by average rating (best first), then name. ' +
      '`service` matches one of the services exactly; `minRating` 4.5, 4 or 3.5 keeps providers whose rating as ' +
      'the card shows it (one decimal, half up: 4.45 shows 4.5) is at or above it (unrated providers never pass); `q` searches first, last and full name, bio, services and location. ' +
      'Inactive providers only for administrators.',
    auth: 'public',
    query: providerListQuerySchema,
    response: providerListSchema,
    tags: ['faces'],
    resource: 'providers',
  }),
  detail: endpoint({
    method: 'get',
    path: '/api/providers/:id',
    summary:
      "A provider's page: the provider, testimonials (active, in order) and the member's own rating. 404 'Provider not found'.",
    auth: 'public',
    response: providerDetailSchema,
    tags: ['faces'],
    resource: 'providers',
  }),
  rate: endpoint({
    method: 'put',
    path: '/api/providers/:id/rating',
    summary:
      "Rate a provider with whole stars 1-5; a new rating replaces the member's earlier one. Answers the " +
      "new average (one decimal), the count and the member's rating. 401 'Please sign in to rate providers'; " +
      "404 'Provider not found'.",
    auth: 'user',
    unauthenticated: 'SIGN_IN_TO_RATE_PROVIDERS',
    body: ratingSchema,
    response: providerRatingResultSchema,
    tags: ['faces'],
    // The lists are ordered by rating.
    resource: 'providers',
  }),
  adminList: endpoint({
    ...admin,
    method: 'get',
    path: '/api/admin/providers',
    summary:
      'Providers manager: every provider (inactive too) with service prices and every client photo, best average first; `q` searches full name, bio and services. Paginated.',
    query: listQuerySchema,
    response: providerAdminPageSchema,
  }),
  create: endpoint({
    ...writeByAdmin,
    method: 'post',
    path: '/api/admin/providers',
    summary:
      "Add a provider ('First name and last name are required'). Services are trimmed, blanks dropped and duplicates removed; `servicePrices` maps a listed service to cents (0 or more; a price for a service not listed is 422 on servicePrices.<name>); `avatarUrl` must be an `image` upload's URL. Rating and total ratings start at 0 and are not accepted.",
    body: providerCreateSchema,
    status: 201,
  }),
  update: endpoint({
    ...writeByAdmin,
    method: 'put',
    path: '/api/admin/providers/:id',
    summary:
      "Replace a provider's fields (the same rules as adding; ratings are never written). `avatarUrl` left out keeps the picture, null removes it. 404 'Provider not found'.",
    body: providerUpdateSchema,
  }),
  setActive: endpoint({
    ...writeByAdmin,
    method: 'put',
    path: '/api/admin/providers/:id/active',
    summary: 'Activate or deactivate a provider: inactive providers are shown to administrators only.',
    body: activeSchema,
  }),
  remove: endpoint({
    ...admin,
    method: 'delete',
    path: '/api/admin/providers/:id',
    summary:
      'Delete a provider with their likes, ratings, client photos and featured row, in one transaction (decision 0013).',
    response: deletedSchema,
    touches,
  }),
  addTestimonial: endpoint({
    ...writeByAdmin,
    method: 'post',
    path: '/api/admin/providers/:id/testimonials',
    summary:
      "Add a client photo (an `image` upload's URL, optional caption, client name and service) at the end of the provider's photos.",
    body: testimonialCreateSchema,
    status: 201,
  }),
  removeTestimonial: endpoint({
    ...admin,
    method: 'delete',
    path: '/api/admin/providers/:id/testimonials/:testimonialId',
    summary: "Remove a client photo from a provider's page. 404 'Photo not found' when it is not theirs.",
    response: deletedSchema,
    touches,
  }),
  reorderTestimonials: endpoint({
    ...writeByAdmin,
    method: 'put',
    path: '/api/admin/providers/:id/testimonials/order',
    summary:
      "Reorder a provider's client photos: `ids` lists each of their photos exactly once, first to last (422 otherwise).",
    body: testimonialOrderSchema,
  }),
};
