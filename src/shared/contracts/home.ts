import { endpoint } from '../contract';
import { activeSchema, deletedSchema, moveSchema } from '../domains/content-admin';
import {
  adsSchema,
  featuredStateSchema,
  heroSlidesSchema,
  homeSectionSchema,
  partnersSchema,
} from '../domains/home';
import {
  adInputSchema,
  adminAdSchema,
  adminAdsSchema,
  adminFeaturedListSchema,
  adminHeroSlideSchema,
  adminHeroSlidesSchema,
  adminPartnerSchema,
  adminPartnersSchema,
  heroSlideInputSchema,
  partnerInputSchema,
} from '../domains/home-admin';
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
  feature: endpoint({
    method: 'put',
    path: '/api/admin/featured/:type/:id',
    summary:
      'Feature an item on the home page (type ∈ event, restaurant, face, band, marqet); idempotent. A new featured item goes last: highest order of its type + 1, or 0. 404 for an unknown item.',
    auth: 'admin',
    response: featuredStateSchema,
    tags: ['admin'],
    resource: 'home',
    touches: FEATURED_SHOWN_IN,
  }),
  unfeature: endpoint({
    method: 'delete',
    path: '/api/admin/featured/:type/:id',
    summary:
      'Stop featuring an item (type ∈ event, restaurant, face, band, marqet); idempotent. 404 for an unknown item.',
    auth: 'admin',
    response: featuredStateSchema,
    tags: ['admin'],
    resource: 'home',
    touches: FEATURED_SHOWN_IN,
  }),
  featuredOrder: endpoint({
    method: 'get',
    path: '/api/admin/featured/:type',
    auth: 'admin',
    tags: ['admin'],
    summary:
      'The featured items of a kind (event, restaurant, face, band, marqet) in the order their home section shows them, with name and active flag.',
    response: adminFeaturedListSchema,
    resource: 'home',
  }),
  moveFeatured: endpoint({
    method: 'post',
    path: '/api/admin/featured/:type/:id/move',
    auth: 'admin',
    tags: ['admin'],
    summary:
      'Move a featured item one step up or down in its home section; answers the new order. 404 when the item is not featured.',
    body: moveSchema,
    response: adminFeaturedListSchema,
    resource: 'home',
  }),
};

/**
 * The home managers' endpoints by list (the path's last part): hero slides, ads and partners, each with its
 * list, add, edit, active, move and delete. Administrators only; every write is one transaction.
 */
