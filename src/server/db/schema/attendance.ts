import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { belongsToMember } from './auth';
import { carnivalBands } from './bands';
import { belongsTo, createdAt } from './columns';
import { events } from './events';

/*
 * One row per member and event (or band) they attend: the primary key (item_id, user_id) refuses a
 * duplicate and serves "attendees of this event"; the user index serves "what am I attending".
 */

export const eventAttendees = pgTable(
  'event_attendees',
  {
    eventId: belongsTo('event_id', () => events.id),
    userId: belongsToMember(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'event_attendees_pk', columns: [t.eventId, t.userId] }),
    index('event_attendees_user_idx').on(t.userId, t.createdAt),
  ],
);

export const bandAttendees = pgTable(
  'band_attendees',
  {
    bandId: belongsTo('band_id', () => carnivalBands.id),
    userId: belongsToMember(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'band_attendees_pk', columns: [t.bandId, t.userId] }),
    index('band_attendees_user_idx').on(t.userId, t.createdAt),
  ],
);
