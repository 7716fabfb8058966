import { useEffect, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icon';
import { NotificationBell } from '../../features/notifications/notification-bell';
import { useSession } from '../../lib/auth';
import { cx } from '../../lib/cx';
import { Brand } from './brand';
import { UserMenu } from './user-menu';
import { paths } from '../paths';
import { useReturnPath } from './return-path';

function useScrolledDown(threshold = 24): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return scrolled;
}

export function TopBar({
  bare,
  drawerId,
  drawerOpen,
  onOpenDrawer,
  menuButtonRef,
}: {
  /** Sign-in and sign-up pages: no navigation, no account links. */
  bare: boolean;
  drawerId: string;
  drawerOpen: boolean;
  onOpenDrawer: () => void;
  menuButtonRef: RefObject<HTMLButtonElement | null>;
}) {
  const { user, isPending } = useSession();
  const scrolled = useScrolledDown();
  // Signing in or up from a page brings the member back to it.
  const returnTo = useReturnPath();

  return (
    <header
      className={cx(
        'sticky top-0 z-30 border-b border-night-900/10 bg-white/90 backdrop-blur',
        'md:pointer-events-none md:border-transparent md:bg-transparent md:backdrop-blur-none',
      )}
    >
      <div className="flex h-16 items-center gap-2 px-4 sm:px-6">
        {bare ? null : (
          <button
            ref={menuButtonRef}
            type="button"
            onClick={onOpenDrawer}
            aria-expanded={drawerOpen}
            aria-controls={drawerId}
            aria-label="Menu"
            className="-ml-2 rounded-full p-2 text-night-900 hover:bg-night-900/5 md:hidden"
          >
            <Icon name="menu" className="h-6 w-6" />
          </button>
        )}
        <Brand className={cx('md:pointer-events-auto', bare ? '' : 'md:hidden')} />
        <div className="ml-auto md:pointer-events-auto">
          {isPending || bare ? null : user ? (
            <div className="flex items-center gap-2">
              <NotificationBell viewer={user.id} />
              <UserMenu user={user} />
            </div>
          ) : (
            <div
              className={cx(
                'flex items-center gap-2 transition-all duration-200',
                scrolled && 'invisible -translate-y-3 opacity-0',
              )}
            >
              <Link
                to={paths.signin({ returnTo })}
                className="rounded-full px-4 py-2 text-sm font-semibold text-night-900 hover:bg-night-900/5 md:bg-white/90 md:shadow-sm md:ring-1 md:ring-night-900/10"
              >
                Sign In
              </Link>
              <Link
                to={paths.signup({ returnTo })}
                className="rounded-full bg-linear-to-r from-carnival-600 to-sunset-700 px-4 py-2 text-sm font-semibold text-white shadow-sm"
              >
                Sign Up
              </Link>
            </div>
          )}
        </div>
      </div>
    </header>
  );
}
