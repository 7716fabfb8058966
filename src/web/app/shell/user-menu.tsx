import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { Icon, type IconName } from '../../components/ui/icon';
import { DeleteAccountDialog } from '../../features/members/delete-account-dialog';
import { useSignOut, type SessionUser } from '../../lib/auth';
import { cx } from '../../lib/cx';
import { useNavigateAndWait } from '../../lib/navigate-and-wait';

type MenuState = 'closed' | 'main' | 'settings';

const itemClasses =
  'flex w-full min-h-11 items-center gap-3 rounded-xl px-3 text-left text-sm font-medium hover:bg-sunset-50 focus:bg-sunset-50 focus:outline-none focus-visible:outline-3 focus-visible:outline-sea-600 focus-visible:-outline-offset-2';

function MenuLink({
  to,
  state,
  icon,
  children,
  onSelect,
}: {
  to: string;
  state?: unknown;
  icon: IconName;
  children: ReactNode;
  onSelect: () => void;
}) {
  return (
    <Link
      role="menuitem"
      tabIndex={-1}
      to={to}
      state={state}
      onClick={onSelect}
      className={cx(itemClasses, 'text-night-900')}
    >
      <Icon name={icon} className="text-carnival-700" />
      {children}
    </Link>
  );
}

function MenuButton({
  icon,
  children,
  onSelect,
  danger,
  trailing,
  ...aria
}: {
  icon: IconName;
  children: ReactNode;
  onSelect: () => void;
  danger?: boolean;
  trailing?: IconName;
  'aria-haspopup'?: 'menu';
}) {
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      onClick={onSelect}
      className={cx(itemClasses, danger ? 'text-red-700' : 'text-night-900')}
      {...aria}
    >
      <Icon name={icon} className={danger ? 'text-red-700' : 'text-carnival-700'} />
      <span className="flex-1">{children}</span>
      {trailing ? <Icon name={trailing} className="h-4 w-4 text-gray-500" /> : null}
    </button>
  );
}

/**
 * The signed-in member's menu (public-site.md §2.2): closed, main list, or the Settings submenu.
 * Arrow keys move, Escape closes and returns to the avatar button, a click outside closes.
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const [state, setState] = useState<MenuState>('closed');
  const [deleteOpen, setDeleteOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const signOut = useSignOut();
  const leaveTo = useNavigateAndWait();
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.name;

  // Each time the list changes (opened, submenu, back), focus its first entry.
  useEffect(() => {
    if (state === 'closed') return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [state]);

  useEffect(() => {
    if (state === 'closed') return;
    function onPointerDown(event: PointerEvent) {
      if (!containerRef.current?.contains(event.target as Node)) setState('closed');
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [state]);

  function close(returnFocus = false) {
    setState('closed');
    if (returnFocus) buttonRef.current?.focus();
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => items[(i + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(items.length - 1);
        break;
      case 'ArrowLeft':
        if (state === 'settings') {
          event.preventDefault();
          setState('main');
        }
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close();
        break;
    }
  }

  async function onSignOut() {
    close();
    // Signed out locally even when the server could not be reached.
    await signOut.mutateAsync(() => leaveTo('/')).catch(() => undefined);
  }

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={state !== 'closed'}
        aria-controls={state !== 'closed' ? menuId : undefined}
        onClick={() => setState((s) => (s === 'closed' ? 'main' : 'closed'))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && state === 'closed') {
            event.preventDefault();
            setState('main');
          }
        }}
        className="flex items-center gap-2 rounded-full bg-white py-1 pr-3 pl-1 shadow-md ring-1 ring-night-900/10 hover:ring-carnival-600/40"
      >
        <Avatar src={user.image} firstName={user.firstName} lastName={user.lastName} size="sm" decorative />
        <span className="max-w-36 truncate text-sm font-semibold text-night-900">
          <span className="sr-only">Account for </span>
          {fullName}
        </span>
        <Icon name="chevronDown" className="h-4 w-4 text-gray-600" />
      </button>

      {state !== 'closed' ? (
        <div className="absolute right-0 z-50 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-2xl bg-white p-2 shadow-xl ring-1 ring-night-900/10">
          <div className="mb-1 flex items-center gap-3 rounded-xl bg-linear-to-r from-carnival-50 via-sunset-50 to-gold-100 p-3">
            <Avatar
              src={user.image}
              firstName={user.firstName}
              lastName={user.lastName}
              size="md"
              decorative
            />
            <div className="min-w-0">
              <p className="truncate font-semibold text-night-900">{fullName}</p>
              <p className="truncate text-xs text-gray-700">{user.email}</p>
            </div>
          </div>
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-label={state === 'settings' ? 'Settings' : 'Account'}
            onKeyDown={onMenuKeyDown}
          >
            {state === 'main' ? (
              <>
                <MenuLink to="/dashboard" icon="idCard" onSelect={() => close()}>
                  Fete ID
                </MenuLink>
                <MenuLink to="/fete-nation" icon="users" onSelect={() => close()}>
                  Fete Nation
                </MenuLink>
                <MenuLink to="/dashboard" state={{ tab: 'receipts' }} icon="receipt" onSelect={() => close()}>
                  Receipts
                </MenuLink>
                <MenuLink to="/dashboard" state={{ tab: 'forms' }} icon="clipboard" onSelect={() => close()}>
                  Form Status
                </MenuLink>
                <MenuLink to="/marqet-registration" icon="store" onSelect={() => close()}>
                  Become a Fete Marqet Vendor
                </MenuLink>
                <MenuLink to="/staff-application" icon="briefcase" onSelect={() => close()}>
                  Become a Fete Staff
                </MenuLink>
                <MenuButton
                  icon="settings"
                  trailing="chevronRight"
                  aria-haspopup="menu"
                  onSelect={() => setState('settings')}
                >
                  Settings
                </MenuButton>
                <div role="separator" className="my-1 h-px bg-gray-200" />
                <MenuButton icon="logout" onSelect={() => void onSignOut()}>
                  Sign Out
                </MenuButton>
              </>
            ) : (
              <>
                <MenuButton icon="chevronLeft" onSelect={() => setState('main')}>
                  Back
                </MenuButton>
                <div role="separator" className="my-1 h-px bg-gray-200" />
                <MenuLink to="/settings/profile" icon="pencil" onSelect={() => close()}>
                  Edit Profile
                </MenuLink>
                <MenuLink to="/settings/location" icon="mapPin" onSelect={() => close()}>
                  Update Location
                </MenuLink>
                <MenuLink to="/settings/password" icon="lock" onSelect={() => close()}>
                  Change Password
                </MenuLink>
                <MenuButton
                  icon="trash"
                  danger
                  onSelect={() => {
                    close();
                    setDeleteOpen(true);
                  }}
                >
                  Delete Account
                </MenuButton>
              </>
            )}
          </div>
        </div>
      ) : null}

      <DeleteAccountDialog
        open={deleteOpen}
        onClose={() => setDeleteOpen(false)}
        returnFocusRef={buttonRef}
      />
    </div>
  );
}
