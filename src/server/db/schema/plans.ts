import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, time, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PLAN_ENTRY_KINDS } from '../../../shared/constants';
import { belongsToMember } from './auth';
import { carnivalBands } from './bands';
import { carnivals } from './carnivals';
import { belongsTo, createdAt, nonNegative, oneOf, timestamps } from './columns';
import { events } from './events';

/**
 * My Carnival (issue #24, item 2; decision 0050): a member's itinerary for one occurrence of a carnival (the
 * carnival and the year of its anchor), at most one each. Its own entries are wall-clock times in `time_zone`
 * (the carnival's local zone, taken from its events when the plan is made). A share link's secret is an HMAC of
 * the plan and `share_nonce` (so the member can see the link again); the table keeps only its SHA-256, and
 * revoking clears both.
 */
export const carnivalPlans = pgTable(
  'carnival_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: belongsToMember(),
    carnivalId: belongsTo('carnival_id', () => carnivals.id),
    year: integer('year').notNull(),
    timeZone: text('time_zone').notNull(),
    travelBufferMinutes: integer('travel_buffer_minutes').notNull().default(30),
    shareNonce: text('share_nonce'),
    shareTokenHash: text('share_token_hash'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('carnival_plans_occurrence_idx').on(t.userId, t.carnivalId, t.year),
    uniqueIndex('carnival_plans_share_idx').on(t.shareTokenHash),
    check('carnival_plans_buffer_check', sql`${t.travelBufferMinutes} between 0 and 240`),
  ],
);

/** The events and bands a member added to a plan (one of the two, each at most once). */
export const carnivalPlanItems = pgTable(
  'carnival_plan_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: belongsTo('plan_id', () => carnivalPlans.id),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    bandId: uuid('band_id').references(() => carnivalBands.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('carnival_plan_items_event_idx').on(t.planId, t.eventId),
    uniqueIndex('carnival_plan_items_band_idx').on(t.planId, t.bandId),
    index('carnival_plan_items_event_ref_idx').on(t.eventId),
    index('carnival_plan_items_band_ref_idx').on(t.bandId),
    check('carnival_plan_items_one_check', sql`(${t.eventId} is null) <> (${t.bandId} is null)`),
  ],
);

/** A member's own entry in a plan: a make-up slot, a flight, a meeting point… Cost in integer cents. */
export const carnivalPlanEntries = pgTable(
  'carnival_plan_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: belongsTo('plan_id', () => carnivalPlans.id),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    date: date('date').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    place: text('place').notNull().default(''),
    costCents: integer('cost_cents').notNull().default(0),
    notes: text('notes').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    index('carnival_plan_entries_plan_idx').on(t.planId, t.date, t.startTime),
    check('carnival_plan_entries_kind_check', oneOf(t.kind, PLAN_ENTRY_KINDS)),
    check('carnival_plan_entries_cost_check', nonNegative(t.costCents)),
  ],
);

export type CarnivalPlanRow = typeof carnivalPlans.$inferSelect;
export type CarnivalPlanEntryRow = typeof carnivalPlanEntries.$inferSelect;
export type NewCarnivalPlan = typeof carnivalPlans.$inferInsert;
export type NewCarnivalPlanEntry = typeof carnivalPlanEntries.$inferInsert;
