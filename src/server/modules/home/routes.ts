import { homeEndpoints as e } from '../../../shared/contracts/home';
import { notFoundMessage } from '../../../shared/domains/item-kind';
import { AppError } from '../../../shared/errors';
import { featuredTypeSchema, HOME_SECTIONS, type HomeSection } from '../../../shared/schemas/public';
import type { Routes } from '../../platform/http';
import { registerHomeAdminRoutes } from './admin-routes';
import { featureItem, heroSlides, homeSection, runningAds, sitePartners, unfeatureItem } from './service';

const sections: ReadonlySet<string> = new Set(HOME_SECTIONS);

/** A malformed id answers the kind's own 404 text, like an unknown one. */
const featuredNotFound = (params: Record<string, string>) => {
  const kind = featuredTypeSchema.safeParse(params.type);
  return kind.success ? notFoundMessage(kind.data) : undefined;
};

function featuredType(value: string | undefined) {
  const parsed = featuredTypeSchema.safeParse(value);
  if (!parsed.success) throw new AppError('NOT_FOUND');
  return parsed.data;
}

export function registerHomeRoutes(routes: Routes): void {
  routes.implement(e.heroSlides, {}, ({ c }) => heroSlides(c.get('deps').db));

  routes.implement(e.ads, {}, ({ c, query }) => runningAds(c.get('deps').db, query.position));

  routes.implement(e.partners, {}, ({ c }) => sitePartners(c.get('deps').db));

  routes.implement(e.section, {}, ({ c, actor, params }) => {
    if (!sections.has(params.section)) throw new AppError('NOT_FOUND');
    return homeSection(c.get('deps').db, actor, params.section as HomeSection, c.get('pages'));
  });

  routes.implement(e.feature, { notFound: featuredNotFound }, ({ c, actor, params }) =>
    featureItem(c.get('deps').db, actor, featuredType(params.type), params.id),
  );

  routes.implement(e.unfeature, { notFound: featuredNotFound }, ({ c, actor, params }) =>
    unfeatureItem(c.get('deps').db, actor, featuredType(params.type), params.id),
  );

  registerHomeAdminRoutes(routes);
}
