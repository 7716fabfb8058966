import { z } from 'zod';
import { COUNTRIES, CUISINES, FEATURED_ITEM_TYPES, PRICE_RANGES } from '../constants';
import { TIMES_OF_DAY } from '../time';
import { isoDate, listQuerySchema, optionalChoice } from './common';

/** Query schemas of the public lists (docs/api-public.md); the web builds its requests from the same ones. */

export const EVENT_WHEN = ['upcoming', 'past'] as const;
export type EventWhen = (typeof EVENT_WHEN)[number];
export const BAND_WHEN = ['upcoming', 'all'] as const;
export type BandWhen = (typeof BAND_WHEN)[number];

const country = optionalChoice(COUNTRIES, 'Please choose a country from the list');
const eventWhen = optionalChoice(EVENT_WHEN, 'Please choose upcoming or past');

/**
 * GET /api/events. Without `when` the list is upcoming, unless a `date` is chosen: then it is the events
 * of that date, past or not.
 */
export const eventListQuerySchema = listQuerySchema.extend({
  country,
  date: z.preprocess((value) => (value === '' ? undefined : value), isoDate().optional()),
  timeOfDay: optionalChoice(TIMES_OF_DAY, 'Please choose morning, afternoon, evening or night'),
  when: eventWhen,
});
export type EventListQuery = z.infer<typeof eventListQuerySchema>;

/** GET /api/destinations (Festival, Carnival and Cruise events). */
export const destinationListQuerySchema = listQuerySchema.extend({ country, when: eventWhen });
export type DestinationListQuery = z.infer<typeof destinationListQuerySchema>;

/** GET /api/bands. */
export const bandListQuerySchema = listQuerySchema.extend({
  country,
  when: optionalChoice(BAND_WHEN, 'Please choose upcoming or all'),
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
  rating: z
    .number({ error: RATING_MESSAGE })
    .int(RATING_MESSAGE)
    .min(1, RATING_MESSAGE)
    .max(5, RATING_MESSAGE),
});
export type RatingInput = z.infer<typeof ratingSchema>;

/** What a rating answers: the one-decimal average (null while unrated), the count and the member's own. */
export interface RatingResult {
  rating: number | null;
  totalRatings: number;
  myRating: number | null;
}

export const HOME_SECTIONS = ['bands', 'events', 'destinations', 'marqet', 'eats', 'faces'] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

/** GET /api/ads?position=hero */
export const adListQuerySchema = z.object({
  position: z
    .string({ error: 'Please give the ad position' })
    .regex(/^[a-z][a-z0-9_-]{0,39}$/, 'Please give the ad position'),
});

export const featuredTypeSchema = z.enum(FEATURED_ITEM_TYPES);

/* Shapes of the answers (docs/api-public.md): dates YYYY-MM-DD, times HH:MM:SS, money in cents. */

export interface EventItem {
  id: string;
  title: string;
  description: string;
  imageUrl: string | null;
  date: string;
  endDate: string | null;
  /** Wall-clock time in `timeZone`. */
  startTime: string;
  endTime: string;
  timeZone: string;
  location: string;
  country: string;
  state: string;
  category: string;
  priceCents: number;
  feteRideUrl: string | null;
  ticketUrl: string | null;
  feteIdTicketUrl: string | null;
  instagramUrl: string | null;
  capacity: number | null;
  active: boolean;
  liked: boolean;
  featured: boolean;
}

export interface EventDiscount {
  id: string;
  code: string;
  percentage: number;
  description: string;
  /** ISO timestamps or null (no bound). */
  validFrom: string | null;
  validUntil: string | null;
}

/** GET /api/events/:id */
export interface EventDetail {
  event: EventItem;
  /** How many members like it; the page keeps it current through the live topic `event:{id}`. */
  likes: number;
  discounts: EventDiscount[];
}

export interface BandItem {
  id: string;
  name: string;
  description: string;
  imageUrl: string | null;
  location: string;
  country: string;
  state: string;
  startDate: string;
  endDate: string | null;
  websiteUrl: string | null;
  instagramUrl: string | null;
  registrationUrl: string | null;
  feteIdRegistrationUrl: string | null;
  /** One-decimal average, half up; null while nobody has rated. */
  rating: number | null;
  totalRatings: number;
  active: boolean;
  liked: boolean;
  featured: boolean;
}

/** GET /api/bands/:id; `myRating` is null for visitors and members who have not rated the band. */
export interface BandDetail {
  band: BandItem;
  myRating: number | null;
}

export interface RestaurantItem {
  id: string;
  name: string;
  description: string;
  imageUrl: string | null;
  location: string;
  country: string;
  state: string;
  cuisine: string;
  priceRange: string;
  openingTime: string;
  closingTime: string;
  websiteUrl: string | null;
  instagramUrl: string | null;
  eatNowUrl: string | null;
  active: boolean;
  liked: boolean;
  featured: boolean;
}

export interface RestaurantPhoto {
  id: string;
  imageUrl: string;
  caption: string;
}

export interface RestaurantMenuItem {
  id: string;
  name: string;
  priceCents: number;
  category: string;
  description: string;
  imageUrl: string | null;
}

export interface RestaurantDiscount {
  id: string;
  percentage: number;
  description: string;
  termsConditions: string;
  validFrom: string | null;
  validUntil: string | null;
}

/** GET /api/restaurants/:id */
export interface RestaurantDetail {
  restaurant: RestaurantItem;
  photos: RestaurantPhoto[];
  menu: RestaurantMenuItem[];
  discounts: RestaurantDiscount[];
}

export interface HeroSlideItem {
  id: string;
  title: string;
  subtitle: string;
  imageUrl: string;
  mobileImageUrl: string | null;
}

export interface AdItem {
  id: string;
  title: string;
  description: string;
  imageUrl: string;
  linkUrl: string | null;
}

export interface PartnerItem {
  id: string;
  name: string;
  logoUrl: string;
  websiteUrl: string | null;
}

/** PUT and DELETE /api/admin/featured/:type/:id */
export interface FeaturedState {
  featured: boolean;
}
