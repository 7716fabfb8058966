import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  calendarMessages,
  FEED_MAX_EVENTS,
  FEED_PAST_DAYS,
  FEED_REFRESH_SECONDS,
  FEED_TOKEN_PATTERN,
  type CalendarFeed,
} from '../../../shared/domains/calendar';
import { eventPolicy } from '../../../shared/domains/events';
import { AppError, messages } from '../../../shared/errors';
import { addDays, todayIn } from '../../../shared/time';
import type { Actor, Deps } from '../../app-env';
import type { Config } from '../../config';
import type { CalendarFeedRow } from '../../db/schema/calendar';
import { keyPerConfig } from '../../platform/config-keys';
import { linkKey } from '../../secret';
import { eventsCalendar } from './ics';
import { ownPlanEntries, plannedEventIds } from '../plans/service';
import {
  findCalendarEvent,
  findFeed,
  findFeedByTokenHash,
  memberCalendarEvents,
  saveFeedSecret,
  saveIncludeLiked,
} from './queries';

/*
 * Add to calendar (decision 0034). An event's .ics is public like the event; a member's feed answers only on
 * its secret URL, which is an HMAC of the member and a nonce (so Settings can show it again without storing
 * it) found through its SHA-256; a new nonce makes a new URL and the old one answers 404.
 */

type CalendarDeps = Pick<Deps, 'db' | 'config'>;

const feedKey = keyPerConfig((config) => linkKey(config, 'calendar-feed'));

const feedToken = (config: Config, userId: string, nonce: string) =>
  createHmac('sha256', feedKey(config)).update(`${userId}\n${nonce}`).digest('base64url');
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
export const feedUrl = (config: Config, token: string) => `${config.publicUrl}/api/calendar/${token}.ics`;

function feedAnswer(config: Config, row: CalendarFeedRow | undefined): CalendarFeed {
  if (!row) return { url: null, includeLiked: false };
  return { url: feedUrl(config, feedToken(config, row.userId, row.nonce)), includeLiked: row.includeLiked };
}

/** A calendar answer: the body with a strong ETag of it, or 304 when the client has that version already. */
export function calendarResponse(body: string, ifNoneMatch: string | undefined, fileName?: string): Response {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const headers: Record<string, string> = {
    ETag: etag,
    // Private: a feed is one member's, an event's file follows the event; always asked again, cheap to answer 304.
    'Cache-Control': 'private, no-cache',
  };
  const matches = ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
  if (matches) return new Response(null, { status: 304, headers });
  headers['Content-Type'] = 'text/calendar; charset=utf-8';
  if (fileName) headers['Content-Disposition'] = `attachment; filename="${fileName}"`;
  return new Response(body, { status: 200, headers });
}

/** GET /api/events/:id/calendar.ics: the event as a calendar file; unknown or (to others) inactive is 404. */
export async function eventIcs(deps: CalendarDeps, actor: Actor | null, id: string, ifNoneMatch?: string) {
  const event = await findCalendarEvent(deps.db, id, eventPolicy.seeInactive(actor));
  if (!event) throw new AppError('NOT_FOUND', messages.events.notFound);
  const body = eventsCalendar({ name: event.title, publicUrl: deps.config.publicUrl, events: [event] });
  return calendarResponse(body, ifNoneMatch, 'fete-event.ics');
}

/** GET /api/calendar/:file (`<token>.ics`): the member's events; anything else, or an old token, is 404. */
export async function memberFeed(deps: CalendarDeps, file: string, ifNoneMatch?: string, now = new Date()) {
  const token = file.endsWith('.ics') ? file.slice(0, -4) : '';
  if (!FEED_TOKEN_PATTERN.test(token)) throw new AppError('NOT_FOUND', calendarMessages.feedNotFound);
  const feed = await findFeedByTokenHash(deps.db, tokenHash(token));
  // The stored hash only finds the member; the token must still be this key's HMAC of them and the nonce.
  const expected = feed && Buffer.from(feedToken(deps.config, feed.userId, feed.nonce));
  if (!feed || !expected || !timingSafeEqual(expected, Buffer.from(token)))
    throw new AppError('NOT_FOUND', calendarMessages.feedNotFound);
  const fromDate = addDays(todayIn(undefined, now), -FEED_PAST_DAYS);
  // My Carnival's (decision 0050): the events in the member's plans and their own entries.
  const [plannedIds, planEntries] = await Promise.all([
    plannedEventIds(deps.db, feed.userId),
    ownPlanEntries(deps.db, feed.userId, fromDate, FEED_MAX_EVENTS),
  ]);
  const events = await memberCalendarEvents(deps.db, {
    userId: feed.userId,
    includeLiked: feed.includeLiked,
    fromDate,
    limit: FEED_MAX_EVENTS,
    plannedIds,
  });
  const body = eventsCalendar({
    name: 'Fete: my events',
    publicUrl: deps.config.publicUrl,
    events,
    planEntries,
    refreshSeconds: FEED_REFRESH_SECONDS,
  });
  return calendarResponse(body, ifNoneMatch);
}

export async function getMyFeed(deps: CalendarDeps, actor: Actor): Promise<CalendarFeed> {
  return feedAnswer(deps.config, await findFeed(deps.db, actor.id));
}

async function newSecret(deps: CalendarDeps, userId: string) {
  const nonce = randomBytes(16).toString('base64url');
  return saveFeedSecret(deps.db, {
    userId,
    nonce,
    tokenHash: tokenHash(feedToken(deps.config, userId, nonce)),
  });
}

/** POST: makes the feed, or a new URL for it; the old URL stops answering at once. */
export async function regenerateMyFeed(deps: CalendarDeps, actor: Actor): Promise<CalendarFeed> {
  return feedAnswer(deps.config, await newSecret(deps, actor.id));
}

/** PUT: whether liked events are in the feed (made first if the member has none). */
export async function setMyFeedOptions(
  deps: CalendarDeps,
  actor: Actor,
  input: { includeLiked: boolean },
): Promise<CalendarFeed> {
  if (!(await findFeed(deps.db, actor.id))) await newSecret(deps, actor.id);
  return feedAnswer(deps.config, await saveIncludeLiked(deps.db, actor.id, input.includeLiked));
}
