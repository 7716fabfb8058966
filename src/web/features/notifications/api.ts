import {
  infiniteQueryOptions,
  queryOptions,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { notificationEndpoints as e } from '../../endpoints/notifications';
import type { EmailPreferences, NotificationList } from '../../../shared/domains/notifications';
import { call, endpointKey, endpointQuery, write } from '../../lib/client';
import { useMemberLive } from '../../lib/member-live';

export type { EmailPreferences, NotificationList };

/** Where the avatar menu's list (the newest notifications and the unread count) is cached. */
export const myNotificationsKey = (viewer: string) => endpointKey(e.list, {}, viewer);

/** The avatar menu's list and unread count; looked at again every minute and when the window gets focus. */
export const notificationsQuery = (viewer: string) =>
  queryOptions({
    ...endpointQuery(e.list, {}, viewer),
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });

/**
 * /notifications, a page at a time (`before` the last one shown). The same endpoint as the menu's list, cached
 * beside it (its key and one more part, 'pages'): whatever makes the list stale makes the pages stale too.
 */
export const notificationPageQuery = (viewer: string) =>
  infiniteQueryOptions({
    queryKey: [...myNotificationsKey(viewer), 'pages'] as const,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ signal, pageParam }) =>
      call(e.list, { query: pageParam ? { before: pageParam } : undefined, signal }),
    getNextPageParam: (last) => (last.hasMore ? last.items.at(-1)?.id : undefined),
  });

export const emailPreferencesQuery = (viewer: string) => endpointQuery(e.emailPreferences, {}, viewer);

/**
 * The member's writes to their notifications. Reading one or all answers the list again: the menu shows it at
 * once, and every other notifications read (the pages) asks again.
 */
export function notificationApi(queryClient: QueryClient, viewer: string) {
  const store = (list: NotificationList) => {
    queryClient.setQueryData(myNotificationsKey(viewer), list);
    return list;
  };
  return {
    markRead: async (id: string) => store(await write(queryClient, e.read, { params: { id } })),
    markAllRead: async () => store(await write(queryClient, e.readAll)),
    saveEmailPreferences: async (email: EmailPreferences) => {
      const saved = await write(queryClient, e.saveEmailPreferences, { body: email });
      queryClient.setQueryData(endpointKey(e.emailPreferences, {}, viewer), saved);
      return saved;
    },
  };
}

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
      queryClient.setQueryData(myNotificationsKey(viewer), (old: NotificationList | undefined) =>
        old ? { ...old, unread: message.unread } : old,
      );
      // The menu's list and the pages of /notifications (their keys start with the list's).
      void queryClient.invalidateQueries({ queryKey: myNotificationsKey(viewer) });
    },
    () => void queryClient.invalidateQueries({ queryKey: [e.list.resource] }),
  );
  return viewer ? (query.data?.unread ?? 0) : 0;
}
