import { queryOptions } from '@tanstack/react-query';
import type { EventDetail, EventItem } from '../../../shared/schemas/public';
import { api, isApiError } from '../../lib/api';
import { listQueryOptions, type ListParams } from '../../components/listing/use-list-query';

/**
 * Keys carry the viewer ('visitor' or the member's id): `liked` differs per person, so signing in or out
 * never shows someone else's hearts from the cache.
 */
export const eventKeys = {
  all: ['events'] as const,
  list: (viewer: string) => ['events', 'list', viewer] as const,
  detail: (viewer: string, id: string) => ['events', 'detail', viewer, id] as const,
  destinations: (viewer: string) => ['destinations', 'list', viewer] as const,
};

/** GET /api/events: Fete Guide (everything but Festival, Carnival and Cruise). */
export const eventListQuery = (viewer: string, params: ListParams) =>
  listQueryOptions<EventItem>(eventKeys.list(viewer), '/api/events', params);

/** GET /api/destinations: Fete Travel (Festival, Carnival and Cruise). */
export const destinationListQuery = (viewer: string, params: ListParams) =>
  listQueryOptions<EventItem>(eventKeys.destinations(viewer), '/api/destinations', params);

/** GET /api/events/:id with its active discounts. */
export const eventDetailQuery = (viewer: string, id: string) =>
  queryOptions({
    queryKey: eventKeys.detail(viewer, id),
    queryFn: ({ signal }) => api.get<EventDetail>(`/api/events/${encodeURIComponent(id)}`, { signal }),
    // 'Event not found' is an answer, not a hiccup worth asking again.
    retry: (failures, error) => failures < 1 && !isApiError(error, 404),
  });