export const homeContentEndpoints = {
  'hero-slides': {
    list: endpoint({
      method: 'get',
      path: '/api/admin/hero-slides',
      auth: 'admin',
      tags: ['admin'],
      summary:
        'Every hero slide (inactive ones too) in order, with its link, window and whether the home shows it now.',
      response: adminHeroSlidesSchema,
      resource: 'home',
    }),
    create: endpoint({
      method: 'post',
      path: '/api/admin/hero-slides',
      auth: 'admin',
      tags: ['admin'],
      summary:
        'Add a hero slide (last in order). imageUrl and mobileImageUrl: URLs POST /api/uploads answered (purpose image). The window (startsAt, endsAt) is optional; end not before start.',
      body: heroSlideInputSchema,
      response: adminHeroSlideSchema,
      status: 201,
      resource: 'home',
    }),
    update: endpoint({
      method: 'put',
      path: '/api/admin/hero-slides/:id',
      auth: 'admin',
      tags: ['admin'],
      summary: 'Change a hero slide (the whole slide; an unchanged image URL is kept).',
      body: heroSlideInputSchema,
      response: adminHeroSlideSchema,
      resource: 'home',
    }),
    setActive: endpoint({
      method: 'put',
      path: '/api/admin/hero-slides/:id/active',
      auth: 'admin',
      tags: ['admin'],
      summary: 'Show or hide a hero slide.',
      body: activeSchema,
      response: adminHeroSlideSchema,
      resource: 'home',
    }),
    move: endpoint({
      method: 'post',
      path: '/api/admin/hero-slides/:id/move',
      auth: 'admin',
      tags: ['admin'],
      summary: 'Move a hero slide one step up or down; answers every slide in the new order.',
      body: moveSchema,
      response: adminHeroSlidesSchema,
      resource: 'home',
    }),
    remove: endpoint({
      method: 'delete',
      path: '/api/admin/hero-slides/:id',
      auth: 'admin',
      tags: ['admin'],
      summary: 'Delete a hero slide.',
      response: deletedSchema,
      resource: 'home',
    }),
  },
  ads: {
    list: endpoint({
      method: 'get',
      path: '/api/admin/ads',
      auth: 'admin',
      tags: ['admin'],
      summary: 'Every ad (inactive and ended ones too) by position and order, with whether it runs now.',
      response: adminAdsSchema,
      resource: 'home',
    }),
    create: endpoint({
      method: 'post',
      path: '/api/admin/ads',
      auth: 'admin',
      tags: ['admin'],
      summary:
        'Add an ad at a position (hero: the home page), last in its order. Without startsAt it starts now; endsAt not before startsAt.',
      body: adInputSchema,
      response: adminAdSchema,
      status: 201,
      resource: 'home',
    }),
    update: endpoint({
      method: 'put',
      path: '/api/admin/ads/:id',
      auth: 'admin',
      tags: ['admin'],
      summary: 'Change an ad (the whole ad).',
      body: adInputSchema,
      response: adminAdSchema,
      resource: 'home',
    }),
    setActive: endpoint({
      method: 'put',
      path: '/api/admin/ads/:id/active',
      auth: 'admin',
      tags: ['admin'],
      summary: 'Show or hide an ad.',
      body: activeSchema,
      response: adminAdSchema,
      resource: 'home',
    }),
    move: endpoint({
      method: 'post',
      path: '/api/admin/ads/:id/move',
      auth: 'admin',
      tags: ['admin'],
      summary: 'Move an ad one step up or down among the ads of its position; answers every ad.',
      body: moveSchema,
      response: adminAdsSchema,
      resource: 'home',
    }),
    remove: endpoint({
      method: 'delete',
      path: '/api/admin/ads/:id',
      auth: 'admin',
      tags: ['admin'],
      summary: 'Delete an ad.',
      response: deletedSchema,
      resource: 'home',
    }),
  },
  partners: {
    list: endpoint({
      method: 'get',
      path: '/api/admin/partners',
      auth: 'admin',
      tags: ['admin'],
      summary: 'Every partner (inactive ones too) in order.',
      response: adminPartnersSchema,
      resource: 'home',
    }),
    create: endpoint({
      method: 'post',
      path: '/api/admin/partners',
      auth: 'admin',
      tags: ['admin'],
      summary: 'Add a partner (last in order). logoUrl: a URL POST /api/uploads answered (purpose image).',
      body: partnerInputSchema,
      response: adminPartnerSchema,
      status: 201,
      resource: 'home',
    }),
    update: endpoint({
      method: 'put',
      path: '/api/admin/partners/:id',
      auth: 'admin',
      tags: ['admin'],
      summary: 'Change a partner.',
      body: partnerInputSchema,
      response: adminPartnerSchema,
      resource: 'home',
    }),
    setActive: endpoint({
      method: 'put',
      path: '/api/admin/partners/:id/active',
      auth: 'admin',
      tags: ['admin'],
      summary: 'Show or hide a partner.',
      body: activeSchema,
      response: adminPartnerSchema,
      resource: 'home',
    }),
    move: endpoint({
      method: 'post',
      path: '/api/admin/partners/:id/move',
      auth: 'admin',
      tags: ['admin'],
      summary: 'Move a partner one step up or down; answers every partner in the new order.',
      body: moveSchema,
      response: adminPartnersSchema,
      resource: 'home',
    }),
    remove: endpoint({
      method: 'delete',
      path: '/api/admin/partners/:id',
      auth: 'admin',
      tags: ['admin'],
      summary: 'Delete a partner.',
      response: deletedSchema,
      resource: 'home',
    }),
  },
};
