import { queryOptions } from '@tanstack/react-query';
import type {
  AdminEventDetail,
  AdminEventDiscount,
  AdminEventInput,
  AdminEventItem,
  DeletedEventReportList,
  EventDiscountInput,
} from '../../../../shared/domains/event-manager';
import { api } from '../../../lib/api';
import { listQueryOptions, type ListParams } from '../../../components/listing/use-list-query';

export type { AdminEventDetail, AdminEventDiscount, AdminEventItem };

export const eventAdminKeys = {
  all: ['admin-events'] as const,
  lists: ['admin-events', 'list'] as const,
  detail: (id: string) => ['admin-events', 'detail', id] as const,
};

export const adminEventListQuery = (params: ListParams) =>
  listQueryOptions<AdminEventItem>(eventAdminKeys.lists, '/api/admin/events', params);

const path = (id: string) => `/api/admin/events/${encodeURIComponent(id)}`;

export const adminEventDetailQuery = (id: string) =>
  queryOptions({
    queryKey: eventAdminKeys.detail(id),
    queryFn: ({ signal }) => api.get<AdminEventDetail>(path(id), { signal }),
  });

export const addEvent = (input: AdminEventInput) => api.post<AdminEventItem>('/api/admin/events', input);

export const saveEvent = (id: string, input: AdminEventInput) => api.put<AdminEventItem>(path(id), input);

export const setEventActive = (id: string, active: boolean) =>
  api.put<AdminEventItem>(`${path(id)}/active`, { active });

export const deleteEvent = (id: string) => api.delete<{ id: string; deleted: true }>(path(id));

export const addDiscount = (eventId: string, input: EventDiscountInput) =>
  api.post<AdminEventDiscount>(`${path(eventId)}/discounts`, input);

export const saveDiscount = (eventId: string, discountId: string, input: EventDiscountInput) =>
  api.put<AdminEventDiscount>(`${path(eventId)}/discounts/${encodeURIComponent(discountId)}`, input);

export const deleteDiscount = (eventId: string, discountId: string) =>
  api.delete<{ id: string; deleted: true }>(`${path(eventId)}/discounts/${encodeURIComponent(discountId)}`);

export const dismissReport = (eventId: string, reportId: string) =>
  api.post<{ id: string; status: string }>(
    `${path(eventId)}/reports/${encodeURIComponent(reportId)}/dismiss`,
  );

/** Reports about events their organiser deleted (decision 0030). */
export const deletedEventReportsQuery = () =>
  queryOptions({
    queryKey: [...eventAdminKeys.all, 'deleted-event-reports'] as const,
    queryFn: ({ signal }) => api.get<DeletedEventReportList>('/api/admin/deleted-event-reports', { signal }),
  });

export const dismissDeletedEventReport = (reportId: string) =>
  api.post<DeletedEventReportList>(
    `/api/admin/deleted-event-reports/${encodeURIComponent(reportId)}/dismiss`,
  );
