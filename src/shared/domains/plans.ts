import { z } from 'zod';
import { PLAN_ENTRY_KINDS } from '../constants';
import { atMostCharacters } from '../length-messages';
import { isoDate } from '../schemas/common';
import { optionalTextField, requiredTextField, wholeNumberField } from '../schemas/form-fields';

/**
 * My Carnival (issue #24, item 2; decision 0050): a member's itinerary for one carnival occurrence, its clash
 * warnings (shared/plan-clashes.ts) and running budget, and its read-only share link.
 */

/** Days before the season opens and after the last main day that a plan's own entries may fall on (flights). */
export const PLAN_MARGIN_DAYS = 3;
export const PLAN_TITLE_MAX = 120;
export const PLAN_PLACE_MAX = 160;
export const PLAN_NOTES_MAX = 1000;
/** $100,000: far above any carnival cost, far below an integer's limit. */
export const PLAN_COST_MAX_CENTS = 10_000_000;
export const PLAN_ENTRIES_MAX = 100;
export const PLAN_ITEMS_MAX = 100;
export const PLAN_BUFFER_MAX = 240;
export const PLAN_BUFFER_DEFAULT = 30;
/** The share link's secret: 43 base64url characters (256 bits). */
export const PLAN_SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const planMessages = {
  notFound: 'Plan not found',
  noLongerShared: 'This plan is no longer shared',
  alreadyPlanned: 'You already have a plan for this carnival',
  carnivalNotFound: 'Carnival not found',
  notInCarnival: 'This is not part of a carnival',
  outsideWindow: 'This falls outside the dates of the carnival',
  tooManyEntries: `A plan holds at most ${PLAN_ENTRIES_MAX} entries of your own`,
  tooManyItems: `A plan holds at most ${PLAN_ITEMS_MAX} events and bands`,
  kind: 'Choose what kind of entry this is',
  title: 'Please enter a title',
  titleLength: atMostCharacters('The title', PLAN_TITLE_MAX),
  date: 'Please enter a date',
  startTime: 'Please enter a start time',
  endTime: 'Please enter an end time',
  time: 'Please enter a time as HH:MM',
  endAfterStart: 'The end time must be after the start time',
  placeLength: atMostCharacters('The place', PLAN_PLACE_MAX),
  notesLength: atMostCharacters('The notes', PLAN_NOTES_MAX),
  cost: `The cost must be from $0 to $${(PLAN_COST_MAX_CENTS / 100).toLocaleString('en-US')}`,
  buffer: `The travel buffer must be a whole number of minutes from 0 to ${PLAN_BUFFER_MAX}`,
  carnival: 'Choose a carnival',
  /** The date field's message: the days an entry may fall on. */
  dateRange: (from: string, to: string) => `Please pick a date from ${from} to ${to}`,
} as const;

const wallClock = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, planMessages.time)
    .transform((value) => value.slice(0, 5));

/** POST and PUT …/entries: a member's own entry. An end time before the start is the next day (as for events). */
export const planEntryInputSchema = z
  .strictObject({
    kind: z.enum(PLAN_ENTRY_KINDS, { error: planMessages.kind }),
    title: requiredTextField(planMessages.title, PLAN_TITLE_MAX, planMessages.titleLength),
    date: isoDate(planMessages.date),
    startTime: wallClock(planMessages.startTime),
    endTime: wallClock(planMessages.endTime),
    place: optionalTextField(PLAN_PLACE_MAX, planMessages.placeLength),
    costCents: wholeNumberField(0, PLAN_COST_MAX_CENTS, planMessages.cost).optional().default(0),
    notes: optionalTextField(PLAN_NOTES_MAX, planMessages.notesLength),
  })
  .refine((e) => e.endTime !== e.startTime, { path: ['endTime'], message: planMessages.endAfterStart });
export type PlanEntryInput = z.infer<typeof planEntryInputSchema>;

export const planCreateSchema = z.strictObject({ carnivalId: z.uuid({ error: planMessages.carnival }) });
export const planSettingsSchema = z.strictObject({
  travelBufferMinutes: wholeNumberField(0, PLAN_BUFFER_MAX, planMessages.buffer),
});

