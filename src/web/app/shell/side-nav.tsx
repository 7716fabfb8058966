import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { useChatUnread } from '../../features/chat/api';
import { Icon } from '../../components/ui/icon';
import { useSession } from '../../lib/auth';
import { cx } from '../../lib/cx';
import { adminNav, mainNav } from '../navigation';
import { Brand } from './brand';
import { isAdminPath, paths } from '../paths';

const linkBase = 'group flex min-h-10 items-center rounded-xl py-2 text-sm font-medium transition-colors';
/** Full width: icon and label; collapsed rail: the icon centred. */
const linkShape = (collapsed: boolean) => (collapsed ? 'justify-center px-0' : 'gap-3 px-3');
const linkIdle = 'text-white/85 hover:bg-white/10 hover:text-white';
const linkActive = 'bg-linear-to-r from-carnival-600 to-sunset-700 text-white shadow-md shadow-black/20';

/** Fete Chat, for members: its unread count follows the live channel. */
function ChatLink({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const unread = useChatUnread();
  const label = unread > 0 ? `${unread} unread ${unread === 1 ? 'message' : 'messages'}` : null;
  return (
    <li>
      <NavLink
        to={paths.feteChat()}
        onClick={onNavigate}
        title={collapsed ? 'Fete Chat' : undefined}
        className={({ isActive }) =>
          cx(linkBase, linkShape(collapsed), 'relative', isActive ? linkActive : linkIdle)
        }
      >
        <Icon name="chat" />
        <span className={collapsed ? 'sr-only' : 'flex-1 truncate'}>Fete Chat</span>
        {label ? (
          <span
            data-testid="chat-unread"
            className={cx(
              'rounded-full bg-gold-300 px-1.5 text-xs font-bold text-night-900',
              collapsed && 'absolute top-0.5 right-0.5',
            )}
          >
            <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
            <span className="sr-only">{label}</span>
          </span>
        ) : null}
      </NavLink>
    </li>
  );
}

function NavContent({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { isAdmin, user } = useSession();
  const { pathname } = useLocation();
  const onAdminPath = isAdminPath(pathname);
  const [adminOpen, setAdminOpen] = useState(onAdminPath);
  const adminListId = useId();

  // The Admin Control group opens by itself whenever an admin page is shown.
  useEffect(() => {
    if (onAdminPath) setAdminOpen(true);
  }, [onAdminPath]);

  return (
    <>
      <ul className="flex flex-col gap-1">
        {mainNav.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.to === paths.home()}
              onClick={onNavigate}
              title={collapsed ? item.label : undefined}
              className={({ isActive }) =>
                cx(linkBase, linkShape(collapsed), isActive ? linkActive : linkIdle)
              }
            >
              <Icon name={item.icon} />
              <span className={collapsed ? 'sr-only' : 'truncate'}>{item.label}</span>
            </NavLink>
          </li>
        ))}
        {user ? <ChatLink collapsed={collapsed} onNavigate={onNavigate} /> : null}
      </ul>

      {isAdmin ? (
        <div className="mt-6 border-t border-white/15 pt-4">
          {collapsed ? (
            // The rail has no room for the group: its icon leads to the Admin Dashboard instead.
            <NavLink
              to={paths.admin()}
              title="Admin Control"
              className={({ isActive }) =>
                cx(linkBase, linkShape(true), isActive ? linkActive : 'text-gold-300 hover:bg-white/10')
              }
            >
              <Icon name="shield" />
              <span className="sr-only">Admin Control</span>
            </NavLink>
          ) : (
            <button
              type="button"
              aria-expanded={adminOpen}
              aria-controls={adminListId}
              onClick={() => setAdminOpen((open) => !open)}
              className={cx(linkBase, 'w-full gap-2 px-2 text-gold-300 hover:bg-white/10')}
            >
              <Icon name="shield" />
              <span className="flex-1 text-left font-semibold whitespace-nowrap">Admin Control</span>
              <Icon
                name="chevronDown"
                className={cx('h-4 w-4 transition-transform', adminOpen && 'rotate-180')}
              />
            </button>
          )}
          {adminOpen && !collapsed ? (
            <ul id={adminListId} className="mt-1 flex flex-col gap-0.5 pl-3">
              {adminNav.map((item) =>
                item.comingSoon ? (
                  <li key={item.to}>
                    <span
                      aria-disabled="true"
                      className="flex min-h-9 flex-wrap items-center gap-x-2 gap-y-1 rounded-lg px-3 py-1.5 text-sm text-white/70"
                    >
                      {item.label}
                      <Badge tone="onNight">Coming Soon</Badge>
                    </span>
                  </li>
                ) : (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      end
                      onClick={onNavigate}
                      className={({ isActive }) =>
                        cx(
                          'flex min-h-9 items-center rounded-lg px-3 text-sm transition-colors',
                          isActive
                            ? 'bg-white/15 font-semibold text-gold-300'
                            : 'text-white/85 hover:bg-white/10',
                        )
                      }
                    >
                      {item.label}
                    </NavLink>
                  </li>
                ),
              )}
            </ul>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

/** Desktop: a fixed rail that collapses to icons. */
export function SideNav({
  collapsed,
  onToggleCollapsed,
}: {
  collapsed: boolean;
  onToggleCollapsed: () => void;
}) {
  return (
    <aside
      className={cx(
        'on-night fixed inset-y-0 left-0 z-40 hidden flex-col bg-linear-to-b from-night-900 via-night-900 to-night-800 md:flex',
        'transition-[width] duration-200',
        collapsed ? 'w-16' : 'w-48',
      )}
    >
      <div className={cx('flex h-16 items-center', collapsed ? 'justify-center' : 'px-4')}>
        <Brand compact={collapsed} onNight />
      </div>
      <nav aria-label="Main" className={cx('flex-1 overflow-y-auto pb-4', collapsed ? 'px-2' : 'px-3')}>
        <NavContent collapsed={collapsed} />
      </nav>
      <div className={cx('border-t border-white/15 p-2', collapsed ? 'flex justify-center' : '')}>
        <button
          type="button"
          onClick={onToggleCollapsed}
          aria-pressed={collapsed}
          aria-label="Collapse navigation"
          title={collapsed ? 'Expand navigation' : 'Collapse navigation'}
          className="flex min-h-10 w-full items-center justify-center gap-2 rounded-xl text-sm text-white/80 hover:bg-white/10 hover:text-white"
        >
          <Icon name={collapsed ? 'chevronsRight' : 'chevronsLeft'} />
          {collapsed ? null : <span aria-hidden="true">Collapse</span>}
        </button>
      </div>
    </aside>
  );
}

/** Mobile: a modal drawer opened by the top bar's menu button. */
export function NavDrawer({
  id,
  open,
  onClose,
  returnFocusRef,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLButtonElement | null>;
}) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) {
      dialog.close();
      returnFocusRef.current?.focus();
    }
  }, [open, returnFocusRef]);

  return (
    <dialog
      ref={ref}
      id={id}
      aria-label="Menu"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself.
        if (event.target === ref.current) onClose();
      }}
      className="on-night m-0 h-dvh max-h-none w-72 max-w-[85vw] bg-night-900 p-0 text-white md:hidden"
    >
      {open ? (
        <div className="flex h-full flex-col bg-linear-to-b from-night-900 to-night-800">
          <div className="flex h-16 items-center justify-between px-4">
            <Brand onNight />
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="rounded-full p-2 text-white/85 hover:bg-white/10 hover:text-white"
            >
              <Icon name="close" />
            </button>
          </div>
          <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 pb-6">
            <NavContent collapsed={false} onNavigate={onClose} />
          </nav>
        </div>
      ) : null}
    </dialog>
  );
}
