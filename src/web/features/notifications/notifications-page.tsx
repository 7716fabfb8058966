import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { notificationMessages, notificationPath } from '../../../shared/domains/notifications';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { PageHeader } from '../../components/ui/page-header';
import { QueryView } from '../../components/ui/query-view';
import { useViewer } from '../../lib/auth';
import { cx } from '../../lib/cx';
import { notificationApi, notificationPageQuery, useNotificationCount } from './api';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** /notifications: every notification, newest first, older ones on demand; mark one or all read. */
export default function NotificationsPage() {
  const { key: viewer, ready } = useViewer();
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({ ...notificationPageQuery(viewer), enabled: ready });
  const unread = useNotificationCount(ready ? viewer : null);
  // Each makes the notifications stale: the pages here and the menu's list ask again.
  const notifications = notificationApi(queryClient, viewer);
  const readAll = useMutation({ mutationFn: notifications.markAllRead });
  const readOne = useMutation({ mutationFn: notifications.markRead });
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <Container width="md">
      <PageHeader
        title="Notifications"
        description="Updates on your forms, registrations, badges and messages."
        actions={
          unread > 0 ? (
            <Button variant="secondary" loading={readAll.isPending} onClick={() => readAll.mutate()}>
              Mark all as read
            </Button>
          ) : null
        }
      />
      <QueryView
        query={query}
        loadingLabel="Loading notifications..."
        failedMessage={notificationMessages.loadFailed}
        empty={{ when: () => items.length === 0, icon: 'bell', title: notificationMessages.empty }}
      >
        {() => (
          <>
            <p className="sr-only" role="status">
              {unread > 0 ? `${unread} unread` : 'All read'}
            </p>
            <ul className="flex flex-col gap-3">
              {items.map((n) => (
                <li
                  key={n.id}
                  className={cx(
                    'flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 sm:flex-row sm:items-start',
                    n.read ? 'ring-night-900/10' : 'ring-carnival-600/40',
                  )}
                >
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 font-semibold text-night-900">
                      {n.read ? null : (
                        <span className="rounded-full bg-carnival-100 px-1.5 text-xs font-bold text-carnival-800">
                          New
                        </span>
                      )}
                      <Link
                        to={notificationPath(n)}
                        onClick={() => (n.read ? undefined : readOne.mutate(n.id))}
                        className="hover:underline"
                      >
                        {n.title}
                      </Link>
                    </p>
                    <p className="mt-1 text-sm text-gray-700">{n.message}</p>
                    <p className="mt-1 text-xs text-gray-600">
                      <time dateTime={n.createdAt}>{when.format(new Date(n.createdAt))}</time>
                    </p>
                  </div>
                  {n.read ? null : (
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => readOne.mutate(n.id)}
                      aria-label={`Mark "${n.title}" as read`}
                    >
                      Mark as read
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            {query.hasNextPage ? (
              <div className="mt-4 flex justify-center">
                <Button
                  variant="secondary"
                  loading={query.isFetchingNextPage}
                  onClick={() => void query.fetchNextPage()}
                >
                  Show older
                </Button>
              </div>
            ) : null}
          </>
        )}
      </QueryView>
    </Container>
  );
}
