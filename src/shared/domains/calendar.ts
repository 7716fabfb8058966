import { z } from 'zod';

/**
 * Add to calendar (issue #21, item 4; decision 0034): an event's .ics, Google Calendar and Outlook links, and a
 * member's private calendar feed on a secret URL.
 */

/** GET, PUT and POST /api/members/me/calendar-feed: the feed's URL (null until made) and what it holds. */
export const calendarFeedSchema = z.object({
  url: z.string().nullable(),
  includeLiked: z.boolean(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const calendarFeedInputSchema = z.strictObject({
  includeLiked: z.boolean({ error: 'Choose whether liked events are in the feed' }),
});

/** The feed's secret: 43 base64url characters (256 bits). */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A feed holds events from this many days ago on (a calendar app keeps what it already has). */
export const FEED_PAST_DAYS = 90;
export const FEED_MAX_EVENTS = 500;
/** How often a subscribed calendar app is asked to look again. */
export const FEED_REFRESH_SECONDS = 3600;

export const calendarMessages = {
  feedNotFound: 'Calendar feed not found',
  feedSaved: 'Calendar feed saved',
  feedRegenerated: 'New calendar link made: the old one no longer works',
  feedFailed: 'Failed to load your calendar feed',
} as const;
