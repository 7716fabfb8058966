import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  providerRatings,
  providers,
  testimonialImages,
  type NewProvider,
  type NewProviderRating,
  type NewTestimonialImage,
} from '../schema';
import { cents, inserter, next, one, rotate, slug } from './util';

const DEFAULT_PROVIDERS = [
  {
    firstName: 'Aaliyah',
    lastName: 'Ramdeen',
    bio: 'Carnival makeup artist for twelve seasons: bold colour, long wear, sweat-proof looks for the road.',
    services: ['Makeup', 'Glitter Art', 'Lash Application'],
    location: 'Maraval',
    state: 'Port of Spain',
    country: 'Trinidad',
  },
  {
    firstName: 'Marisol',
    lastName: 'Alleyne',
    bio: 'Body paint and airbrush for J’ouvert, Kadooment and fêtes; mobile across Barbados.',
    services: ['Body Paint', 'Airbrush Makeup', 'Face Painting'],
    location: 'Holetown',
    state: 'St. James',
    country: 'Barbados',
  },
] as const;

const DEFAULT_SERVICE_PRICE = 120;

/** A valid provider insert, unrated; override any field. */
export function providerInput(overrides: Partial<NewProvider> = {}): NewProvider {
  const n = next('provider');
  const base = rotate(DEFAULT_PROVIDERS, n);
  const handle = slug(`${base.firstName} ${base.lastName} beauty`).replace(/-/g, '');
  const services = overrides.services ?? [...base.services];
  return {
    ...base,
    services,
    servicePrices: Object.fromEntries(services.map((s, i) => [s, cents(DEFAULT_SERVICE_PRICE + i * 25)])),
    instagramUrl: `https://www.instagram.com/${handle}`,
    bookingUrl: `https://book.fete.example/${handle}`,
    active: true,
    ...overrides,
  };
}

export const createProvider = inserter(providers, providerInput);

export function testimonialInput(
  providerId: string,
  overrides: Partial<NewTestimonialImage> = {},
): NewTestimonialImage {
  const n = next('testimonial');
  return {
    providerId,
    imageUrl: `/uploads/demo/testimonial-${n}.webp`,
    caption: 'Full glam for Carnival Tuesday, still perfect at the last lap',
    clientName: rotate(['Shanice P.', 'Nadia G.', 'Kerry-Ann M.'], n),
    service: 'Makeup',
    sortOrder: n,
    active: true,
    ...overrides,
  };
}

export const createTestimonial = inserter(testimonialImages, testimonialInput);

/** A first rating by this member, with the provider's aggregates moved in the same transaction. */
export async function createProviderRating(db: Db, input: NewProviderRating) {
  return db.transaction(async (tx) => {
    const rating = one(await tx.insert(providerRatings).values(input).returning());
    await tx
      .update(providers)
      .set({
        ratingTotal: sql`${providers.ratingTotal} + ${input.rating}`,
        ratingCount: sql`${providers.ratingCount} + 1`,
      })
      .where(eq(providers.id, input.providerId));
    return rating;
  });
}
