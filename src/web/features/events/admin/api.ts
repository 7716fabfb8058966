import type { QueryClient } from '@tanstack/react-query';
import { eventEndpoints as e } from '../../../endpoints/events';
import type {
  AdminEventDetail,
  AdminEventDiscount,
  AdminEventItem,
  EventDiscountInput,
} from '../../../../shared/domains/event-admin';
import { call, endpointQuery, write } from '../../../lib/client';

export type { AdminEventDetail, AdminEventDiscount, AdminEventItem };

/**
 * The events manager's event detail, discounts and reports (its list and the event's own writes are the resource
 * page's). Its reads are the `events` resource like the public ones: a member's write refreshes the manager and
 * the manager's writes refresh the guide, travel, the event's page and My Events.
 */
export const adminEventDetailQuery = (id: string) => endpointQuery(e.adminDetail, { params: { id } });

export function eventAdminApi(queryClient: QueryClient) {
  return {
    addDiscount: (eventId: string, input: EventDiscountInput) =>
      write(queryClient, e.addDiscount, { params: { id: eventId }, body: input }),
    saveDiscount: (eventId: string, discountId: string, input: EventDiscountInput) =>
      write(queryClient, e.changeDiscount, { params: { id: eventId, discountId }, body: input }),
    deleteDiscount: (eventId: string, discountId: string) =>
      write(queryClient, e.deleteDiscount, { params: { id: eventId, discountId } }),
    dismissReport: (eventId: string, reportId: string) =>
      write(queryClient, e.dismissReport, { params: { id: eventId, reportId } }),
    /**
     * Answers the list as it is now: it replaces the cached one (nothing else shows reports about deleted
     * events, so nothing else is made stale).
     */
    dismissDeletedReport: async (reportId: string) => {
      const list = await call(e.dismissDeletedReport, { params: { reportId } });
      queryClient.setQueryData(deletedEventReportsQuery().queryKey, list);
      return list;
    },
  };
}

/** Reports about events their organiser deleted (decision 0030). */
export const deletedEventReportsQuery = () => endpointQuery(e.deletedReports, {});
