import { queryOptions } from '@tanstack/react-query';
import type { NotificationList } from '../../../shared/domains/notifications';
import { api } from '../../lib/api';

export type { NotificationList };

export const notificationKeys = {
  all: ['notifications'] as const,
  mine: (viewer: string) => ['notifications', viewer] as const,
};

/** The avatar menu's list and unread count; looked at again every minute and when the window gets focus. */
export const notificationsQuery = (viewer: string) =>
  queryOptions({
    queryKey: notificationKeys.mine(viewer),
    queryFn: ({ signal }) => api.get<NotificationList>('/api/notifications', { signal }),
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });

export const markRead = (id: string) =>
  api.post<NotificationList>(`/api/notifications/${encodeURIComponent(id)}/read`);

export const markAllRead = () => api.post<NotificationList>('/api/notifications/read-all');
