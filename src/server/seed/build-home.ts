import type { NewAd, NewFeaturedItem, NewHeroSlide, NewPartner } from '../db/schema';
import { adInput, featuredItemInput, heroSlideInput, partnerInput } from '../db/factories/home';
import { daysFromNow, slug } from '../db/factories/util';
import type { Listings } from './build-listings';
import { DEMO_ADS, DEMO_HERO_SLIDES, DEMO_PARTNERS } from './content/site';
import type { DemoImages } from './images';

export interface HomeRows {
  heroSlides: NewHeroSlide[];
  ads: NewAd[];
  partners: NewPartner[];
  featuredItems: NewFeaturedItem[];
}

/** The home page: hero slides, banners at position 'hero', partners and the featured picks. */
export function buildHome(images: DemoImages, listings: Listings, today: Date): HomeRows {
  const heroSlides = DEMO_HERO_SLIDES.map((s, i) =>
    heroSlideInput({
      ...s,
      imageUrl: images.url(`hero-${s.title}`, 'card', s.title),
      mobileImageUrl: images.url(`hero-${s.title}-mobile`, 'mobile', s.title),
      sortOrder: i,
    }),
  );
  const ads = DEMO_ADS.map((a, i) =>
    adInput({
      ...a,
      position: 'hero',
      imageUrl: images.url(`ad-${a.title}`, 'card', a.title),
      startDate: daysFromNow(-10, today),
      endDate: i === 0 ? null : daysFromNow(90, today),
      sortOrder: i,
    }),
  );
  const partners = DEMO_PARTNERS.map((name, i) =>
    partnerInput({
      name,
      logoUrl: images.url(`partner-${name}`, 'logo', name),
      websiteUrl: `https://${slug(name)}.example`,
      sortOrder: i,
    }),
  );
  const featuredItems = Object.entries(listings.featured).flatMap(([type, ids]) =>
    ids.map((id, order) => featuredItemInput(type as keyof Listings['featured'], id, { sortOrder: order })),
  );

  return { heroSlides, ads, partners, featuredItems };
}
