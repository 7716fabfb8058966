import type { FeaturedItemType } from '../../../shared/constants';
import {
  ads,
  featuredItems,
  heroSlides,
  partners,
  type NewAd,
  type NewFeaturedItem,
  type NewHeroSlide,
  type NewPartner,
} from '../schema';
import { daysFromNow, next, one, rotate, slug, type Executor } from './util';

const DEFAULT_SLIDES = [
  { title: 'Feel the Road', subtitle: 'Every carnival, band and fete in the Caribbean, in one place.' },
  { title: 'Island Hopping Season', subtitle: 'Plan Trinidad, Crop Over and Spicemas in one trip.' },
] as const;

export function heroSlideInput(overrides: Partial<NewHeroSlide> = {}): NewHeroSlide {
  const n = next('hero-slide');
  const base = rotate(DEFAULT_SLIDES, n);
  return {
    ...base,
    imageUrl: `/uploads/demo/hero-${slug(base.title)}.webp`,
    sortOrder: n,
    active: true,
    ...overrides,
  };
}

export async function createHeroSlide(db: Executor, overrides: Partial<NewHeroSlide> = {}) {
  return one(await db.insert(heroSlides).values(heroSlideInput(overrides)).returning());
}

/** A home-page banner (position 'hero') running from yesterday with no end. */
export function adInput(overrides: Partial<NewAd> = {}): NewAd {
  const n = next('ad');
  return {
    position: 'hero',
    title: 'Fete Rides to every J’ouvert',
    description: 'Safe rides from your hotel to the road and back.',
    imageUrl: `/uploads/demo/ad-fete-rides-${n}.webp`,
    linkUrl: '/fete-rides',
    startDate: daysFromNow(-1),
    endDate: null,
    sortOrder: n,
    active: true,
    ...overrides,
  };
}

export async function createAd(db: Executor, overrides: Partial<NewAd> = {}) {
  return one(await db.insert(ads).values(adInput(overrides)).returning());
}

const DEFAULT_PARTNERS = ['Caribbean Airways', 'Island Pulse Radio', 'Savannah Rum Co.'] as const;

export function partnerInput(overrides: Partial<NewPartner> = {}): NewPartner {
  const n = next('partner');
  const name = rotate(DEFAULT_PARTNERS, n);
  return {
    name,
    logoUrl: `/uploads/demo/partner-${slug(name)}.webp`,
    websiteUrl: `https://${slug(name)}.example`,
    sortOrder: n,
    active: true,
    ...overrides,
  };
}

export async function createPartner(db: Executor, overrides: Partial<NewPartner> = {}) {
  return one(await db.insert(partners).values(partnerInput(overrides)).returning());
}

export function featuredItemInput(
  itemType: FeaturedItemType,
  itemId: string,
  overrides: Partial<NewFeaturedItem> = {},
): NewFeaturedItem {
  return { itemType, itemId, sortOrder: 0, active: true, ...overrides };
}

export async function createFeaturedItem(
  db: Executor,
  itemType: FeaturedItemType,
  itemId: string,
  overrides: Partial<NewFeaturedItem> = {},
) {
  return one(
    await db
      .insert(featuredItems)
      .values(featuredItemInput(itemType, itemId, overrides))
      .returning(),
  );
}
