import { calendarEndpoints } from '../../endpoints/calendar';
import { googleCalendarUrl, outlookCalendarUrl } from '../../../shared/outside-links';
import type { EventItem } from '../../../shared/schemas/public';
import { ExternalLink } from '../../components/listing/external-link';
import { Card } from '../../components/ui/card';
import { Icon } from '../../components/ui/icon';
import { useOrigin } from '../../lib/browser-value';
import { pathOf } from '../../lib/client';
import { paths } from '../../app/paths';

const linkClass =
  'inline-flex items-center gap-2 rounded-full px-1 py-1 text-sm font-semibold text-carnival-700 underline underline-offset-4 hover:text-carnival-800';

/**
 * Add to calendar (issue #21, item 4): the event's .ics file (RFC 5545, in the event's own zone), and Google
 * Calendar and Outlook links with the same times.
 */
export function AddToCalendar({ event }: { event: EventItem }) {
  // The canonical address (decision 0033), whatever address the visitor came in by.
  const pageUrl = `${useOrigin()}${paths.event(event.id, event.title)}`;
  return (
    <Card className="p-5 sm:p-5">
      <section aria-labelledby="add-to-calendar-title" className="flex flex-col gap-2">
        <h2 id="add-to-calendar-title" className="font-display text-lg font-bold text-night-900">
          Add to calendar
        </h2>
        <ul className="flex flex-col gap-1">
          <li>
            <a href={pathOf(calendarEndpoints.eventFile, { id: event.id })} download className={linkClass}>
              <Icon name="calendar" className="h-4 w-4" />
              Download .ics<span className="sr-only"> file for {event.title}</span>
            </a>
          </li>
          <li>
            <ExternalLink href={googleCalendarUrl(event, pageUrl)} className={linkClass}>
              Google Calendar
            </ExternalLink>
          </li>
          <li>
            <ExternalLink href={outlookCalendarUrl(event, pageUrl)} className={linkClass}>
              Outlook
            </ExternalLink>
          </li>
        </ul>
      </section>
    </Card>
  );
}
