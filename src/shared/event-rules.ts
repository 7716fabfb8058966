import { DESTINATION_CATEGORIES } from './constants';
import { SITE_TIME_ZONE, todayIn } from './time';

/*
 * Event rules the public pages use, kept free of schemas: a visitor's first page imports them, and zod (which
 * builds every schema as its module loads) stays off it (scripts/check-build.mjs).
 */

/**
 * Where an event is listed: Festival, Carnival and Cruise on Fete Travel (public-site.md §2.5), every other category
 * on the Fete Guide (§2.4).
 */
export const isDestinationCategory = (category: string) =>
  (DESTINATION_CATEGORIES as readonly string[]).includes(category);

/** Top Event Picks on the home page shows featured Party events only (public-site.md §2.3). */
export const HOME_PICK_CATEGORY = 'Party';

/**
 * Whether an event's star is offered: featuring does something only for a Party event. One featured already
 * (featured, then moved to another category) keeps its star, so it can be taken off.
 */
export const offersFeatureStar = (event: { category: string; featured: boolean }) =>
  event.featured || event.category === HOME_PICK_CATEGORY;

/**
 * The Fete Guide's one rule for a chosen date and the Upcoming/Past switch (decision 0046). A chosen date decides which side of today the Fete Guide shows: past (before today in the site's time zone) or
 * upcoming (today or later), and the list of a date is that side's. The server refuses a `when` that says
 * otherwise; the web switches to the date's side when a date is chosen.
 */
export const whenOfDate = (date: string, today: string = todayIn(SITE_TIME_ZONE)): 'upcoming' | 'past' =>
  date < today ? 'past' : 'upcoming';
