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
import { daysFromNow, inserter, next, rotate, slug } from './util';

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

export const createHeroSlide = inserter(heroSlides, heroSlideInput);

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

export const createAd = inserter(ads, adInput);

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

export const createPartner = inserter(partners, partnerInput);

export function featuredItemInput(
  itemType: FeaturedItemType,
  itemId: string,
  overrides: Partial<NewFeaturedItem> = {},
): NewFeaturedItem {
  return { itemType, itemId, sortOrder: 0, active: true, ...overrides };
}

export const createFeaturedItem = inserter(featuredItems, featuredItemInput);
