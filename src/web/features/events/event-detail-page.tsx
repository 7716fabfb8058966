import { useQueryClient } from '@tanstack/react-query';
import { isDestinationCategory, offersFeatureStar } from '../../../shared/event-rules';
import { liveTopics } from '../../../shared/schemas/live-topics';
import { ExternalLink } from '../../components/listing/external-link';
import { FeatureToggle } from '../../components/listing/feature-toggle';
import { AttendancePanel } from '../../components/detail/attendance-panel';
import { LikeButton } from '../../components/listing/like-button';
import { Badge } from '../../components/ui/badge';
import { Container } from '../../components/ui/container';
import { useLiveTopic } from '../../lib/live';
import { BackToList } from '../../components/detail/detail-layout';
import { OpenInMaps } from '../../components/detail/open-in-maps';
import { AddToCalendar } from './add-to-calendar';
import { eventDetailQuery } from './api';
import { placeLine } from './format';
import { isPastEvent } from './event-card';
import { EventDiscounts } from './event-discounts';
import { EventFacts } from './event-facts';
import { EventTickets } from './event-tickets';
import { eventMessages } from './messages';
import { ReportEventButton } from './report-event-button';
import { ShareMenu } from '../../components/detail/share-menu';
import { useItemPage, type ItemPageTexts } from '../../components/detail/use-item-page';
import { paths } from '../../app/paths';
import { ItemPicture } from '../../components/listing/item-picture';
import { AddToMyCarnival } from '../plans/add-to-my-carnival';

const PAGE: ItemPageTexts = {
  loading: eventMessages.loadingEvent,
  notFound: eventMessages.eventNotFound,
  icon: 'calendar',
  back: { to: paths.feteGuide(), label: 'Back to Fete Guide' },
  failed: eventMessages.eventFailed,
};
const BACK_TO_TRAVEL = { to: paths.feteTravel(), label: 'Back to Fete Travel' };

/** /events/:id (member-areas.md §2 Event detail): the event, its likes, attendance, discounts and tickets. */
export default function EventDetailPage() {
  const { id, user, viewer, query, fallback } = useItemPage(
    eventDetailQuery,
    ({ event }) => paths.event(event.id, event.title),
    PAGE,
  );
  const detail = eventDetailQuery(viewer, id);
  const queryClient = useQueryClient();
  // Anyone's like or unlike shows here at once; an unknown event has no topic to listen to.
  useLiveTopic(
    query.isSuccess ? liveTopics.event(id) : null,
    (message) => {
      if (message.type !== 'event.likes') return;
      queryClient.setQueryData(detail.queryKey, (old) => (old ? { ...old, likes: message.likes } : old));
    },
    { onResync: () => void queryClient.invalidateQueries({ queryKey: detail.queryKey }) },
  );

  if (!query.isSuccess) return fallback;

  const { event, likes, discounts } = query.data;
  const travel = isDestinationCategory(event.category);
  const back = travel ? BACK_TO_TRAVEL : PAGE.back;

  return (
    <Container>
      <title>{`${event.title} · Fete`}</title>
      <div className="mb-5">
        <BackToList {...back} />
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-8">
        <div className="flex min-w-0 flex-col gap-6">
          <div className="relative aspect-[16/9] overflow-hidden rounded-3xl bg-night-900/5 shadow-sm">
            <ItemPicture src={event.imageUrl} alt={event.title} priority />
          </div>
          <header className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone="carnival">{event.category}</Badge>
              {isPastEvent(event) ? <Badge tone="neutral">Past event</Badge> : null}
              {!event.active ? <Badge tone="warning">Inactive</Badge> : null}
            </div>
            <h1 className="font-display text-3xl font-bold tracking-tight text-night-900 sm:text-4xl">
              {event.title}
            </h1>
            <div className="flex flex-wrap items-center gap-2">
              <LikeButton kind="event" id={event.id} liked={event.liked} label={event.title} showText />
              <span className="px-1 text-sm font-medium text-gray-700">{eventMessages.likeCount(likes)}</span>
              <FeatureToggle
                kind="event"
                id={event.id}
                featured={event.featured}
                label={event.title}
                showText
                allowed={query.data.can.feature && offersFeatureStar(event)}
              />
              {query.data.can.report ? <ReportEventButton eventId={event.id} title={event.title} /> : null}
              <ShareMenu path={paths.event(event.id, event.title)} title={event.title} />
            </div>
            <AttendancePanel list="events" id={event.id} title={event.title} />
          </header>
        </div>

        {/* Second in the reading order (date, price and tickets before the long text on a phone), beside both
            halves of the main column on a wide screen. */}
        <aside
          aria-label="Event details"
          className="flex flex-col gap-4 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
        >
          <EventFacts event={event} />
          <OpenInMaps address={placeLine(event.location, event.state, event.country)} name={event.title} />
          <AddToMyCarnival kind="event" id={event.id} title={event.title} plannable={query.data.plannable} />
          <AddToCalendar event={event} />
          <EventTickets event={event} signedIn={!!user} />
          <ExternalLink
            href={event.instagramUrl}
            icon
            className="inline-flex items-center gap-2 self-start rounded-full px-1 py-1 text-sm font-semibold text-carnival-700 underline underline-offset-4 hover:text-carnival-800"
          >
            Instagram
          </ExternalLink>
        </aside>

        <div className="flex min-w-0 flex-col gap-6">
          {event.description ? (
            <section aria-labelledby="about-title">
              <h2 id="about-title" className="mb-2 font-display text-xl font-bold text-night-900">
                About this event
              </h2>
              <p className="leading-relaxed whitespace-pre-line text-gray-800">{event.description}</p>
            </section>
          ) : null}
          <EventDiscounts discounts={discounts} />
        </div>
      </div>
    </Container>
  );
}
