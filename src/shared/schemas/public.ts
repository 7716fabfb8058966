import { z } from 'zod';
import { wholeNumberField } from './form-fields';
import { COUNTRIES, CUISINES, FEATURED_ITEM_TYPES, PRICE_RANGES } from '../constants';
import { TIMES_OF_DAY } from '../time';
import { isoDate, listQuerySchema, optionalChoice } from './common';
import { whenOfDate } from '../event-rules';

/** The Fete Guide's one rule for a chosen date and the Upcoming/Past switch (decision 0046): event-rules.ts. */
export { whenOfDate };

/** Query schemas of the public lists; the web builds its requests from the same ones. */

export const EVENT_WHEN = ['upcoming', 'past'] as const;
export type EventWhen = (typeof EVENT_WHEN)[number];
export const BAND_WHEN = ['upcoming', 'past', 'all'] as const;
export type BandWhen = (typeof BAND_WHEN)[number];

const country = optionalChoice(COUNTRIES, 'Please choose a country from the list');
const eventWhen = optionalChoice(EVENT_WHEN, 'Please choose upcoming or past');

export const dateWhenMessages = {
  upcoming: 'Please choose a date from today on for upcoming events, or switch to Past',
  past: 'Please choose a date before today for past events, or switch to Upcoming',
} as const;

/**
 * GET /api/events. Without `when` the list is upcoming, unless a `date` is chosen: then it is the events of that
 * date, on the side of today the date is; a `when` for the other side is refused (422 on `when`).
 */
export const eventListQuerySchema = listQuerySchema
  .extend({
    country,
    date: z.preprocess((value) => (value === '' ? undefined : value), isoDate().optional()),
    timeOfDay: optionalChoice(TIMES_OF_DAY, 'Please choose morning, afternoon, evening or night'),
    when: eventWhen,
  })
  .superRefine(({ date, when }, ctx) => {
    if (date && when && when !== whenOfDate(date)) {
      ctx.addIssue({ code: 'custom', path: ['when'], message: dateWhenMessages[when] });
    }
  });
export type EventListQuery = z.infer<typeof eventListQuerySchema>;

/** GET /api/destinations (Festival, Carnival and Cruise events). */
export const destinationListQuerySchema = listQuerySchema.extend({ country, when: eventWhen });
export type DestinationListQuery = z.infer<typeof destinationListQuerySchema>;

/** GET /api/bands. */
export const bandListQuerySchema = listQuerySchema.extend({
  country,
  when: optionalChoice(BAND_WHEN, 'Please choose upcoming, past or all'),
});
export type BandListQuery = z.infer<typeof bandListQuerySchema>;

/** GET /api/restaurants. `country` is the Location filter (Trinidad or Tobago) or any of the 22. */
export const restaurantListQuerySchema = listQuerySchema.extend({
  cuisine: optionalChoice(CUISINES, 'Please choose a cuisine from the list'),
  priceRange: optionalChoice(PRICE_RANGES, 'Please choose a price range from the list'),
  country,
});
export type RestaurantListQuery = z.infer<typeof restaurantListQuerySchema>;

export const RATING_MESSAGE = 'Please choose a rating from 1 to 5 stars';

/** PUT /api/bands/:id/rating and PUT /api/providers/:id/rating: whole stars 1 to 5. */
export const ratingSchema = z.object({
  rating: wholeNumberField(1, 5, RATING_MESSAGE),
});
export type RatingInput = z.infer<typeof ratingSchema>;

export const HOME_SECTIONS = ['bands', 'events', 'destinations', 'marqet', 'eats', 'faces'] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

/** GET /api/ads?position=hero */
export const adListQuerySchema = z.object({
  position: z
    .string({ error: 'Please give the ad position' })
    .regex(/^[a-z][a-z0-9_-]{0,39}$/, 'Please give the ad position'),
});

export const featuredTypeSchema = z.enum(FEATURED_ITEM_TYPES);

/* Shapes of the answers: zod schemas in src/shared/domains/<domain>.ts; their types, for older imports. */
export type { BandDetail, BandItem, RatingResult } from '../domains/bands';
export type { EventDetail, EventDiscount, EventItem } from '../domains/events';
export type {
  RestaurantDetail,
  RestaurantDiscount,
  RestaurantItem,
  RestaurantMenuItem,
  RestaurantPhoto,
} from '../domains/restaurants';
export type { AdItem, FeaturedState, HeroSlideItem, PartnerItem } from '../domains/home';
