import { Link } from 'react-router';
import { Icon } from '../../components/ui/icon';
import { useNotificationCount } from './api';
import { paths } from '../../app/paths';

/** The top bar's bell: the unread count, live; it leads to the list of notifications. */
export function NotificationBell({ viewer }: { viewer: string }) {
  const unread = useNotificationCount(viewer);
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <Link
      to={paths.notifications()}
      aria-label={label}
      title={label}
      className="relative inline-flex h-10 w-10 items-center justify-center rounded-full bg-white text-night-900 shadow-md ring-1 ring-night-900/10 hover:ring-carnival-600/40"
    >
      <Icon name="bell" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          data-testid="notification-count"
          className="absolute -top-1 -right-1 min-w-5 rounded-full bg-carnival-700 px-1 text-center text-xs leading-5 font-bold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
