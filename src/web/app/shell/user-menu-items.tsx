import { type ReactNode } from 'react';
import { Icon, type IconName } from '../../components/ui/icon';
import { MenuItemButton, MenuItemLink } from '../../components/ui/menu';
import { cx } from '../../lib/cx';

/** The avatar menu's rows: a link, an action, and the classes they share. */

export const itemClasses =
  'flex w-full min-h-11 items-center gap-3 rounded-xl px-3 text-left text-sm font-medium hover:bg-sunset-50 focus:bg-sunset-50 focus:outline-none focus-visible:outline-3 focus-visible:outline-sea-600 focus-visible:-outline-offset-2';

export function Entry({ to, icon, children }: { to: string; icon: IconName; children: ReactNode }) {
  return (
    <MenuItemLink to={to} className={cx(itemClasses, 'text-night-900')}>
      <Icon name={icon} className="text-carnival-700" />
      {children}
    </MenuItemLink>
  );
}

export function Action({
  icon,
  children,
  onSelect,
  danger,
  switchesView,
  submenu,
}: {
  icon: IconName;
  children: ReactNode;
  onSelect: () => void;
  danger?: boolean;
  /** Shows another list in place (Settings, Back): the menu stays open. */
  switchesView?: boolean;
  /** Marks the entry that opens a submenu. */
  submenu?: boolean;
}) {
  return (
    <MenuItemButton
      onSelect={onSelect}
      keepOpen={switchesView}
      aria-haspopup={submenu ? 'menu' : undefined}
      className={cx(itemClasses, danger ? 'text-red-700' : 'text-night-900')}
    >
      <Icon name={icon} className={danger ? 'text-red-700' : 'text-carnival-700'} />
      <span className="flex-1">{children}</span>
      {submenu ? <Icon name="chevronRight" className="h-4 w-4 text-gray-500" /> : null}
    </MenuItemButton>
  );
}
