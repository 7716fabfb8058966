import { AppError } from '../../../shared/errors';
import {
  adListQuerySchema,
  featuredTypeSchema,
  HOME_SECTIONS,
  type HomeSection,
} from '../../../shared/schemas/public';
import type { Routes } from '../../platform/http';
import { featureItem, heroSlides, homeSection, runningAds, sitePartners, unfeatureItem } from './service';

const sections: ReadonlySet<string> = new Set(HOME_SECTIONS);

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
        'Home hero slider: { items: [{ id, title, subtitle, imageUrl, mobileImageUrl }] }, active, in order.',
      auth: 'public',
      tags: ['home'],
    },
    async ({ c }) => c.json(await heroSlides(c.get('deps').db)),
  );

  routes.get(
    '/api/ads',
    {
      summary:
        'Banners of a position (hero on the home page): { items: [{ id, title, description, imageUrl, linkUrl }] }, active, started and not ended (end null or later than now), in order.',
      auth: 'public',
      query: adListQuerySchema,
      tags: ['home'],
    },
    async ({ c, query }) => c.json(await runningAds(c.get('deps').db, query.position)),
  );

  routes.get(
    '/api/partners',
    {
      summary: 'Partners strip: { items: [{ id, name, logoUrl, websiteUrl }] }, active, in order.',
      auth: 'public',
      tags: ['home'],
    },
    async ({ c }) => c.json(await sitePartners(c.get('deps').db)),
  );

  routes.get(
    '/api/home/:section',
    {
      summary: `A home section, at most 3 items in the list shapes: { items }. section ∈ ${HOME_SECTIONS.join(', ')}: bands = featured bands by start date; events = featured upcoming Party events by date; destinations = upcoming Festival, Carnival and Cruise events by date; marqet, eats, faces = featured products, restaurants, providers in featured order. Active items only. 404 for another section.`,
      auth: 'public',
      tags: ['home'],
    },
    async ({ c, actor, params }) => {
      const section = params.section ?? '';
      if (!sections.has(section)) throw new AppError('NOT_FOUND');
      return c.json(await homeSection(c.get('deps').db, actor, section as HomeSection));
    },
  );

  routes.put(
    '/api/admin/featured/:type/:id',
    {
      summary:
        'Feature an item on the home page (type ∈ event, restaurant, face, band, marqet); idempotent. A new featured item goes last: highest order of its type + 1, or 0. Answers { featured: true }; 404 for an unknown item.',
      auth: 'admin',
      tags: ['admin'],
    },
    async ({ c, actor, params }) =>
      c.json(await featureItem(c.get('deps').db, actor, featuredType(params.type), params.id ?? '')),
  );

  routes.delete(
    '/api/admin/featured/:type/:id',
    {
      summary:
        'Stop featuring an item (type ∈ event, restaurant, face, band, marqet); idempotent. Answers { featured: false }; 404 for an unknown item.',
      auth: 'admin',
      tags: ['admin'],
    },
    async ({ c, actor, params }) =>
      c.json(await unfeatureItem(c.get('deps').db, actor, featuredType(params.type), params.id ?? '')),
  );
}
