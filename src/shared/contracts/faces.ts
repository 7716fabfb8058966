import { endpoint } from '../contract';
import { resourceEndpoints } from './admin-resource';
import { providerDetailSchema, providerListSchema, providerRatingResultSchema } from '../domains/faces';
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

/**
 * The service providers manager (/admin/providers), tagged for the back office. A write changes the manager, Fete
 * Faces and the providers' pages (`providers`), the home page's Top Faces (`home`) and the dashboards' liked
 * providers (`likes`); but the deletions, it answers the provider as the manager shows it.
 */
const admin = resourceEndpoints('/api/admin/providers', {
  auth: 'admin',
  tags: ['admin'],
  resource: 'providers',
  touches: ['home', 'likes'],
});
const response = providerAdminItemSchema;

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
  adminList: admin.list({
    summary:
      'Providers manager: every provider (inactive too) with service prices and every client photo, best average first; `q` searches full name, bio and services. Paginated.',
    query: listQuerySchema,
    response: providerAdminPageSchema,
  }),
  create: admin.create({
    summary:
      "Add a provider ('First name and last name are required'). Services are trimmed, blanks dropped and duplicates removed; `servicePrices` maps a listed service to cents (0 or more; a price for a service not listed is 422 on servicePrices.<name>); `avatarUrl` must be an `image` upload's URL. Rating and total ratings start at 0 and are not accepted.",
    body: providerCreateSchema,
    response,
  }),
  update: admin.update({
    summary:
      "Replace a provider's fields (the same rules as adding; ratings are never written). `avatarUrl` left out keeps the picture, null removes it. 404 'Provider not found'.",
    body: providerUpdateSchema,
    response,
  }),
  setActive: admin.setActive({
    summary: 'Activate or deactivate a provider: inactive providers are shown to administrators only.',
    response,
  }),
  remove: admin.remove({
    summary:
      'Delete a provider with their likes, ratings, client photos and featured row, in one transaction (decision 0013).',
  }),
  addTestimonial: admin.at('post', '/:id/testimonials', {
    summary:
      "Add a client photo (an `image` upload's URL, optional caption, client name and service) at the end of the provider's photos.",
    body: testimonialCreateSchema,
    response,
    status: 201,
  }),
  removeTestimonial: admin.at('delete', '/:id/testimonials/:testimonialId', {
    summary: "Remove a client photo from a provider's page. 404 'Photo not found' when it is not theirs.",
    response: deletedSchema,
  }),
  reorderTestimonials: admin.at('put', '/:id/testimonials/order', {
    summary:
      "Reorder a provider's client photos: `ids` lists each of their photos exactly once, first to last (422 otherwise).",
    body: testimonialOrderSchema,
    response,
  }),
};
