import { z } from 'zod';
import { COUNTRIES, EVENT_CATEGORIES } from '../constants';
import { errorCatalogue } from '../errors';
import {
  dateString,
  httpUrl,
  instantString,
  isoDate,
  listQuerySchema,
  listResponseSchema,
  optionalChoice,
  optionalHttpUrl,
} from '../schemas/common';
import { eventItemSchema } from './events';

/**
 * Writing events: the administrators' events manager (/admin/events, /api/admin/events), a member's own
 * events (event creation, My events, /api/events) and members' reports about an event. Who may do what is
 * `eventPolicy` (domains/events.ts); docs/decisions/0014-events-manager-and-reports.md says why.
 */

export const EVENT_TITLE_MAX = 200;
export const EVENT_DESCRIPTION_MAX = 5000;
export const EVENT_PLACE_MAX = 200;
/** Integer cents: a price up to a million dollars. */
export const EVENT_PRICE_MAX_CENTS = 100_000_000;
export const EVENT_CAPACITY_MAX = 1_000_000;
export const DISCOUNT_CODE_MAX = 40;
export const DISCOUNT_DESCRIPTION_MAX = 500;
export const EVENT_REPORT_REASON_MAX = 500;
export const EVENT_REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type EventReportStatus = (typeof EVENT_REPORT_STATUSES)[number];

/** Defaults of admin-back-office.md §3 and §9. */
export const EVENT_DEFAULTS = {
  startTime: '18:00',
  endTime: '23:00',
  country: 'Trinidad',
  state: 'Port of Spain',
  category: 'Party',
} as const;

/** The spec's texts (admin-back-office.md §5, §8; member-areas.md §5, §8) and the rules' own words. */
export const eventAdminMessages = {
  required: 'Please fill in all required fields',
  loadFailed: 'Failed to load events. Please try again later.',
  added: 'Event added successfully',
  addFailed: 'Failed to add event',
  updated: 'Event updated successfully',
  updateFailed: 'Failed to update event',
  deleteFailed: 'Failed to delete event',
  deleted: 'Event deleted',
  confirmDelete: 'Are you sure you want to delete this event?',
  empty: 'No events found',
  signInToCreate: errorCatalogue.SIGN_IN_TO_CREATE_EVENT.message,
  createFailed: 'Failed to create event',
  category: 'Please choose a category from the list',
  country: 'Please choose a country from the list',
  date: 'Please enter a date as YYYY-MM-DD',
  time: 'Please enter a time as HH:MM',
  endDateOrder: 'The end date cannot be before the start date',
  titleLength: `The title must be at most ${EVENT_TITLE_MAX} characters`,
  descriptionLength: `The description must be at most ${EVENT_DESCRIPTION_MAX} characters`,
  placeLength: `Please keep this to ${EVENT_PLACE_MAX} characters`,
  price: 'Please enter a price of 0 or more',
  capacity: 'Please enter a capacity of 0 or more (whole number)',
  rideLink: 'Please enter a link starting with http://, https:// or / (a page of this site)',
  image: 'Please upload the image again',
  activeChoice: 'Please say whether the event is active',
  activated: 'Event activated',
  deactivated: 'Event deactivated',
  discountCode: 'Please enter a code of letters, digits, - or _',
  discountCodeLength: `The code must be at most ${DISCOUNT_CODE_MAX} characters`,
  discountCodeTaken: 'This event already has a discount with that code',
  discountPercentage: 'Please enter a percentage from 1 to 100',
  discountDescriptionLength: `The description must be at most ${DISCOUNT_DESCRIPTION_MAX} characters`,
  discountValidityOrder: 'The end of the validity cannot be before its start',
  discountNotFound: 'Discount not found',
  discountAdded: 'Discount added',
  discountUpdated: 'Discount updated',
  discountDeleted: 'Discount deleted',
  discountFailed: 'Failed to save discount',
  confirmDeleteDiscount: 'Are you sure you want to delete this discount?',
  reportReason: 'Please tell us what is wrong with this event',
  reportReasonLength: `The reason must be at most ${EVENT_REPORT_REASON_MAX} characters`,
  reportAlreadyOpen: 'You have already reported this event. An administrator will review it.',
  reportSent: 'Thank you. An administrator will review this event.',
  reportFailed: 'Failed to send report',
  reportNotFound: 'Report not found',
  reportNotOpen: 'This report has already been handled',
  reportDismissed: 'Report dismissed',
} as const;
const texts = eventAdminMessages;

