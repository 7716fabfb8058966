import type { ReactNode } from 'react';
import type { EventItem } from '../../../shared/schemas/public';
import { Card } from '../../components/ui/card';
import { Icon } from '../../components/ui/icon';
import { ClockIcon } from './event-card';
import { formatEventDates, formatEventTimes, formatPrice, placeLine, timeZoneName } from './format';

function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <span className="mt-0.5 text-sea-700">{icon}</span>
      <div className="min-w-0">
        <dt className="text-xs font-semibold tracking-wide text-gray-600 uppercase">{term}</dt>
        <dd className="text-night-900">{children}</dd>
      </div>
    </div>
  );
}

/** Date, time with its zone, place and price of an event. */
export function EventFacts({ event }: { event: EventItem }) {
  const place = placeLine(event.state, event.country);
  return (
    <Card className="p-5 sm:p-5">
      <dl className="flex flex-col gap-4">
        <Fact
          icon={<Icon name="calendar" />}
          term={event.endDate && event.endDate !== event.date ? 'Dates' : 'Date'}
        >
          {formatEventDates(event.date, event.endDate)}
        </Fact>
        <Fact icon={<ClockIcon />} term="Time">
          {formatEventTimes(event.startTime, event.endTime)}
          <span className="block text-sm text-gray-700">{timeZoneName(event.timeZone, event.date)}</span>
        </Fact>
        {event.location || place ? (
          <Fact icon={<Icon name="mapPin" />} term="Location">
            {event.location}
            {place ? <span className="block text-sm text-gray-700">{place}</span> : null}
          </Fact>
        ) : null}
        <Fact icon={<Icon name="ticket" />} term="Price">
          <span className="font-semibold">{formatPrice(event.priceCents)}</span>
        </Fact>
        {event.capacity ? (
          <Fact icon={<Icon name="users" />} term="Capacity">
            {event.capacity.toLocaleString('en-US')}
          </Fact>
        ) : null}
      </dl>
    </Card>
  );
}
