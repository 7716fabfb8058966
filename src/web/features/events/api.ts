import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { EventReportInput, MemberEventInput } from '../../../shared/domains/event-manager';
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

// Writing events: a member's own events and reports (member-areas.md §2, §5).

/** After any write to an event: every list, detail and home section that could show it asks again. */
export function invalidateEvents(queryClient: QueryClient) {
  for (const queryKey of [
    eventKeys.all,
    ['destinations'],
    ['home', 'section'],
    ['likes'],
    myEventKeys.all,
    ['admin-events'],
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

export const myEventKeys = {
  all: ['my-events'] as const,
  list: (viewer: string) => ['my-events', 'list', viewer] as const,
  detail: (viewer: string, id: string) => ['my-events', 'detail', viewer, id] as const,
};

/** GET /api/members/me/events: the member's own events, newest date first. */
export const myEventListQuery = (viewer: string, params: ListParams) =>
  listQueryOptions<EventItem>(myEventKeys.list(viewer), '/api/members/me/events', params);

/** GET /api/members/me/events/:id: one of them, for its edit form. */
export const myEventQuery = (viewer: string, id: string) =>
  queryOptions({
    queryKey: myEventKeys.detail(viewer, id),
    queryFn: ({ signal }) =>
      api.get<EventItem>(`/api/members/me/events/${encodeURIComponent(id)}`, { signal }),
    retry: (failures, error) => failures < 1 && !isApiError(error, 404),
  });

export const createMyEvent = (input: MemberEventInput) => api.post<EventItem>('/api/events', input);

export const updateMyEvent = (id: string, input: MemberEventInput) =>
  api.put<EventItem>(`/api/events/${encodeURIComponent(id)}`, input);

export const deleteMyEvent = (id: string) =>
  api.delete<{ id: string; deleted: true }>(`/api/events/${encodeURIComponent(id)}`);

export const reportEvent = (id: string, input: EventReportInput) =>
  api.post<{ id: string; status: string }>(`/api/events/${encodeURIComponent(id)}/reports`, input);
