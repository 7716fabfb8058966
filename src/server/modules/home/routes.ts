import {
  adsSchema,
  featuredStateSchema,
  heroSlidesSchema,
  homeSectionSchema,
  partnersSchema,
} from '../../../shared/domains/home';
import { notFoundMessage } from '../../../shared/domains/item-kind';
import { AppError } from '../../../shared/errors';
import {
  adListQuerySchema,
  featuredTypeSchema,
  HOME_SECTIONS,
  type HomeSection,
} from '../../../shared/schemas/public';
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
  routes.get(
    '/api/hero-slides',
    {
      summary:
        'Home hero slider: active slides inside their window (started or no start, not ended or no end), in order.',
      auth: 'public',
      response: heroSlidesSchema,
      tags: ['home'],
    },
    ({ c }) => heroSlides(c.get('deps').db),
  );

  routes.get(
    '/api/ads',
    {
      summary:
        'Banners of a position (hero on the home page): active, started and not ended (end null or later than now), in order.',
      auth: 'public',
      query: adListQuerySchema,
      response: adsSchema,
      tags: ['home'],
    },
    ({ c, query }) => runningAds(c.get('deps').db, query.position),
  );

  routes.get(
    '/api/partners',
    {
      summary: 'Partners strip: active partners in order.',
      auth: 'public',
      response: partnersSchema,
      tags: ['home'],
    },
    ({ c }) => sitePartners(c.get('deps').db),
  );

  routes.get(
    '/api/home/:section',
    {
      summary: `A home section, at most 3 items in the list shapes. section ∈ ${HOME_SECTIONS.join(', ')}: bands = featured bands, events = featured upcoming Party events, both in featured order (/admin/featured); destinations = upcoming Festival, Carnival and Cruise events by date; marqet, eats, faces = featured products, restaurants, providers in featured order. Active items only. 404 for another section.`,
      auth: 'public',
      response: homeSectionSchema,
      tags: ['home'],
    },
    ({ c, actor, params }) => {
      if (!sections.has(params.section)) throw new AppError('NOT_FOUND');
      return homeSection(c.get('deps').db, actor, params.section as HomeSection, c.get('pages'));
    },
  );

  routes.put(
    '/api/admin/featured/:type/:id',
    {
      summary:
        'Feature an item on the home page (type ∈ event, restaurant, face, band, marqet); idempotent. A new featured item goes last: highest order of its type + 1, or 0. 404 for an unknown item.',
      auth: 'admin',
      notFound: featuredNotFound,
      response: featuredStateSchema,
      tags: ['admin'],
    },
    ({ c, actor, params }) => featureItem(c.get('deps').db, actor, featuredType(params.type), params.id),
  );

  routes.delete(
    '/api/admin/featured/:type/:id',
    {
      summary:
        'Stop featuring an item (type ∈ event, restaurant, face, band, marqet); idempotent. 404 for an unknown item.',
      auth: 'admin',
      notFound: featuredNotFound,
      response: featuredStateSchema,
      tags: ['admin'],
    },
    ({ c, actor, params }) => unfeatureItem(c.get('deps').db, actor, featuredType(params.type), params.id),
  );

  registerHomeAdminRoutes(routes);
}
