import type { ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { LikedItems as LikedItemsData } from '../../../shared/schemas/likes';
import { Button } from '../../components/ui/button';
import { CardGroup } from '../../components/ui/card-group';
import { QueryView } from '../../components/ui/query-view';
import { BandCard } from '../bands/band-card';
import { EventCard } from '../events/event-card';
import { ProviderCard } from '../faces/provider-card';
import { memberMessages } from '../members/messages';
import { RestaurantCard } from '../restaurants/restaurant-card';
import { myLikesQuery } from './api';
import { paths } from '../../app/paths';

export const likesMessages = {
  loading: 'Loading your likes...',
  loadFailed: 'Your likes could not be loaded. Please try again.',
} as const;

/** The pages loaded so far, one list per kind; `total` is the member's whole count of that kind. */
function merge(pages: LikedItemsData[]) {
  const last = pages.at(-1);
  return {
    events: { items: pages.flatMap((p) => p.events.items), total: last?.events.total ?? 0 },
    bands: { items: pages.flatMap((p) => p.bands.items), total: last?.bands.total ?? 0 },
    restaurants: { items: pages.flatMap((p) => p.restaurants.items), total: last?.restaurants.total ?? 0 },
    providers: { items: pages.flatMap((p) => p.providers.items), total: last?.providers.total ?? 0 },
  };
}
type Liked = ReturnType<typeof merge>;

/** The dashboard's 'How Yuh Like It' tab: what the member liked, by kind, newest like first. */
export function LikedItems({ viewer }: { viewer: string }) {
  const query = useInfiniteQuery(myLikesQuery(viewer));

  return (
    <QueryView
      query={query}
      loadingLabel={likesMessages.loading}
      failedMessage={likesMessages.loadFailed}
      empty={{
        when: (data) => Object.values(merge(data.pages)).every((kind) => kind.total === 0),
        icon: 'heart',
        title: memberMessages.noLikes,
        link: { to: paths.feteGuide(), label: 'Browse the Fete Guide' },
      }}
    >
      {(data) => {
        const liked = merge(data.pages);
        /** One kind's group: its cards so far, under its title with the member's whole count of it. */
        const group = <K extends keyof Liked>(
          kind: K,
          title: string,
          render: (item: Liked[K]['items'][number]) => ReactNode,
        ) => <CardGroup title={title} count={liked[kind].total} items={liked[kind].items} render={render} />;
        return (
          <div className="flex flex-col gap-8">
            {group('events', 'Events', (e) => (
              <EventCard event={e} view="grid" />
            ))}
            {group('bands', 'Carnival Bands', (b) => (
              <BandCard band={b} view="grid" signedIn />
            ))}
            {group('restaurants', 'Restaurants', (r) => (
              <RestaurantCard restaurant={r} view="grid" />
            ))}
            {group('providers', 'Fete Faces', (p) => (
              <ProviderCard provider={p} view="grid" />
            ))}
            {query.hasNextPage ? (
              <div>
                <Button
                  variant="secondary"
                  onClick={() => void query.fetchNextPage()}
                  disabled={query.isFetchingNextPage}
                >
                  {query.isFetchingNextPage ? 'Loading...' : 'Show more likes'}
                </Button>
              </div>
            ) : null}
          </div>
        );
      }}
    </QueryView>
  );
}
