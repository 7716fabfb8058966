import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { belongsToMember } from './auth';
import { carnivalBands } from './bands';
import { belongsTo, createdAt } from './columns';
import { events } from './events';
import { providers } from './faces';
import { restaurants } from './restaurants';

/*
 * One row per member and liked item: the primary key (user_id, item_id) refuses a second like and
 * serves "likes by user"; the item index serves counts and the cascade when an item is deleted.
 * Both sides cascade: a like means nothing without its member or its item.
 */

export const likedEvents = pgTable(
  'liked_events',
  {
    userId: belongsToMember(),
    eventId: belongsTo('event_id', () => events.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'liked_events_pk', columns: [t.userId, t.eventId] }),
    index('liked_events_event_idx').on(t.eventId),
  ],
);

export const likedBands = pgTable(
  'liked_bands',
  {
    userId: belongsToMember(),
    bandId: belongsTo('band_id', () => carnivalBands.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'liked_bands_pk', columns: [t.userId, t.bandId] }),
    index('liked_bands_band_idx').on(t.bandId),
  ],
);

export const likedRestaurants = pgTable(
  'liked_restaurants',
  {
    userId: belongsToMember(),
    restaurantId: belongsTo('restaurant_id', () => restaurants.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'liked_restaurants_pk', columns: [t.userId, t.restaurantId] }),
    index('liked_restaurants_restaurant_idx').on(t.restaurantId),
  ],
);

export const likedProviders = pgTable(
  'liked_providers',
  {
    userId: belongsToMember(),
    providerId: belongsTo('provider_id', () => providers.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'liked_providers_pk', columns: [t.userId, t.providerId] }),
    index('liked_providers_provider_idx').on(t.providerId),
  ],
);
