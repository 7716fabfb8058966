import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { bandRatings, carnivalBands, type NewBandRating, type NewCarnivalBand } from '../schema';
import { dateFromToday, inserter, next, one, rotate, slug } from './util';

const DEFAULT_BANDS = [
  {
    name: 'Hummingbird Mas',
    description:
      'Feathers in every shade of the national bird, a front-line section and an all-inclusive truck.',
    location: 'Port of Spain',
    country: 'Trinidad',
    state: 'Port of Spain',
  },
  {
    name: 'Spice Isle Revellers',
    description: 'Nutmeg gold and jab-jab black for Spicemas on the streets of St. George’s.',
    location: 'St. George’s',
    country: 'Grenada',
    state: 'St. George',
  },
  {
    name: 'Coral Reef Carnival',
    description: 'Sea-glass sequins and ocean blues for the Kadooment road.',
    location: 'Bridgetown',
    country: 'Barbados',
    state: 'St. Michael',
  },
] as const;

/** A valid carnival band insert; override any field. */
export function bandInput(overrides: Partial<NewCarnivalBand> = {}): NewCarnivalBand {
  const n = next('band');
  const base = rotate(DEFAULT_BANDS, n);
  const site = `https://${slug(base.name)}.example`;
  const startDate = dateFromToday(60 + n);
  return {
    ...base,
    year: Number(startDate.slice(0, 4)),
    startDate,
    endDate: dateFromToday(61 + n),
    websiteUrl: site,
    instagramUrl: `https://www.instagram.com/${slug(base.name).replace(/-/g, '')}`,
    registrationUrl: `${site}/register`,
    feteIdRegistrationUrl: `${site}/register?via=fete-id`,
    active: true,
    ...overrides,
  };
}

export const createBand = inserter(carnivalBands, bandInput);

/** A first rating by this member, with the band's aggregates moved in the same transaction. */
export async function createBandRating(db: Db, input: NewBandRating) {
  return db.transaction(async (tx) => {
    const rating = one(await tx.insert(bandRatings).values(input).returning());
    await tx
      .update(carnivalBands)
      .set({
        ratingTotal: sql`${carnivalBands.ratingTotal} + ${input.rating}`,
        ratingCount: sql`${carnivalBands.ratingCount} + 1`,
      })
      .where(eq(carnivalBands.id, input.bandId));
    return rating;
  });
}
