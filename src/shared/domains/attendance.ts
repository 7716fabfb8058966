import { z } from 'zod';
import { listResponseSchema, paginationSchema } from '../schemas/common';
import { eventItemSchema } from './events';

/**
 * Attendance (member-areas.md §2 Event detail, Band detail; §4; decision 0023). A member marks attendance at an
 * event or a band, on or off. Everyone sees how many attend; signed-in members see who (the ones who keep
 * "Show me on attendee lists and in Fete Nation" on). An event's capacity, when above 0, limits attendance.
 */
export const ATTENDABLE_KINDS = ['event', 'band'] as const;
export type AttendableKind = (typeof ATTENDABLE_KINDS)[number];

/** GET, PUT, DELETE /api/{events|bands}/:id/attendance */
export const attendanceStateSchema = z.object({
  /** Every attendee, listed or not. */
  count: z.number().int().min(0),
  /** Whether the viewer attends (false for visitors). */
  attending: z.boolean(),
  /** The event's capacity when it has one (bands never do). */
  capacity: z.number().int().min(1).nullable(),
  /** capacity − count, never below 0; null without a capacity. */
  spotsLeft: z.number().int().min(0).nullable(),
});
export type AttendanceState = z.infer<typeof attendanceStateSchema>;

export const attendeeSchema = z.object({
  id: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  territory: z.string(),
});

/** GET /api/{events|bands}/:id/attendees: members only, those who show themselves, first to attend first. */
export const attendeeListSchema = listResponseSchema(attendeeSchema);
export type AttendeeList = z.infer<typeof attendeeListSchema>;
export const attendeeListQuerySchema = paginationSchema;

/** GET /api/me/attending-events: "Events I'm Attending", upcoming first (soonest first), then past (newest first). */
export const attendedEventSchema = eventItemSchema.extend({ past: z.boolean() });
export type AttendedEvent = z.infer<typeof attendedEventSchema>;
export const attendedEventListSchema = listResponseSchema(attendedEventSchema);
export type AttendedEventList = z.infer<typeof attendedEventListSchema>;
export const attendedEventsQuerySchema = paginationSchema;

export { attendanceMessages } from './attendance-messages';
