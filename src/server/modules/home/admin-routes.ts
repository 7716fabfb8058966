import { activeSchema, deletedSchema, moveSchema } from '../../../shared/domains/content-admin';
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
  homeAdminMessages as texts,
  partnerInputSchema,
} from '../../../shared/domains/home-admin';
import { AppError } from '../../../shared/errors';
import { featuredTypeSchema } from '../../../shared/schemas/public';
import type { Routes } from '../../platform/http';
import {
  adminAds,
  adminPartners,
  adminSlides,
  createAd,
  createPartner,
  createSlide,
  editAd,
  editPartner,
  editSlide,
  featuredOrder,
  moveAd,
  moveFeatured,
  movePartner,
  moveSlide,
  removeAd,
  removePartner,
  removeSlide,
  setAdActive,
  setPartnerActive,
  setSlideActive,
} from './admin-service';

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
  const admin = { auth: 'admin' as const, tags: ['admin'] };

  const slide = { ...admin, notFound: texts.slideNotFound };
  routes.get(
    '/api/admin/hero-slides',
    {
      keep: 'per-admin',
      ...slide,
      summary:
        'Every hero slide (inactive ones too) in order, with its link, window and whether the home shows it now.',
      response: adminHeroSlidesSchema,
    },
    ({ c, actor }) => adminSlides(c.get('deps'), actor),
  );
  routes.post(
    '/api/admin/hero-slides',
    {
      ...slide,
      summary:
        'Add a hero slide (last in order). imageUrl and mobileImageUrl: URLs POST /api/uploads answered (purpose image). The window (startsAt, endsAt) is optional; end not before start.',
      body: heroSlideInputSchema,
      response: adminHeroSlideSchema,
      status: 201,
    },
    ({ c, actor, body }) => createSlide(c.get('deps'), actor, body),
  );
  routes.put(
    '/api/admin/hero-slides/:id',
    {
      ...slide,
      summary: 'Change a hero slide (the whole slide; an unchanged image URL is kept).',
      body: heroSlideInputSchema,
      response: adminHeroSlideSchema,
    },
    ({ c, actor, params, body }) => editSlide(c.get('deps'), actor, params.id, body),
  );
  routes.put(
    '/api/admin/hero-slides/:id/active',
    { ...slide, summary: 'Show or hide a hero slide.', body: activeSchema, response: adminHeroSlideSchema },
    ({ c, actor, params, body }) => setSlideActive(c.get('deps'), actor, params.id, body),
  );
  routes.post(
    '/api/admin/hero-slides/:id/move',
    {
      ...slide,
      summary: 'Move a hero slide one step up or down; answers every slide in the new order.',
      body: moveSchema,
      response: adminHeroSlidesSchema,
    },
    ({ c, actor, params, body }) => moveSlide(c.get('deps'), actor, params.id, body),
  );
  routes.delete(
    '/api/admin/hero-slides/:id',
    { ...slide, summary: 'Delete a hero slide.', response: deletedSchema },
    ({ c, actor, params }) => removeSlide(c.get('deps'), actor, params.id),
  );

  const ad = { ...admin, notFound: texts.adNotFound };
  routes.get(
    '/api/admin/ads',
    {
      keep: 'per-admin',
      ...ad,
      summary: 'Every ad (inactive and ended ones too) by position and order, with whether it runs now.',
      response: adminAdsSchema,
    },
    ({ c, actor }) => adminAds(c.get('deps'), actor),
  );
  routes.post(
    '/api/admin/ads',
    {
      ...ad,
      summary:
        'Add an ad at a position (hero: the home page), last in its order. Without startsAt it starts now; endsAt not before startsAt.',
      body: adInputSchema,
      response: adminAdSchema,
      status: 201,
    },
    ({ c, actor, body }) => createAd(c.get('deps'), actor, body),
  );
  routes.put(
    '/api/admin/ads/:id',
    { ...ad, summary: 'Change an ad (the whole ad).', body: adInputSchema, response: adminAdSchema },
    ({ c, actor, params, body }) => editAd(c.get('deps'), actor, params.id, body),
  );
  routes.put(
    '/api/admin/ads/:id/active',
    { ...ad, summary: 'Show or hide an ad.', body: activeSchema, response: adminAdSchema },
    ({ c, actor, params, body }) => setAdActive(c.get('deps'), actor, params.id, body),
  );
  routes.post(
    '/api/admin/ads/:id/move',
    {
      ...ad,
      summary: 'Move an ad one step up or down among the ads of its position; answers every ad.',
      body: moveSchema,
      response: adminAdsSchema,
    },
    ({ c, actor, params, body }) => moveAd(c.get('deps'), actor, params.id, body),
  );
  routes.delete(
    '/api/admin/ads/:id',
    { ...ad, summary: 'Delete an ad.', response: deletedSchema },
    ({ c, actor, params }) => removeAd(c.get('deps'), actor, params.id),
  );

  const partner = { ...admin, notFound: texts.partnerNotFound };
  routes.get(
    '/api/admin/partners',
    {
      keep: 'per-admin',
      ...partner,
      summary: 'Every partner (inactive ones too) in order.',
      response: adminPartnersSchema,
    },
    ({ c, actor }) => adminPartners(c.get('deps'), actor),
  );
  routes.post(
    '/api/admin/partners',
    {
      ...partner,
      summary: 'Add a partner (last in order). logoUrl: a URL POST /api/uploads answered (purpose image).',
      body: partnerInputSchema,
      response: adminPartnerSchema,
      status: 201,
    },
    ({ c, actor, body }) => createPartner(c.get('deps'), actor, body),
  );
  routes.put(
    '/api/admin/partners/:id',
    { ...partner, summary: 'Change a partner.', body: partnerInputSchema, response: adminPartnerSchema },
    ({ c, actor, params, body }) => editPartner(c.get('deps'), actor, params.id, body),
  );
  routes.put(
    '/api/admin/partners/:id/active',
    { ...partner, summary: 'Show or hide a partner.', body: activeSchema, response: adminPartnerSchema },
    ({ c, actor, params, body }) => setPartnerActive(c.get('deps'), actor, params.id, body),
  );
  routes.post(
    '/api/admin/partners/:id/move',
    {
      ...partner,
      summary: 'Move a partner one step up or down; answers every partner in the new order.',
      body: moveSchema,
      response: adminPartnersSchema,
    },
    ({ c, actor, params, body }) => movePartner(c.get('deps'), actor, params.id, body),
  );
  routes.delete(
    '/api/admin/partners/:id',
    { ...partner, summary: 'Delete a partner.', response: deletedSchema },
    ({ c, actor, params }) => removePartner(c.get('deps'), actor, params.id),
  );

  routes.get(
    '/api/admin/featured/:type',
    {
      keep: 'per-admin',
      ...admin,
      summary:
        'The featured items of a kind (event, restaurant, face, band, marqet) in the order their home section shows them, with name and active flag.',
      response: adminFeaturedListSchema,
    },
    ({ c, actor, params }) => featuredOrder(c.get('deps'), actor, kindOf(params.type)),
  );
  routes.post(
    '/api/admin/featured/:type/:id/move',
    {
      ...admin,
      summary:
        'Move a featured item one step up or down in its home section; answers the new order. 404 when the item is not featured.',
      notFound: texts.featuredNotFound,
      body: moveSchema,
      response: adminFeaturedListSchema,
    },
    ({ c, actor, params, body }) => moveFeatured(c.get('deps'), actor, kindOf(params.type), params.id, body),
  );
}
