import { faceEndpoints as e } from '../../../shared/contracts/faces';
import { providerAdminMessages } from '../../../shared/domains/provider-admin';
import type { Routes } from '../../platform/http';
import { isUuid } from '../../platform/lists';
import { implementResource } from '../../platform/resource-kit/routes';
import { addTestimonial, providerAdmin, removeTestimonial, reorderTestimonials } from './admin-service';

/** The service providers manager (/admin/providers). Featuring: PUT/DELETE /api/admin/featured/face/:id. */
export function registerProviderAdminRoutes(routes: Routes): void {
  const provider = { notFound: providerAdminMessages.notFound };
  implementResource(routes, { ...e, list: e.adminList }, providerAdmin, providerAdminMessages.notFound);
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
