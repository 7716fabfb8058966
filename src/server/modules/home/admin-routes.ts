import { homeContentEndpoints, homeEndpoints as e } from '../../../shared/contracts/home';
import { homeAdminMessages as texts } from '../../../shared/domains/home-admin';
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
  const slides = homeContentEndpoints['hero-slides'];
  const slide = { notFound: texts.slideNotFound };
  routes.implement(slides.list, { ...slide, keep: 'per-admin' }, ({ c, actor }) =>
    adminSlides(c.get('deps'), actor),
  );
  routes.implement(slides.create, slide, ({ c, actor, body }) => createSlide(c.get('deps'), actor, body));
  routes.implement(slides.update, slide, ({ c, actor, params, body }) =>
    editSlide(c.get('deps'), actor, params.id, body),
  );
  routes.implement(slides.setActive, slide, ({ c, actor, params, body }) =>
    setSlideActive(c.get('deps'), actor, params.id, body),
  );
  routes.implement(slides.move, slide, ({ c, actor, params, body }) =>
    moveSlide(c.get('deps'), actor, params.id, body),
  );
  routes.implement(slides.remove, slide, ({ c, actor, params }) =>
    removeSlide(c.get('deps'), actor, params.id),
  );

  const ads = homeContentEndpoints.ads;
  const ad = { notFound: texts.adNotFound };
  routes.implement(ads.list, { ...ad, keep: 'per-admin' }, ({ c, actor }) => adminAds(c.get('deps'), actor));
  routes.implement(ads.create, ad, ({ c, actor, body }) => createAd(c.get('deps'), actor, body));
  routes.implement(ads.update, ad, ({ c, actor, params, body }) =>
    editAd(c.get('deps'), actor, params.id, body),
  );
  routes.implement(ads.setActive, ad, ({ c, actor, params, body }) =>
    setAdActive(c.get('deps'), actor, params.id, body),
  );
  routes.implement(ads.move, ad, ({ c, actor, params, body }) =>
    moveAd(c.get('deps'), actor, params.id, body),
  );
  routes.implement(ads.remove, ad, ({ c, actor, params }) => removeAd(c.get('deps'), actor, params.id));

  const partners = homeContentEndpoints.partners;
  const partner = { notFound: texts.partnerNotFound };
  routes.implement(partners.list, { ...partner, keep: 'per-admin' }, ({ c, actor }) =>
    adminPartners(c.get('deps'), actor),
  );
  routes.implement(partners.create, partner, ({ c, actor, body }) =>
    createPartner(c.get('deps'), actor, body),
  );
  routes.implement(partners.update, partner, ({ c, actor, params, body }) =>
    editPartner(c.get('deps'), actor, params.id, body),
  );
  routes.implement(partners.setActive, partner, ({ c, actor, params, body }) =>
    setPartnerActive(c.get('deps'), actor, params.id, body),
  );
  routes.implement(partners.move, partner, ({ c, actor, params, body }) =>
    movePartner(c.get('deps'), actor, params.id, body),
  );
  routes.implement(partners.remove, partner, ({ c, actor, params }) =>
    removePartner(c.get('deps'), actor, params.id),
  );

  routes.implement(e.featuredOrder, { keep: 'per-admin' }, ({ c, actor, params }) =>
    featuredOrder(c.get('deps'), actor, kindOf(params.type)),
  );
  routes.implement(e.moveFeatured, { notFound: texts.featuredNotFound }, ({ c, actor, params, body }) =>
    moveFeatured(c.get('deps'), actor, kindOf(params.type), params.id, body),
  );
}
