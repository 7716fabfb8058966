import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical from 'ical-generator';
import { detailPath } from '../../../shared/item-paths';
import { eventSpan, type EventWhen } from '../../../shared/time';

/** What a calendar entry needs of an event. */
export interface CalendarEvent extends EventWhen {
  id: string;
  title: string;
  description: string;
  location: string;
  state: string;
  country: string;
  updatedAt: Date;
}

/** A member's own entry of a My Carnival plan (decision 0050): wall clock in its plan's zone. */
export interface CalendarPlanEntry {
  id: string;
  planId: string;
  kind: string;
  title: string;
  notes: string;
  place: string;
  date: string;
  startTime: string;
  endTime: string;
  timeZone: string;
  updatedAt: Date;
}

/** The event page's canonical address (`/events/{slug}-{id}`, decision 0033): the one its head names. */
export const eventPageUrl = (publicUrl: string, event: { id: string; title: string }) =>
  `${publicUrl}${detailPath('event', event.id, event.title)}`;

/**
 * An RFC 5545 calendar of events (ical-generator, decision 0034). Each start and end is written as the wall clock
 * in the event's own zone with its TZID, and the zone's VTIMEZONE is included (@touch4it/ical-timezones), so a
 * calendar app shows island time correctly wherever it is; DTSTAMP is UTC. The UID is the event's id, so a feed
 * refreshed after an event moved updates the entry rather than adding a second one.
 */
export function eventsCalendar(options: {
  name: string;
  publicUrl: string;
  events: CalendarEvent[];
  /** The member's own plan entries (their feed only). */
  planEntries?: CalendarPlanEntry[];
  /** How often a subscribing app should look again (the feed only). */
  refreshSeconds?: number;
}): string {
  const host = new URL(options.publicUrl).host;
  const calendar = ical({
    name: options.name,
    prodId: { company: 'Fete', product: 'Fete', language: 'EN' },
    ttl: options.refreshSeconds ?? null,
  });
  // No calendar-wide zone: each event names its own, and this generator writes the VTIMEZONE of each one used.
  calendar.timezone({ name: '', generator: getVtimezoneComponent });
  for (const event of options.events) {
    const { start, end } = eventSpan(event);
    const url = eventPageUrl(options.publicUrl, event);
    const place = [event.location, event.state, event.country].map((p) => p.trim()).filter(Boolean);
    calendar.createEvent({
      id: `${event.id}@${host}`,
      start: new TZDate(start.getTime(), event.timeZone),
      end: new TZDate(end.getTime(), event.timeZone),
      timezone: event.timeZone,
      stamp: event.updatedAt,
      lastModified: event.updatedAt,
      summary: event.title,
      description: event.description ? `${event.description}\n\n${url}` : url,
      location: place.length ? place.join(', ') : null,
      url,
    });
  }
  for (const entry of options.planEntries ?? []) {
    // Past midnight like an event: an end at or before the start is the next day.
    const { start, end } = eventSpan({ ...entry, endDate: null });
    const url = `${options.publicUrl}/my-carnival/${entry.planId}`;
    calendar.createEvent({
      id: `plan-entry-${entry.id}@${host}`,
      start: new TZDate(start.getTime(), entry.timeZone),
      end: new TZDate(end.getTime(), entry.timeZone),
      timezone: entry.timeZone,
      stamp: entry.updatedAt,
      lastModified: entry.updatedAt,
      summary: `${entry.kind}: ${entry.title}`,
      description: entry.notes ? `${entry.notes}\n\n${url}` : url,
      location: entry.place.trim() || null,
      url,
    });
  }
  return calendar.toString();
}
