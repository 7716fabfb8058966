import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { notificationPath } from '../../../shared/domains/notification-path';
import { MenuItemButton, MenuSeparator } from '../../components/ui/menu';
import { myBadgesQuery } from '../../features/members/api';
import { notificationApi, type NotificationList } from '../../features/notifications/api';
import { cx } from '../../lib/cx';
import { Action, itemClasses } from './user-menu-items';

/** The avatar menu's notifications view and the unread badge on the avatar. */

/** The notifications view of the menu: newest first, unread ones marked in words; choosing one reads it. */
export function NotificationItems({
  viewer,
  list,
  onBack,
}: {
  viewer: string;
  list: NotificationList | undefined;
  onBack: () => void;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Each answers the list again, shown at once.
  const notifications = notificationApi(queryClient, viewer);
  return (
    <>
      <Action icon="chevronLeft" switchesView onSelect={onBack}>
        Back
      </Action>
      <MenuSeparator />
      {!list || list.items.length === 0 ? (
        <p className="px-3 py-2 text-sm text-gray-700">No notifications yet</p>
      ) : (
        <>
          {list.items.map((notice) => (
            <MenuItemButton
              key={notice.id}
              className={cx(itemClasses, 'h-auto flex-col items-start gap-0.5 py-2 text-night-900')}
              onSelect={() => {
                void notifications.markRead(notice.id).catch(() => undefined);
                void navigate(notificationPath(notice));
              }}
            >
              <span className="flex w-full items-center gap-2 font-semibold">
                {notice.read ? null : (
                  <span className="rounded-full bg-carnival-100 px-1.5 text-xs font-bold text-carnival-800">
                    New
                  </span>
                )}
                {notice.title}
              </span>
              <span className="text-xs text-gray-700">{notice.message}</span>
            </MenuItemButton>
          ))}
          {list.unread > 0 ? (
            <>
              <MenuSeparator />
              <MenuItemButton
                keepOpen
                className={cx(itemClasses, 'text-night-900')}
                onSelect={() => void notifications.markAllRead().catch(() => undefined)}
              >
                Mark all as read
              </MenuItemButton>
            </>
          ) : null}
        </>
      )}
    </>
  );
}

/** public-site.md §2.2: one active badge under the name (the oldest award), its name written out. */
export function MenuBadge({ viewer }: { viewer: string }) {
  const badges = useQuery(myBadgesQuery(viewer));
  const badge = badges.data?.[0];
  if (!badge) return null;
  return (
    <p className="mt-1 inline-flex max-w-full items-center gap-1.5 rounded-full bg-white/80 px-2 py-0.5 text-xs font-semibold text-night-900 ring-1 ring-night-900/10">
      <span
        aria-hidden="true"
        className="h-2.5 w-2.5 shrink-0 rounded-full"
        style={{ backgroundColor: badge.color }}
      />
      <span className="truncate">
        <span className="sr-only">Badge: </span>
        {badge.name}
      </span>
    </p>
  );
}
