import { endpoint } from '../contract';
import { resourceEndpoints } from './admin-resource';
import { moveSchema } from '../domains/content-admin';
import {
  adsSchema,
  featuredStateSchema,
  heroSlidesSchema,
  homeSectionSchema,
  partnersSchema,
} from '../domains/home';
import { adminFeaturedListSchema } from '../domains/home-admin';
import { adListQuerySchema, HOME_SECTIONS } from '../schemas/public';

/**
 * What a featured star changes besides the home page: every list and detail that shows the item's `featured`
 * flag, by the kind's list resource (events also as destinations).
 */
const FEATURED_SHOWN_IN = [
  'events',
  'destinations',
  'bands',
  'restaurants',
  'providers',
  'products',
] as const;

/**
 * The home page (public-site.md §2) and its managers in the back office (hero slides, ads, partners, the
 * featured order). Every read is the `home` resource, the managers' lists included: a manager's write
 * refreshes the home page, and a featured star or another feature's write touching `home` refreshes the
 * managers.
 */
const featured = resourceEndpoints('/api/admin/featured', {
  auth: 'admin',
  tags: ['admin'],
  resource: 'home',
});

export const homeEndpoints = {
  heroSlides: endpoint({
    method: 'get',
    path: '/api/hero-slides',
    summary:
      'Home hero slider: active slides inside their window (started or no start, not ended or no end), in order.',
    auth: 'public',
    response: heroSlidesSchema,
    tags: ['home'],
    resource: 'home',
  }),
  ads: endpoint({
    method: 'get',
    path: '/api/ads',
    summary:
      'Banners of a position (hero on the home page): active, started and not ended (end null or later than now), in order.',
    auth: 'public',
    query: adListQuerySchema,
    response: adsSchema,
    tags: ['home'],
    resource: 'home',
  }),
  partners: endpoint({
    method: 'get',
    path: '/api/partners',
    summary: 'Partners strip: active partners in order.',
    auth: 'public',
    response: partnersSchema,
    tags: ['home'],
    resource: 'home',
  }),
  section: endpoint({
    method: 'get',
    path: '/api/home/:section',
    summary: `A home section, at most 3 items in the list shapes. section ∈ ${HOME_SECTIONS.join(', ')}: bands = featured bands, events = featured upcoming Party events, both in featured order (/admin/featured); destinations = upcoming Festival, Carnival and Cruise events by date; marqet, eats, faces = featured products, restaurants, providers in featured order. Active items only. 404 for another section.`,
    auth: 'public',
    response: homeSectionSchema,
    tags: ['home'],
    resource: 'home',
  }),
  feature: featured.at('put', '/:type/:id', {
    summary:
      'Feature an item on the home page (type ∈ event, restaurant, face, band, marqet); idempotent. A new featured item goes last: highest order of its type + 1, or 0. 404 for an unknown item.',
    response: featuredStateSchema,
    touches: FEATURED_SHOWN_IN,
  }),
  unfeature: featured.at('delete', '/:type/:id', {
    summary:
      'Stop featuring an item (type ∈ event, restaurant, face, band, marqet); idempotent. 404 for an unknown item.',
    response: featuredStateSchema,
    touches: FEATURED_SHOWN_IN,
  }),
  featuredOrder: featured.at('get', '/:type', {
    summary:
      'The featured items of a kind (event, restaurant, face, band, marqet) in the order their home section shows them, with name and active flag.',
    response: adminFeaturedListSchema,
  }),
  moveFeatured: featured.at('post', '/:type/:id/move', {
    summary:
      'Move a featured item one step up or down in its home section; answers the new order. 404 when the item is not featured.',
    body: moveSchema,
    response: adminFeaturedListSchema,
  }),
};
