import { z } from 'zod';
import { managedDiscountFields } from '../schemas/discounts';
import { COUNTRIES, EVENT_CATEGORIES } from '../constants';
import {
  httpUrl,
  instantString,
  isoDate,
  itemsSchema,
  listQuerySchema,
  listResponseSchema,
  optionalChoice,
  optionalHttpUrl,
} from '../schemas/common';
import { optionalTextField, requiredTextField, wholeNumberTextField } from '../schemas/form-fields';
import {
  EVENT_TITLE_MAX,
  EVENT_DESCRIPTION_MAX,
  EVENT_PLACE_MAX,
  EVENT_PRICE_MAX_CENTS,
  EVENT_CAPACITY_MAX,
  DISCOUNT_CODE_MAX,
  DISCOUNT_DESCRIPTION_MAX,
  EVENT_REPORT_REASON_MAX,
  eventAdminMessages,
} from './event-admin-messages';
import { eventItemSchema } from './events';
import { carnivalChoiceField } from './carnivals';

/**
 * Writing events: the administrators' events manager (/admin/events, /api/admin/events), a member's own
 * events (event creation, My events, /api/events) and members' reports about an event. Who may do what is
 * `eventPolicy` (domains/events.ts); docs/decisions/0014-events-manager-and-reports.md says why.
 */

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

export * from './event-admin-messages';

const texts = eventAdminMessages;

const blankToNull = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value;
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const requiredText = (max: number, tooLong: string) => requiredTextField(texts.required, max, tooLong);

/** A wall-clock time; left out or blank, `missing` says which one to choose. */
const wallClock = (missing: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: (issue) => (issue.input === undefined ? missing : texts.time) })
      .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, texts.time)
      .transform((value) => value.slice(0, 5)),
  );

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

const moneyCents = wholeNumberTextField(0, EVENT_PRICE_MAX_CENTS, texts.price);

/**
 * When and where: a member chooses all four (member-areas.md §5 requires them; nothing is filled in for them, so an
 * event never goes live at a place or time nobody chose); the events manager keeps the spec's defaults
 * (admin-back-office.md §3, §9). Decision 0046.
 */
function whenAndWhere(member: boolean) {
  const required = {
    startTime: wallClock(texts.startTimeRequired),
    endTime: wallClock(texts.endTimeRequired),
    country: z.preprocess(blankToUndefined, z.enum(COUNTRIES, { error: texts.country })),
    state: requiredTextField(texts.stateRequired, EVENT_PLACE_MAX, texts.placeLength),
  };
  if (member) return required;
  return {
    startTime: required.startTime.optional().default(EVENT_DEFAULTS.startTime),
    endTime: required.endTime.optional().default(EVENT_DEFAULTS.endTime),
    country: required.country.optional().default(EVENT_DEFAULTS.country),
    state: required.state.optional().default(EVENT_DEFAULTS.state),
  };
}

/** The fields both forms share; `member` for a member's own event, where more is required (member-areas.md §5). */
function eventFields(member: boolean) {
  return {
    title: requiredText(EVENT_TITLE_MAX, texts.titleLength),
    description: member
      ? requiredText(EVENT_DESCRIPTION_MAX, texts.descriptionLength)
      : optionalTextField(EVENT_DESCRIPTION_MAX, texts.descriptionLength),
    date: requiredDate,
    endDate: optionalDate.optional().default(null),
    ...whenAndWhere(member),
    location: requiredText(EVENT_PLACE_MAX, texts.placeLength),
    category: z.enum(EVENT_CATEGORIES, { error: texts.category }),
    priceCents: moneyCents.optional().default(0),
    capacity: z.preprocess(
      blankToNull,
      wholeNumberTextField(0, EVENT_CAPACITY_MAX, texts.capacity).nullable(),
    ),
    ticketUrl: optionalHttpUrl,
    feteIdTicketUrl: optionalHttpUrl,
    instagramUrl: optionalHttpUrl,
    /**
     * The URL POST /api/uploads answered for an `image` upload of the caller (attached at `event-image`),
     * or the event's current image unchanged; null for none (the site's stock image shows).
     */
    imageUrl: z.preprocess(blankToNull, z.string().trim().max(2048).nullable()).optional().default(null),
    /** The carnival it belongs to (its season page), or null. */
    carnivalId: carnivalChoiceField,
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
    code: requiredTextField(texts.required, DISCOUNT_CODE_MAX, texts.discountCodeLength).regex(
      /^[A-Za-z0-9_-]+$/,
      texts.discountCode,
    ),
    percentage: wholeNumberTextField(1, 100, texts.discountPercentage),
    description: optionalTextField(DISCOUNT_DESCRIPTION_MAX, texts.discountDescriptionLength),
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

export const adminEventDiscountSchema = z.object({ ...managedDiscountFields, code: z.string() });
export type AdminEventDiscount = z.infer<typeof adminEventDiscountSchema>;

/** POST /api/events/:id/reports */
export const eventReportInputSchema = z.strictObject({
  reason: requiredTextField(texts.reportReason, EVENT_REPORT_REASON_MAX, texts.reportReasonLength),
});
export type EventReportInput = z.infer<typeof eventReportInputSchema>;

/** A report as administrators see it. */
const eventReportSchema = z.object({
  id: z.uuid(),
  reason: z.string(),
  status: z.enum(EVENT_REPORT_STATUSES),
  reporter: z.object({ id: z.string(), name: z.string() }),
  createdAt: instantString,
  resolvedAt: instantString.nullable(),
});

/** What the reporter is told. */
export const eventReportReceiptSchema = eventReportSchema
  .pick({ id: true, status: true, createdAt: true })
  .extend({ eventId: z.uuid() });

/**
 * GET /api/admin/deleted-event-reports: reports whose event is gone (its organiser deleted it), with the title
 * and organiser the event had when it was reported (decision 0030). Open ones first, newest first.
 */
const deletedEventReportSchema = eventReportSchema.extend({
  eventTitle: z.string(),
  organizer: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type DeletedEventReport = z.infer<typeof deletedEventReportSchema>;
export const deletedEventReportListSchema = itemsSchema(deletedEventReportSchema);

/** GET /api/admin/events/:id: the event with all its discounts and reports (newest first). */
export const adminEventDetailSchema = z.object({
  event: adminEventItemSchema,
  discounts: z.array(adminEventDiscountSchema),
  reports: z.array(eventReportSchema),
});
export type AdminEventDetail = z.infer<typeof adminEventDetailSchema>;
