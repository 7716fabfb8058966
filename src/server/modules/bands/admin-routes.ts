import {
  adminBandListSchema,
  adminBandSchema,
  bandAdminMessages as texts,
  bandAdminQuerySchema,
  bandInputSchema,
} from '../../../shared/domains/band-admin';
import { activeSchema, deletedSchema } from '../../../shared/domains/content-admin';
import type { Routes } from '../../platform/http';
import { adminBands, createBand, editBand, removeBand, setBandActive } from './admin-service';

/** The bands manager (/admin/bands). The featured toggle is PUT/DELETE /api/admin/featured/band/:id. */
export function registerBandAdminRoutes(routes: Routes): void {
  const admin = { auth: 'admin' as const, notFound: texts.notFound, tags: ['admin'] };

  routes.get(
    '/api/admin/bands',
    {
      keep: 'per-admin',
      ...admin,
      summary:
        'Every band (inactive ones too), latest start date first; q searches name, description and location; paginated.',
      query: bandAdminQuerySchema,
      response: adminBandListSchema,
    },
    ({ c, actor, query }) => adminBands(c.get('deps'), actor, query),
  );
  routes.post(
    '/api/admin/bands',
    {
      ...admin,
      summary:
        'Add a band. imageUrl: a URL POST /api/uploads answered (purpose image), or none. Links http(s); end date not before start.',
      body: bandInputSchema,
      response: adminBandSchema,
      status: 201,
    },
    ({ c, actor, body }) => createBand(c.get('deps'), actor, body),
  );
  routes.put(
    '/api/admin/bands/:id',
    {
      ...admin,
      summary: 'Change a band (the whole record; an unchanged image URL is kept).',
      body: bandInputSchema,
      response: adminBandSchema,
    },
    ({ c, actor, params, body }) => editBand(c.get('deps'), actor, params.id, body),
  );
  routes.put(
    '/api/admin/bands/:id/active',
    {
      ...admin,
      summary: 'Activate or deactivate a band: an inactive band is seen by administrators only.',
      body: activeSchema,
      response: adminBandSchema,
    },
    ({ c, actor, params, body }) => setBandActive(c.get('deps'), actor, params.id, body),
  );
  routes.delete(
    '/api/admin/bands/:id',
    {
      ...admin,
      summary: 'Delete a band with its ratings, likes, attendance and featured row (decision 0013).',
      response: deletedSchema,
    },
    ({ c, actor, params }) => removeBand(c.get('deps'), actor, params.id),
  );
}
