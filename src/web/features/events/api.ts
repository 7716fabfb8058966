import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { eventEndpoints as e } from '../../endpoints/events';
import type { EventReportInput, MemberEventInput } from '../../../shared/domains/event-admin';
import type { ListParams } from '../../components/listing/use-list-query';
import { retryUnlessNotFound } from '../../components/detail/use-item-page';
import { endpointListQuery, endpointQuery, write } from '../../lib/client';

/**
 * Every event read is the `events` resource (src/shared/contracts/events.ts): a write to an event refreshes the
 * guide, travel, its page, My Events and the back office's manager at once. Reads pass the viewer ('visitor' or
 * the member's id): `liked` differs per person, so signing in or out never shows someone else's hearts.
 */

/** GET /api/events: Fete Guide (everything but Festival, Carnival and Cruise). */
export const eventListQuery = (viewer: string, params: ListParams) =>
  endpointListQuery(e.list, { query: params }, viewer);

/** GET /api/destinations: Fete Travel (Festival, Carnival and Cruise). */
export const destinationListQuery = (viewer: string, params: ListParams) =>
  endpointListQuery(e.destinations, { query: params }, viewer);

/** GET /api/events/:id with its active discounts. */
export const eventDetailQuery = (viewer: string, id: string) =>
  queryOptions({ ...endpointQuery(e.detail, { params: { id } }, viewer), retry: retryUnlessNotFound });

// Writing events: a member's own events and reports (member-areas.md §2, §5).

/** GET /api/me/events: the member's own events, newest date first. */
export const myEventListQuery = (viewer: string, params: ListParams) =>
  endpointListQuery(e.mine, { query: params }, viewer);

/** GET /api/me/events/:id: one of them, for its edit form. */
export const myEventQuery = (viewer: string, id: string) =>
  queryOptions({ ...endpointQuery(e.myEvent, { params: { id } }, viewer), retry: retryUnlessNotFound });

export const createMyEvent = (queryClient: QueryClient, input: MemberEventInput) =>
  write(queryClient, e.create, { body: input });

export const updateMyEvent = (queryClient: QueryClient, id: string, input: MemberEventInput) =>
  write(queryClient, e.update, { params: { id }, body: input });

export const deleteMyEvent = (queryClient: QueryClient, id: string) =>
  write(queryClient, e.delete, { params: { id } });

/** The back office's open report count follows (the `events` resource). */
export const reportEvent = (queryClient: QueryClient, id: string, input: EventReportInput) =>
  write(queryClient, e.report, { params: { id }, body: input });
