import { eventSpan, type EventWhen } from './time';

/*
 * Links that take an item outside the site (issue #21, items 4 and 8; decision 0034): add an event to Google
 * Calendar or Outlook, open a place in a maps app. Plain links built here; no third-party script on the page.
 */

interface LinkedEvent extends EventWhen {
  title: string;
  location: string;
  state?: string;
  country?: string;
}

const compact = (date: string, time: string) =>
  `${date.replaceAll('-', '')}T${time.replaceAll(':', '').padEnd(6, '0').slice(0, 6)}`;
const placeOf = (event: LinkedEvent) =>
  [event.location, event.state, event.country]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(', ');

/** Google Calendar's template link: wall-clock times with the event's zone (`ctz`), so island time is kept. */
export function googleCalendarUrl(event: LinkedEvent, pageUrl: string): string {
  const { endDay } = eventSpan(event);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${compact(event.date, event.startTime)}/${compact(endDay, event.endTime)}`,
    ctz: event.timeZone,
    details: pageUrl,
    location: placeOf(event),
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

/** Outlook's compose link: the start and end as UTC instants. */
export function outlookCalendarUrl(event: LinkedEvent, pageUrl: string): string {
  const { start, end } = eventSpan(event);
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: start.toISOString(),
    enddt: end.toISOString(),
    location: placeOf(event),
    body: pageUrl,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params}`;
}

/**
 * A maps search: the coordinates when known (exact), else the address. The universal maps URL opens the maps
 * app on a phone and the web map elsewhere. Null when there is nothing to search for.
 */
export function mapsUrl(place: {
  address?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}): string | null {
  const { latitude, longitude } = place;
  const hasCoordinates =
    typeof latitude === 'number' && typeof longitude === 'number' && Number.isFinite(latitude + longitude);
  const query = hasCoordinates ? `${latitude},${longitude}` : place.address?.trim();
  if (!query) return null;
  return `https://www.google.com/maps/search/?${new URLSearchParams({ api: '1', query })}`;
}
