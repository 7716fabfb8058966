import { faceEndpoints as e } from '../../../shared/contracts/faces';
import { providerAdminMessages } from '../../../shared/domains/provider-admin';
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
  const provider = { notFound: providerAdminMessages.notFound };

  routes.implement(e.adminList, { keep: 'per-admin' }, ({ c, actor, query }) =>
    listAdminProviders(c.get('deps').db, actor, query),
  );
  routes.implement(e.create, {}, ({ c, actor, body }) => createProvider(c.get('deps'), actor, body));
  routes.implement(e.update, provider, ({ c, actor, params, body }) =>
    updateProvider(c.get('deps'), actor, params.id, body),
  );
  routes.implement(e.setActive, provider, ({ c, actor, params, body }) =>
    setProviderActive(c.get('deps').db, actor, params.id, body),
  );
  routes.implement(e.remove, provider, ({ c, actor, params }) =>
    deleteProvider(c.get('deps').db, actor, params.id),
  );
  routes.implement(e.addTestimonial, provider, ({ c, actor, params, body }) =>
    addTestimonial(c.get('deps'), actor, params.id, body),
  );
  routes.implement(
    e.removeTestimonial,
    {
      notFound: (params) =>
        isUuid(params.id) ? providerAdminMessages.testimonialNotFound : providerAdminMessages.notFound,
    },
    ({ c, actor, params }) => removeTestimonial(c.get('deps').db, actor, params.id, params.testimonialId),
  );
  routes.implement(e.reorderTestimonials, provider, ({ c, actor, params, body }) =>
    reorderTestimonials(c.get('deps').db, actor, params.id, body),
  );
}
