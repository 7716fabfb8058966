import { homeContentEndpoints } from '../../../shared/contracts/home-content';
import { homeEndpoints as e } from '../../../shared/contracts/home';
import { homeAdminMessages as texts } from '../../../shared/domains/home-admin';
import { AppError } from '../../../shared/errors';
import { featuredTypeSchema } from '../../../shared/schemas/public';
import type { Routes } from '../../platform/http';
import { implementResource } from '../../platform/resource-kit/routes';
import { adAdmin, featuredOrder, heroSlideAdmin, moveFeatured, partnerAdmin } from './admin-service';

function kindOf(value: string | undefined) {
  const parsed = featuredTypeSchema.safeParse(value);
  if (!parsed.success) throw new AppError('NOT_FOUND');
  return parsed.data;
}

/**
 * The home page's managers: hero slides, ads, partners (each: list, add, edit, active, move, delete) and
 * the featured order per kind. Administrators only; every write is one transaction.
 */
export function registerHomeAdminRoutes(routes: Routes): void {
  implementResource(routes, homeContentEndpoints['hero-slides'], heroSlideAdmin, texts.slideNotFound);
  implementResource(routes, homeContentEndpoints.ads, adAdmin, texts.adNotFound);
  implementResource(routes, homeContentEndpoints.partners, partnerAdmin, texts.partnerNotFound);

  routes.implement(e.featuredOrder, { keep: 'per-admin' }, ({ c, actor, params }) =>
    featuredOrder(c.get('deps'), actor, kindOf(params.type)),
  );
  routes.implement(e.moveFeatured, { notFound: texts.featuredNotFound }, ({ c, actor, params, body }) =>
    moveFeatured(c.get('deps'), actor, kindOf(params.type), params.id, body),
  );
}
