import type { EventItem } from '../../../shared/schemas/public';
import { offersFeatureStar } from '../../../shared/event-rules';
import { SITE_TIME_ZONE, todayIn } from '../../../shared/time';
import { CardAttendToggle } from '../../components/detail/attend-toggle';
import { ContentLink } from '../../components/listing/external-link';
import { FeatureToggle } from '../../components/listing/feature-toggle';
import { LikeButton } from '../../components/listing/like-button';
import { CardFact, CardFacts, CardHeading, ListingCard } from '../../components/listing/listing-card';
import type { ListView } from '../../components/listing/use-list-query';
import { Badge } from '../../components/ui/badge';
import { Icon } from '../../components/ui/icon';
import { EventDates, EventTimes } from './event-date-format';
import { formatPrice, placeLine } from './format';
import { paths } from '../../app/paths';

export const isPastEvent = (event: Pick<EventItem, 'date' | 'endDate'>) =>
  (event.endDate ?? event.date) < todayIn(SITE_TIME_ZONE);

/**
 * An event on Fete Guide and Fete Travel (public-site.md §2.4): the whole card opens /events/:id, while the
 * heart, the admin star, the attend toggle and the FeteRide link stay separate controls above that link.
 */
export function EventCard({
  event,
  view = 'grid',
  showCategory = false,
  canFeature = true,
  headingLevel = 'h2',
}: {
  event: EventItem;
  view?: ListView;
  showCategory?: boolean;
  /**
   * The admin star; off where featuring has no effect (destinations are listed by date, not picked). On the Fete
   * Guide it is offered on Party events only, the ones Top Event Picks shows (offersFeatureStar).
   */
  canFeature?: boolean;
  headingLevel?: 'h2' | 'h3';
}) {
  const list = view === 'list';
  return (
    <ListingCard
      view={view}
      image={event.imageUrl}
      imageAlt={event.title}
      overlay={
        <div className="absolute top-3 left-3 flex flex-wrap gap-1.5">
          <Badge tone="night" className="text-sm shadow">
            {formatPrice(event.priceCents)}
          </Badge>
          {showCategory ? <Badge tone="carnival">{event.category}</Badge> : null}
          {isPastEvent(event) ? <Badge tone="neutral">Past event</Badge> : null}
          {/* Only administrators are ever sent inactive events: they see them marked. */}
          {event.active ? null : <Badge tone="warning">Inactive</Badge>}
        </div>
      }
    >
      <CardHeading
        eyebrow={placeLine(event.state, event.country)}
        title={event.title}
        to={paths.event(event.id, event.title)}
        as={headingLevel}
        controls={
          <>
            {canFeature && offersFeatureStar(event) ? (
              <FeatureToggle kind="event" id={event.id} featured={event.featured} label={event.title} />
            ) : null}
            <LikeButton kind="event" id={event.id} liked={event.liked} label={event.title} />
          </>
        }
      />
      <CardFacts>
        <CardFact icon="calendar">
          <EventDates event={event} />
        </CardFact>
        <CardFact icon="clock">
          <EventTimes event={event} />
        </CardFact>
        {event.location ? <CardFact icon="mapPin">{event.location}</CardFact> : null}
      </CardFacts>
      {list && event.description ? (
        <p className="line-clamp-2 text-sm text-gray-700">{event.description}</p>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center gap-2">
        <CardAttendToggle list="events" id={event.id} attending={event.attending} title={event.title} />
        <ContentLink
          href={event.feteRideUrl}
          icon
          className="relative z-10 inline-flex w-fit items-center gap-1.5 rounded-full bg-sea-50 px-3 py-1.5 text-sm font-semibold text-sea-800 ring-1 ring-sea-600/30 hover:bg-sea-100"
        >
          <Icon name="car" className="h-4 w-4" />
          FeteRide Available
        </ContentLink>
      </div>
    </ListingCard>
  );
}
