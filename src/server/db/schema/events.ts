import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { COUNTRIES, DESTINATION_CATEGORIES, EVENT_CATEGORIES } from '../../../shared/constants';
import { EVENT_REPORT_REASON_MAX, EVENT_REPORT_STATUSES } from '../../../shared/domains/event-admin';
import { belongsToMember, users } from './auth';
import { carnivals } from './carnivals';
import {
  active,
  belongsTo,
  DEFAULT_TIME_ZONE,
  endNotBeforeStart,
  nonNegative,
  oneOf,
  percentage,
  timestamps,
} from './columns';

const destinationCategories = DESTINATION_CATEGORIES.map((c) => `'${c}'`).join(', ');

/**
 * Events of the Fete Guide and, for the Festival / Carnival / Cruise categories, Fete Travel destinations.
 * `date`/`end_date` are calendar dates and `start_time`/`end_time` wall-clock times in `time_zone`;
 * an end time before the start time means the event runs past midnight.
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    date: date('date').notNull(),
    endDate: date('end_date'),
    startTime: time('start_time').notNull().default('18:00'),
    endTime: time('end_time').notNull().default('23:00'),
    timeZone: text('time_zone').notNull().default(DEFAULT_TIME_ZONE),
    location: text('location').notNull(),
    country: text('country').notNull().default('Trinidad'),
    state: text('state').notNull().default('Port of Spain'),
    category: text('category').notNull(),
    priceCents: integer('price_cents').notNull().default(0),
    capacity: integer('capacity'),
    ticketUrl: text('ticket_url'),
    feteIdTicketUrl: text('fete_id_ticket_url'),
    instagramUrl: text('instagram_url'),
    feteRideUrl: text('fete_ride_url'),
    // An event outlives the member who organised it: the listing stays, the link is cleared.
    organizerId: text('organizer_id').references(() => users.id, { onDelete: 'set null' }),
    // The carnival the event belongs to (its season page, a member's plan); cleared when the carnival goes.
    carnivalId: uuid('carnival_id').references(() => carnivals.id, { onDelete: 'set null' }),
    active: active(),
    ...timestamps(),
  },
  (t) => [
    // Fete Guide and Fete Travel pages, by date then start time (queries write the same category
    // predicates). Inactive rows are few, so `active` is a filter and administrators use the same index;
    // end_date and active ride along so counting a list reads the index alone.
    index('events_guide_idx')
      .on(t.date, t.startTime, t.id, t.endDate, t.active)
      .where(sql`${t.category} not in (${sql.raw(destinationCategories)})`),
    index('events_travel_idx')
      .on(t.date, t.startTime, t.id, t.endDate, t.active)
      .where(sql`${t.category} in (${sql.raw(destinationCategories)})`),
    // The longest multi-day span: "upcoming" lists start their date range at today minus it.
    index('events_span_idx')
      .on(sql`(${t.endDate} - ${t.date})`)
      .where(sql`${t.endDate} is not null`),
    // Case-insensitive substring search (ILIKE '%…%') over title, description and location.
    index('events_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('events_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
    index('events_location_trgm_idx').using('gin', t.location.op('gin_trgm_ops')),
    // The country filter: an ordered range per country; the other columns let a count read the index alone.
    index('events_country_date_idx').on(
      t.country,
      t.date,
      t.startTime,
      t.id,
      t.endDate,
      t.active,
      t.category,
    ),
    index('events_date_idx').on(t.date),
    index('events_organizer_idx').on(t.organizerId),
    index('events_carnival_idx').on(t.carnivalId, t.date),
    check('events_category_check', oneOf(t.category, EVENT_CATEGORIES)),
    check('events_country_check', oneOf(t.country, COUNTRIES)),
    check('events_price_check', nonNegative(t.priceCents)),
    check('events_capacity_check', sql`${t.capacity} is null or ${t.capacity} >= 0`),
    check('events_end_date_check', endNotBeforeStart(t.date, t.endDate)),
  ],
);

/** When and where an event is: the columns its listing card, a calendar entry and a plan's line all read. */
export const eventWhenWhere = {
  date: events.date,
  endDate: events.endDate,
  startTime: events.startTime,
  endTime: events.endTime,
  timeZone: events.timeZone,
  location: events.location,
};

export const eventDiscounts = pgTable(
  'event_discounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: belongsTo('event_id', () => events.id),
    code: text('code').notNull(),
    percentage: integer('percentage').notNull(),
    description: text('description').notNull().default(''),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    active: active(),
    ...timestamps(),
  },
  (t) => [
    unique('event_discounts_event_code_unique').on(t.eventId, t.code),
    check('event_discounts_percentage_check', percentage(t.percentage)),
    check('event_discounts_validity_check', endNotBeforeStart(t.validFrom, t.validUntil)),
  ],
);

/**
 * A member's report about an event (spam, wrong details, offensive content). The event stays up until an
 * administrator acts: `dismissed` (nothing wrong) or `actioned` (the event was deactivated or deleted). One open
 * report per member and event; reports outlive the event (an organiser cannot erase them by deleting it) and
 * go with the reporter's account.
 */
export const eventReports = pgTable(
  'event_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Null once the event is deleted: the report stays for the administrators (decision 0030), with the
    // event's title and organiser as they were when it was reported.
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    eventTitle: text('event_title').notNull().default(''),
    eventOrganizerId: text('event_organizer_id').references(() => users.id, { onDelete: 'set null' }),
    reporterId: belongsToMember('reporter_id'),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('open'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    // The administrator who acted; kept as history when that account goes.
    resolvedBy: text('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    // One open report per member and event (a race of two submits is settled here).
    uniqueIndex('event_reports_open_unique')
      .on(t.eventId, t.reporterId)
      .where(sql`${t.status} = 'open'`),
    // The events manager's count of open reports per event, and the list of an event's reports.
    index('event_reports_event_idx').on(t.eventId, t.createdAt),
    index('event_reports_reporter_idx').on(t.reporterId),
    index('event_reports_organizer_idx').on(t.eventOrganizerId),
    check('event_reports_status_check', oneOf(t.status, EVENT_REPORT_STATUSES)),
    check(
      'event_reports_reason_check',
      sql`char_length(${t.reason}) between 1 and ${sql.raw(String(EVENT_REPORT_REASON_MAX))}`,
    ),
  ],
);

export type Event = typeof events.$inferSelect;
export type NewEvent = typeof events.$inferInsert;
export type EventDiscount = typeof eventDiscounts.$inferSelect;
export type NewEventDiscount = typeof eventDiscounts.$inferInsert;
export type EventReport = typeof eventReports.$inferSelect;