const carnivalSchema = z.object({ id: z.uuid(), slug: z.string(), name: z.string(), territory: z.string() });
const occurrenceFields = {
  year: z.number().int(),
  start: z.string(),
  end: z.string(),
  seasonStart: z.string(),
};

/** A clash as shown on an entry: what kind, with which entry (its key and title). */
export const planClashSchema = z.object({
  kind: z.enum(['overlap', 'travel']),
  withKey: z.string(),
  withTitle: z.string(),
  gapMinutes: z.number().int().nullable(),
});

/** One line of the day-by-day plan: an event, a band's day (all day) or an own entry. */
export const planLineSchema = z.object({
  /** Unique in the plan: 'event:<id>', 'band:<id>:<date>', 'entry:<id>'. */
  key: z.string(),
  source: z.enum(['event', 'band', 'entry']),
  /** The event's, band's or entry's id. */
  id: z.uuid(),
  kind: z.string(),
  title: z.string(),
  date: z.string(),
  allDay: z.boolean(),
  /** Wall clock ('HH:MM') in `timeZone`; null all day. */
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  /** The day it ends when that is a later one (past midnight, or several days). */
  endDate: z.string().nullable(),
  timeZone: z.string().nullable(),
  place: z.string(),
  /** The ticket price or the entry's cost; null for bands. */
  costCents: z.number().int().nullable(),
  notes: z.string(),
  clashes: z.array(planClashSchema),
});
export type PlanLine = z.infer<typeof planLineSchema>;

export const planDaySchema = z.object({
  date: z.string(),
  /** The carnival's main day that falls on it ('Carnival Tuesday'). */
  mainDay: z.string().nullable(),
  lines: z.array(planLineSchema),
});

const budgetLineSchema = z.object({ label: z.string(), detail: z.string(), cents: z.number().int() });
export const planBudgetSchema = z.object({
  events: z.array(budgetLineSchema),
  entries: z.array(budgetLineSchema),
  balances: z.array(budgetLineSchema),
  totalCents: z.number().int(),
});
export type PlanBudget = z.infer<typeof planBudgetSchema>;

const planViewFields = {
  id: z.uuid(),
  carnival: carnivalSchema,
  ...occurrenceFields,
  mainDays: z.array(z.object({ name: z.string(), date: z.string() })),
  /** The days own entries may fall on (the window and PLAN_MARGIN_DAYS either side). */
  firstDay: z.string(),
  lastDay: z.string(),
  timeZone: z.string(),
  travelBufferMinutes: z.number().int(),
  days: z.array(planDaySchema),
  clashCount: z.number().int(),
};

/** GET /api/me/carnival-plans/:planId and every write's answer: the member's whole plan. */
export const planSchema = z.object({
  ...planViewFields,
  budget: planBudgetSchema,
  /** The read-only link while the plan is shared. */
  shareUrl: z.string().nullable(),
});
export type Plan = z.infer<typeof planSchema>;

/** GET /api/shared-plans/:token: the plan as the crew sees it: no budget, no costs, no receipts, no name. */
export const sharedPlanSchema = z.object(planViewFields);
export type SharedPlan = z.infer<typeof sharedPlanSchema>;

export const planSummarySchema = z.object({
  id: z.uuid(),
  carnival: carnivalSchema,
  ...occurrenceFields,
  lineCount: z.number().int(),
  shared: z.boolean(),
});
export type PlanSummary = z.infer<typeof planSummarySchema>;

/** GET /api/me/carnival-plans: my plans, the carnivals I can start one for, and what my plans hold. */
export const myPlansSchema = z.object({
  plans: z.array(planSummarySchema),
  carnivals: z.array(z.object({ ...carnivalSchema.shape, ...occurrenceFields, planId: z.uuid().nullable() })),
  eventIds: z.array(z.uuid()),
  bandIds: z.array(z.uuid()),
});
export type MyPlans = z.infer<typeof myPlansSchema>;

/** PUT …/events/:eventId and …/bands/:bandId: the plan it went into (made if the member had none). */
export const planAddedSchema = z.object({ planId: z.uuid() });

/** On an event's or band's detail answer: the carnival occurrence it can be added to My Carnival for, if any. */
export const plannableSchema = z.object({ carnivalName: z.string(), year: z.number().int() }).nullable();
export type Plannable = z.infer<typeof plannableSchema>;
