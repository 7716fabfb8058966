import { z } from 'zod';
import { plannableSchema } from './plans';
import { dateString, listResponseSchema, timeString } from '../schemas/common';
import { isAdmin, isSignedIn, ownsOrAdmin, type MaybeViewer } from './viewer';
import { listingCan, listingCanSchema, ownedListingPolicy } from './policies';
import { discountFields } from '../schemas/discounts';
import { listingFlagFields } from '../schemas/listing';

/**
 * Events follow the owned-listing rules: the organiser (the member who created it, `ownerId` is its
 * organizer_id) edits and deletes it, administrators every event. Only administrators switch an event on or
 * off (a member's event taken down stays down until they decide) and handle reports; any member may create
 * an event and report one (docs/decisions/0014-events-manager-and-reports.md).
 */
export const eventPolicy = {
  ...ownedListingPolicy,
  delete: (viewer: MaybeViewer, item?: { ownerId?: string | null }) => ownsOrAdmin(viewer, item?.ownerId),
  create: (viewer: MaybeViewer) => isSignedIn(viewer),
  setActive: (viewer: MaybeViewer) => isAdmin(viewer),
  report: (viewer: MaybeViewer) => isSignedIn(viewer),
  handleReports: (viewer: MaybeViewer) => isAdmin(viewer),
  /** The events manager (/api/admin/events): every event, its discounts, and creating without the hourly limit. */
  manage: (viewer: MaybeViewer) => isAdmin(viewer),
};

export const eventCan = (viewer: MaybeViewer, event?: { ownerId?: string | null }) => ({
  ...listingCan(eventPolicy, viewer, event),
  report: eventPolicy.report(viewer),
});

export const eventCanSchema = listingCanSchema.extend({ report: z.boolean() });

export const eventItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  date: dateString,
  endDate: dateString.nullable(),
  /** Wall-clock time in `timeZone`. */
  startTime: timeString,
  endTime: timeString,
  timeZone: z.string(),
  location: z.string(),
  country: z.string(),
  state: z.string(),
  category: z.string(),
  priceCents: z.number().int(),
  feteRideUrl: z.string().nullable(),
  ticketUrl: z.string().nullable(),
  feteIdTicketUrl: z.string().nullable(),
  /** Whether a Fete ID price exists; the link itself is for members only (null for visitors). */
  hasFeteIdTicket: z.boolean(),
  instagramUrl: z.string().nullable(),
  capacity: z.number().int().nullable(),
  /** The carnival it belongs to (issue #24), or null. */
  carnivalId: z.uuid().nullable(),
  ...listingFlagFields,
  /** Whether the signed-in viewer attends it (false for visitors). */
  attending: z.boolean(),
});
export type EventItem = z.infer<typeof eventItemSchema>;

export const eventListSchema = listResponseSchema(eventItemSchema);

export const eventDiscountSchema = z.object({ ...discountFields, code: z.string() });
export type EventDiscount = z.infer<typeof eventDiscountSchema>;

/** GET /api/events/:id */
export const eventDetailSchema = z.object({
  event: eventItemSchema,
  /** How many members like it; the page keeps it current through the live topic `event:{id}`. */
  likes: z.number().int().min(0),
  discounts: z.array(eventDiscountSchema),
  can: eventCanSchema,
  /** The carnival occurrence it can go into My Carnival for (decision 0050), or null. */
  plannable: plannableSchema,
});
export type EventDetail = z.infer<typeof eventDetailSchema>;
