import { infiniteQueryOptions, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailPreferences, NotificationList } from '../../../shared/domains/notifications';
import { api } from '../../lib/api';
import { useMemberLive } from '../../lib/member-live';

export type { EmailPreferences, NotificationList };

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

export const notificationPageQuery = (viewer: string) =>
  infiniteQueryOptions({
    queryKey: [...notificationKeys.mine(viewer), 'pages'] as const,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ signal, pageParam }) =>
      api.get<NotificationList>(`/api/notifications${pageParam ? `?before=${pageParam}` : ''}`, { signal }),
    getNextPageParam: (last) => (last.hasMore ? last.items.at(-1)?.id : undefined),
  });

export const emailPreferencesKey = (viewer: string) => ['notifications', viewer, 'preferences'] as const;

export const emailPreferencesQuery = (viewer: string) =>
  queryOptions({
    queryKey: emailPreferencesKey(viewer),
    queryFn: ({ signal }) =>
      api.get<{ email: EmailPreferences }>('/api/notifications/preferences', { signal }),
  });

export const saveEmailPreferences = (email: EmailPreferences) =>
  api.put<{ email: EmailPreferences }>('/api/notifications/preferences', email);

/**
 * The bell's unread count, from the avatar menu's query, kept current by the live channel: a new or read
 * notification (here or in another tab) refreshes the lists.
 */
export function useNotificationCount(viewer: string | null): number {
  const queryClient = useQueryClient();
  const query = useQuery({ ...notificationsQuery(viewer ?? 'visitor'), enabled: viewer !== null });
  useMemberLive(
    (message) => {
      if (message.type !== 'notifications' || !viewer) return;
      queryClient.setQueryData(notificationKeys.mine(viewer), (old: NotificationList | undefined) =>
        old ? { ...old, unread: message.unread } : old,
      );
      void queryClient.invalidateQueries({ queryKey: notificationKeys.mine(viewer) });
    },
    () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  );
  return viewer ? (query.data?.unread ?? 0) : 0;
}
