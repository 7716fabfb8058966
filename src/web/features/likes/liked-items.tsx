import { useInfiniteQuery } from '@tanstack/react-query';
import { RetryAlert } from '../../components/ui/retry-alert';
import type { ReactNode } from 'react';
import type { ListResponse } from '../../../shared/schemas/common';
import type { LikedItems as LikedItemsData } from '../../../shared/schemas/likes';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { LinkButton } from '../../components/ui/link-button';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
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

function Section<T extends { id: string }>({
  title,
  list,
  render,
}: {
  title: string;
  list: Pick<ListResponse<T>, 'items' | 'total'>;
  render: (item: T) => ReactNode;
}) {
  if (list.total === 0) return null;
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <h3 className="font-display text-lg font-bold text-night-900">
        {title} <span className="text-sm font-medium text-gray-700">({list.total})</span>
      </h3>
      <ul className="grid gap-4 sm:grid-cols-2">
        {list.items.map((item) => (
          <li key={item.id}>{render(item)}</li>
        ))}
      </ul>
    </section>
  );
}

/** The dashboard's 'How Yuh Like It' tab: what the member liked, by kind, newest like first. */
export function LikedItems({ viewer }: { viewer: string }) {
  const query = useInfiniteQuery(myLikesQuery(viewer));

  if (query.isPending) return <Spinner label={likesMessages.loading} />;
  if (query.isError) {
    return (
      <RetryAlert onRetry={query.refetch}>{errorMessage(query.error, likesMessages.loadFailed)}</RetryAlert>
    );
  }

  const liked = merge(query.data.pages);
  if (Object.values(liked).every((kind) => kind.total === 0)) {
    return (
      <EmptyState
        icon="heart"
        title={memberMessages.noLikes}
        action={
          <LinkButton to={paths.feteGuide()} variant="secondary" size="sm">
            Browse the Fete Guide
          </LinkButton>
        }
      />
    );
  }

  return (
    <div className="flex flex-col gap-8">
      <Section title="Events" list={liked.events} render={(e) => <EventCard event={e} view="grid" />} />
      <Section
        title="Carnival Bands"
        list={liked.bands}
        render={(b) => <BandCard band={b} view="grid" signedIn />}
      />
      <Section
        title="Restaurants"
        list={liked.restaurants}
        render={(r) => <RestaurantCard restaurant={r} view="grid" />}
      />
      <Section
        title="Fete Faces"
        list={liked.providers}
        render={(p) => <ProviderCard provider={p} view="grid" />}
      />
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
}
