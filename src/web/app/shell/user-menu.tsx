import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Avatar } from '../../components/ui/avatar';
import { Icon } from '../../components/ui/icon';
import { Menu, MenuList, MenuPopup, MenuSeparator, MenuTrigger } from '../../components/ui/menu';
import { DeleteAccountDialog } from '../../features/members/delete-account-dialog';
import { ownedRestaurantsQuery } from '../../features/restaurants/api';
import { isAdmin } from '../../../shared/domains/viewer';
import { notificationsQuery } from '../../features/notifications/api';
import { useSignOut, type SessionUser } from '../../lib/auth';
import { useNavigateAndWait } from '../../lib/navigate-and-wait';
import { Action, Entry } from './user-menu-items';
import { MenuBadge, NotificationItems } from './user-menu-notifications';
import { paths } from '../paths';

type MenuView = 'main' | 'settings' | 'notifications';

/**
 * The signed-in member's menu (public-site.md §2.2): closed, main list, or the Settings submenu.
 * Arrow keys move, Escape closes and returns to the avatar button, a click outside closes.
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const [view, setView] = useState<MenuView>('main');
  const [deleteOpen, setDeleteOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const signOut = useSignOut();
  const leaveTo = useNavigateAndWait();
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.name;
  // "Restaurant admin" is for restaurant owners (and administrators, who manage every restaurant).
  const admin = isAdmin(user);
  const owned = useQuery({ ...ownedRestaurantsQuery(user.id), enabled: !admin });
  const managesRestaurant = admin || (owned.data?.items.length ?? 0) > 0;
  const notices = useQuery(notificationsQuery(user.id));
  const unread = notices.data?.unread ?? 0;

  function onSubmenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'ArrowLeft' && view !== 'main') {
      event.preventDefault();
      setView('main');
    }
  }

  async function onSignOut() {
    // Signed out locally even when the server could not be reached.
    await signOut.mutateAsync(() => leaveTo(paths.home())).catch(() => undefined);
  }

  return (
    <Menu
      className="relative"
      triggerRef={buttonRef}
      onOpenChange={(open) => {
        // Every opening starts on the main list, with the notifications looked at again.
        if (!open) setView('main');
        else void notices.refetch();
      }}
    >
      <MenuTrigger
        aria-describedby={unread > 0 ? 'unread-notifications' : undefined}
        className="flex items-center gap-2 rounded-full bg-white py-1 pr-3 pl-1 shadow-md ring-1 ring-night-900/10 hover:ring-carnival-600/40"
      >
        <Avatar src={user.image} firstName={user.firstName} lastName={user.lastName} size="sm" decorative />
        <span className="max-w-36 truncate text-sm font-semibold text-night-900 max-sm:sr-only">
          <span className="sr-only">Account for </span>
          {fullName}
        </span>
        {unread > 0 ? (
          <span
            aria-hidden="true"
            className="rounded-full bg-carnival-700 px-1.5 text-xs font-bold text-white"
          >
            {unread}
          </span>
        ) : null}
        <Icon name="chevronDown" className="h-4 w-4 text-gray-600" />
      </MenuTrigger>

      {unread > 0 ? (
        <span id="unread-notifications" className="sr-only">
          {unread} unread {unread === 1 ? 'notification' : 'notifications'}
        </span>
      ) : null}
      <MenuPopup
        align="end"
        className="z-50 w-72 max-w-[calc(100vw-2rem)] rounded-2xl bg-white p-2 shadow-xl ring-1 ring-night-900/10"
      >
        <div className="mb-1 flex items-center gap-3 rounded-xl bg-linear-to-r from-carnival-50 via-sunset-50 to-gold-100 p-3">
          <Avatar src={user.image} firstName={user.firstName} lastName={user.lastName} size="md" decorative />
          <div className="min-w-0">
            <p className="truncate font-semibold text-night-900">{fullName}</p>
            <p className="truncate text-xs text-gray-700">{user.email}</p>
            <MenuBadge viewer={user.id} />
          </div>
        </div>
        <MenuList
          label={view === 'settings' ? 'Settings' : view === 'notifications' ? 'Notifications' : 'Account'}
          view={view}
          onKeyDown={onSubmenuKeyDown}
        >
          {view === 'main' ? (
            <>
              <Entry to={paths.dashboard()} icon="idCard">
                Fete ID
              </Entry>
              <Entry to={paths.myCarnival()} icon="calendar">
                My Carnival
              </Entry>
              <Entry to={paths.feteNation()} icon="users">
                Fete Nation
              </Entry>
              <Entry to={paths.dashboard({ tab: 'receipts' })} icon="receipt">
                Receipts
              </Entry>
              <Entry to={paths.dashboard({ tab: 'forms' })} icon="clipboard">
                Forms Status
              </Entry>
              <Action icon="bell" switchesView submenu onSelect={() => setView('notifications')}>
                Notifications{unread > 0 ? ` (${unread} unread)` : ''}
              </Action>
              <Entry to={paths.marqetRegistration()} icon="store">
                Become a Fete Marqet Vendor
              </Entry>
              <Entry to={paths.staffApplication()} icon="briefcase">
                Become a Fete Staff
              </Entry>
              {managesRestaurant ? (
                <Entry to={paths.restaurantAdmin()} icon="utensils">
                  Restaurant admin
                </Entry>
              ) : null}
              <Action icon="settings" switchesView submenu onSelect={() => setView('settings')}>
                Settings
              </Action>
              <MenuSeparator />
              <Action icon="logout" onSelect={() => void onSignOut()}>
                Sign Out
              </Action>
            </>
          ) : view === 'notifications' ? (
            <NotificationItems viewer={user.id} list={notices.data} onBack={() => setView('main')} />
          ) : (
            <>
              <Action icon="chevronLeft" switchesView onSelect={() => setView('main')}>
                Back
              </Action>
              <MenuSeparator />
              <Entry to={paths.settings('profile')} icon="pencil">
                Edit Profile
              </Entry>
              <Entry to={paths.settings('location')} icon="mapPin">
                Update Location
              </Entry>
              <Entry to={paths.settings('password')} icon="lock">
                Change Password
              </Entry>
              <Entry to={paths.settings('email')} icon="mail">
                E-mail Notifications
              </Entry>
              <Entry to={paths.settings('community')} icon="users">
                Community
              </Entry>
              <Entry to={paths.settings('calendar')} icon="calendar">
                Calendar & Reminders
              </Entry>
              <Action icon="trash" danger onSelect={() => setDeleteOpen(true)}>
                Delete Account
              </Action>
            </>
          )}
        </MenuList>
      </MenuPopup>

      <DeleteAccountDialog
        open={deleteOpen}
        onClose={() => setDeleteOpen(false)}
        returnFocusRef={buttonRef}
      />
    </Menu>
  );
}