const blankToNull = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value;
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const requiredText = (max: number, tooLong: string) =>
  z.string({ error: texts.required }).trim().min(1, texts.required).max(max, tooLong);

const wallClock = z
  .string({ error: texts.time })
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, texts.time)
  .transform((value) => value.slice(0, 5));

const requiredDate = z.preprocess(
  blankToUndefined,
  z.iso.date({ error: (issue) => (issue.input === undefined ? texts.required : texts.date) }),
);
const optionalDate = z.preprocess(blankToNull, isoDate(texts.date).nullable());

/**
 * The Fete Ride link: a page of this site (`/fete-rides`, what the seeds hold) or an http(s) link. The
 * database's check (migration 0004) allows the same two shapes.
 */
const rideLink = z.preprocess(
  blankToNull,
  z
    .union(
      [
        httpUrl,
        z
          .string()
          .trim()
          .max(2048)
          .regex(/^\/[^/\s]\S*$/),
      ],
      { error: texts.rideLink },
    )
    .nullable(),
);

const moneyCents = z.coerce
  .number({ error: texts.price })
  .int(texts.price)
  .min(0, texts.price)
  .max(EVENT_PRICE_MAX_CENTS, texts.price);

/** The fields both forms share; `descriptionRequired` for members (member-areas.md §5). */
function eventFields(descriptionRequired: boolean) {
  return {
    title: requiredText(EVENT_TITLE_MAX, texts.titleLength),
    description: descriptionRequired
      ? requiredText(EVENT_DESCRIPTION_MAX, texts.descriptionLength)
      : z.string().trim().max(EVENT_DESCRIPTION_MAX, texts.descriptionLength).optional().default(''),
    date: requiredDate,
    endDate: optionalDate.optional().default(null),
    startTime: wallClock.optional().default(EVENT_DEFAULTS.startTime),
    endTime: wallClock.optional().default(EVENT_DEFAULTS.endTime),
    location: requiredText(EVENT_PLACE_MAX, texts.placeLength),
    country: z.enum(COUNTRIES, { error: texts.country }).optional().default(EVENT_DEFAULTS.country),
    state: requiredText(EVENT_PLACE_MAX, texts.placeLength).optional().default(EVENT_DEFAULTS.state),
    category: z.enum(EVENT_CATEGORIES, { error: texts.category }),
    priceCents: moneyCents.optional().default(0),
    capacity: z.preprocess(
      blankToNull,
      z.coerce
        .number({ error: texts.capacity })
        .int(texts.capacity)
        .min(0, texts.capacity)
        .max(EVENT_CAPACITY_MAX, texts.capacity)
        .nullable(),
    ),
    ticketUrl: optionalHttpUrl,
    feteIdTicketUrl: optionalHttpUrl,
    instagramUrl: optionalHttpUrl,
    /**
     * The URL POST /api/uploads answered for an `image` upload of the caller (attached at `event-image`),
     * or the event's current image unchanged; null for none (the site's stock image shows).
     */
    imageUrl: z.preprocess(blankToNull, z.string().trim().max(2048).nullable()).optional().default(null),
  };
}

const datesInOrder = (value: { date: string; endDate: string | null }, ctx: z.RefinementCtx) => {
  if (value.endDate && value.endDate < value.date) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: texts.endDateOrder });
  }
};

/** POST /api/events and PUT /api/events/:id: a member's own event (member-areas.md §5). */
export const memberEventInputSchema = z.strictObject(eventFields(true)).superRefine(datesInOrder);
export type MemberEventInput = z.infer<typeof memberEventInputSchema>;

/** POST /api/admin/events and PUT /api/admin/events/:id (admin-back-office.md §3, §5). */
export const adminEventInputSchema = z
  .strictObject({ ...eventFields(false), feteRideUrl: rideLink.optional().default(null) })
  .superRefine(datesInOrder);
export type AdminEventInput = z.infer<typeof adminEventInputSchema>;

/** PUT /api/admin/events/:id/active */
export const eventActiveSchema = z.strictObject({
  active: z.boolean({ error: texts.activeChoice }),
});

