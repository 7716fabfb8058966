import { activeSchema, deletedSchema } from '../../../shared/domains/product-admin';
import {
  providerAdminItemSchema,
  providerAdminMessages,
  providerAdminPageSchema,
  providerAdminQuerySchema,
  providerCreateSchema,
  providerUpdateSchema,
  testimonialCreateSchema,
  testimonialOrderSchema,
} from '../../../shared/domains/provider-admin';
import type { Routes } from '../../platform/http';
import { isUuid } from '../../platform/lists';
import {
  addTestimonial,
  createProvider,
  deleteProvider,
  listAdminProviders,
  removeTestimonial,
  reorderTestimonials,
  setProviderActive,
  updateProvider,
} from './admin-service';

/** The service providers manager (/admin/providers). Featuring: PUT/DELETE /api/admin/featured/face/:id. */
export function registerProviderAdminRoutes(routes: Routes): void {
  const admin = { auth: 'admin' as const, tags: ['admin'] };
  const provider = { ...admin, notFound: providerAdminMessages.notFound };

  routes.get(
    '/api/admin/providers',
    {
      keep: 'per-admin',
      ...admin,
      summary:
        'Providers manager: every provider (inactive too) with service prices and every client photo, best average first; `q` searches full name, bio and services. Paginated.',
      query: providerAdminQuerySchema,
      response: providerAdminPageSchema,
    },
    ({ c, actor, query }) => listAdminProviders(c.get('deps').db, actor, query),
  );

  routes.post(
    '/api/admin/providers',
    {
      ...admin,
      summary:
        "Add a provider ('First name and last name are required'). Services are trimmed, blanks dropped and duplicates removed; `servicePrices` maps a listed service to cents (0 or more; a price for a service not listed is 422 on servicePrices.<name>); `avatarUrl` must be an `image` upload's URL. Rating and total ratings start at 0 and are not accepted.",
      body: providerCreateSchema,
      response: providerAdminItemSchema,
      status: 201,
    },
    ({ c, actor, body }) => createProvider(c.get('deps'), actor, body),
  );

  routes.put(
    '/api/admin/providers/:id',
    {
      ...provider,
      summary:
        "Replace a provider's fields (the same rules as adding; ratings are never written). `avatarUrl` left out keeps the picture, null removes it. 404 'Provider not found'.",
      body: providerUpdateSchema,
      response: providerAdminItemSchema,
    },
    ({ c, actor, params, body }) => updateProvider(c.get('deps'), actor, params.id, body),
  );

  routes.put(
    '/api/admin/providers/:id/active',
    {
      ...provider,
      summary: 'Activate or deactivate a provider: inactive providers are shown to administrators only.',
      body: activeSchema,
      response: providerAdminItemSchema,
    },
    ({ c, actor, params, body }) => setProviderActive(c.get('deps').db, actor, params.id, body),
  );

  routes.delete(
    '/api/admin/providers/:id',
    {
      ...provider,
      summary:
        'Delete a provider with their likes, ratings, client photos and featured row, in one transaction (decision 0013).',
      response: deletedSchema,
    },
    ({ c, actor, params }) => deleteProvider(c.get('deps').db, actor, params.id),
  );

  routes.post(
    '/api/admin/providers/:id/testimonials',
    {
      ...provider,
      summary:
        "Add a client photo (an `image` upload's URL, optional caption, client name and service) at the end of the provider's photos.",
      body: testimonialCreateSchema,
      response: providerAdminItemSchema,
      status: 201,
    },
    ({ c, actor, params, body }) => addTestimonial(c.get('deps'), actor, params.id, body),
  );

  routes.delete(
    '/api/admin/providers/:id/testimonials/:testimonialId',
    {
      ...admin,
      notFound: (params) =>
        isUuid(params.id) ? providerAdminMessages.testimonialNotFound : providerAdminMessages.notFound,
      summary: "Remove a client photo from a provider's page. 404 'Photo not found' when it is not theirs.",
      response: providerAdminItemSchema,
    },
    ({ c, actor, params }) => removeTestimonial(c.get('deps').db, actor, params.id, params.testimonialId),
  );

  routes.put(
    '/api/admin/providers/:id/testimonials/order',
    {
      ...provider,
      summary:
        "Reorder a provider's client photos: `ids` lists each of their photos exactly once, first to last (422 otherwise).",
      body: testimonialOrderSchema,
      response: providerAdminItemSchema,
    },
    ({ c, actor, params, body }) => reorderTestimonials(c.get('deps').db, actor, params.id, body),
  );
}
