import type { EventItem } from '../../../shared/schemas/public';
import { Card } from '../../components/ui/card';
import { Fact } from '../../components/listing/fact';
import { Icon } from '../../components/ui/icon';
import { EventDates } from './event-date-format';
import { EventTimeZones } from './event-time-zones';
import { formatPrice, placeLine } from './format';

/** Date, time with its zone, place and price of an event. */
export function EventFacts({ event }: { event: EventItem }) {
  const place = placeLine(event.state, event.country);
  return (
    <Card className="p-5 sm:p-5">
      <dl className="flex flex-col gap-4 text-night-900">
        <Fact
          icon={<Icon name="calendar" className="text-sea-700" />}
          term={event.endDate && event.endDate !== event.date ? 'Dates' : 'Date'}
        >
          <EventDates event={event} />
        </Fact>
        <Fact icon={<Icon name="clock" className="text-sea-700" />} term="Time">
          <EventTimeZones event={event} />
        </Fact>
        {event.location || place ? (
          <Fact icon={<Icon name="mapPin" className="text-sea-700" />} term="Location">
            {event.location}
            {place ? <span className="block text-sm text-gray-700">{place}</span> : null}
          </Fact>
        ) : null}
        <Fact icon={<Icon name="ticket" className="text-sea-700" />} term="Price">
          <span className="font-semibold">{formatPrice(event.priceCents)}</span>
        </Fact>
        {event.capacity ? (
          <Fact icon={<Icon name="users" className="text-sea-700" />} term="Capacity">
            {event.capacity.toLocaleString('en-US')}
          </Fact>
        ) : null}
      </dl>
    </Card>
  );
}