/** GET /api/admin/events: search title, description and location; `reported` lists events with open reports. */
export const adminEventListQuerySchema = listQuerySchema.extend({
  reported: optionalChoice(['true'], 'Please use reported=true or leave it out'),
});
export type AdminEventListQuery = z.infer<typeof adminEventListQuerySchema>;

/** GET /api/members/me/events */
export const myEventListQuerySchema = listQuerySchema;

/** An event as the events manager shows it: the public item, its organiser and its open reports. */
export const adminEventItemSchema = eventItemSchema.extend({
  organizer: z.object({ id: z.string(), name: z.string() }).nullable(),
  openReports: z.number().int().min(0),
});
export type AdminEventItem = z.infer<typeof adminEventItemSchema>;
export const adminEventListSchema = listResponseSchema(adminEventItemSchema);

/** Discount codes, edited in the events manager. Validity is by day in the site's time zone. */
export const eventDiscountInputSchema = z
  .strictObject({
    code: z
      .string({ error: texts.required })
      .trim()
      .min(1, texts.required)
      .max(DISCOUNT_CODE_MAX, texts.discountCodeLength)
      .regex(/^[A-Za-z0-9_-]+$/, texts.discountCode),
    percentage: z.coerce
      .number({ error: texts.discountPercentage })
      .int(texts.discountPercentage)
      .min(1, texts.discountPercentage)
      .max(100, texts.discountPercentage),
    description: z
      .string()
      .trim()
      .max(DISCOUNT_DESCRIPTION_MAX, texts.discountDescriptionLength)
      .optional()
      .default(''),
    validFrom: optionalDate.optional().default(null),
    validUntil: optionalDate.optional().default(null),
    active: z.boolean({ error: texts.activeChoice }).optional().default(true),
  })
  .superRefine((value, ctx) => {
    if (value.validFrom && value.validUntil && value.validUntil < value.validFrom) {
      ctx.addIssue({ code: 'custom', path: ['validUntil'], message: texts.discountValidityOrder });
    }
  });
export type EventDiscountInput = z.infer<typeof eventDiscountInputSchema>;

export const adminEventDiscountSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  percentage: z.number().int(),
  description: z.string(),
  /** First and last day it is valid (site time zone), or null for no bound. */
  validFrom: dateString.nullable(),
  validUntil: dateString.nullable(),
  active: z.boolean(),
});
export type AdminEventDiscount = z.infer<typeof adminEventDiscountSchema>;

/** POST /api/events/:id/reports */
export const eventReportInputSchema = z.strictObject({
  reason: z
    .string({ error: texts.reportReason })
    .trim()
    .min(1, texts.reportReason)
    .max(EVENT_REPORT_REASON_MAX, texts.reportReasonLength),
});
export type EventReportInput = z.infer<typeof eventReportInputSchema>;

/** What the reporter is told. */
export const eventReportReceiptSchema = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  status: z.enum(EVENT_REPORT_STATUSES),
  createdAt: instantString,
});

/** A report as administrators see it. */
export const eventReportSchema = z.object({
  id: z.uuid(),
  reason: z.string(),
  status: z.enum(EVENT_REPORT_STATUSES),
  reporter: z.object({ id: z.string(), name: z.string() }),
  createdAt: instantString,
  resolvedAt: instantString.nullable(),
});
export type EventReport = z.infer<typeof eventReportSchema>;

/**
 * GET /api/admin/deleted-event-reports: reports whose event is gone (its organiser deleted it), with the title
 * and organiser the event had when it was reported (decision 0030). Open ones first, newest first.
 */
export const deletedEventReportSchema = eventReportSchema.extend({
  eventTitle: z.string(),
  organizer: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type DeletedEventReport = z.infer<typeof deletedEventReportSchema>;
export const deletedEventReportListSchema = z.object({ items: z.array(deletedEventReportSchema) });
export type DeletedEventReportList = z.infer<typeof deletedEventReportListSchema>;

/** GET /api/admin/events/:id: the event with all its discounts and reports (newest first). */
export const adminEventDetailSchema = z.object({
  event: adminEventItemSchema,
  discounts: z.array(adminEventDiscountSchema),
  reports: z.array(eventReportSchema),
});
export type AdminEventDetail = z.infer<typeof adminEventDetailSchema>;

/** DELETE answers. */
export const deletedSchema = z.object({ id: z.uuid(), deleted: z.literal(true) });
