import type { QueryClient } from '@tanstack/react-query';
import { eventEndpoints as e } from '../../../endpoints/events';
import { call, endpointQuery } from '../../../lib/client';

/**
 * The events manager's event detail, discounts and reports (its list and the event's own writes are the resource
 * page's). Its reads are the `events` resource like the public ones: a member's write refreshes the manager and
 * the manager's writes refresh the guide, travel, the event's page and My Events.
 */
export const adminEventDetailQuery = (id: string) => endpointQuery(e.adminDetail, { params: { id } });

/** Reports about events their organiser deleted (decision 0030). */
export const deletedEventReportsQuery = () => endpointQuery(e.deletedReports, {});

/**
 * Answers the list as it is now: it replaces the cached one (nothing else shows reports about deleted
 * events, so nothing else is made stale).
 */
export async function dismissDeletedReport(queryClient: QueryClient, reportId: string) {
  const list = await call(e.dismissDeletedReport, { params: { reportId } });
  queryClient.setQueryData(deletedEventReportsQuery().queryKey, list);
  return list;
}
