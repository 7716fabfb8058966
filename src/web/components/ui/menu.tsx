import {
  createContext,
  use,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { Link, type LinkProps } from 'react-router';

/**
 * A menu button (WAI-ARIA "menu button" pattern): a button opening a `role="menu"` list whose items take focus
 * one at a time. Arrow keys move (wrapping), Home/End jump, a letter moves to the next item starting with it,
 * Escape closes and puts focus back on the button, Tab and a click outside close it. No headless menu library
 * is installed, and this is all the site needs.
 */

interface MenuContextValue {
  open: boolean;
  /** Which item to focus when the list appears: the first (click, ArrowDown) or the last (ArrowUp). */
  focusFrom: 'first' | 'last';
  show: (from?: 'first' | 'last') => void;
  close: (options?: { returnFocus?: boolean }) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
  menuId: string;
}

const MenuContext = createContext<MenuContextValue | null>(null);

function useMenuContext(): MenuContextValue {
  const context = use(MenuContext);
  if (!context) throw new Error('Menu parts must be inside <Menu>.');
  return context;
}

/** Holds the open state; `onOpenChange` tells the owner (to reset a submenu when the menu closes). */
export function Menu({
  children,
  className,
  onOpenChange,
  triggerRef: givenTriggerRef,
}: {
  children: ReactNode;
  className?: string;
  onOpenChange?: (open: boolean) => void;
  /** The trigger button, for an owner that returns focus to it later (a dialog opened from the menu). */
  triggerRef?: RefObject<HTMLButtonElement | null>;
}) {
  const [open, setOpen] = useState(false);
  const [focusFrom, setFocusFrom] = useState<'first' | 'last'>('first');
  const rootRef = useRef<HTMLDivElement>(null);
  const ownTriggerRef = useRef<HTMLButtonElement>(null);
  const triggerRef = givenTriggerRef ?? ownTriggerRef;
  const menuId = useId();

  function change(next: boolean) {
    setOpen(next);
    onOpenChange?.(next);
  }

  const value: MenuContextValue = {
    open,
    focusFrom,
    show: (from = 'first') => {
      setFocusFrom(from);
      change(true);
    },
    close: ({ returnFocus = false } = {}) => {
      change(false);
      if (returnFocus) triggerRef.current?.focus();
    },
    triggerRef,
    menuId,
  };

  // A press anywhere outside closes the menu (focus stays where the press put it).
  const closeOutside = useEffectEvent(() => value.close());
  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) closeOutside();
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <MenuContext value={value}>
      <div ref={rootRef} className={className}>
        {children}
      </div>
    </MenuContext>
  );
}

/** The button that opens and closes the menu; ArrowDown / ArrowUp open it on the first / last item. */
export function MenuTrigger({ children, ...button }: Omit<ComponentProps<'button'>, 'type' | 'ref'>) {
  const { open, show, close, triggerRef, menuId } = useMenuContext();
  return (
    <button
      {...button}
      ref={triggerRef}
      type="button"
      aria-haspopup="menu"
      aria-expanded={open}
      aria-controls={open ? menuId : undefined}
      onClick={() => (open ? close() : show())}
      onKeyDown={(event) => {
        if (open || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
        event.preventDefault();
        show(event.key === 'ArrowDown' ? 'first' : 'last');
      }}
    >
      {children}
    </button>
  );
}

/** What shows while the menu is open (the list and anything around it, e.g. a header). */
export function MenuPopup({ children, className }: { children: ReactNode; className?: string }) {
  const { open } = useMenuContext();
  return open ? <div className={className}>{children}</div> : null;
}

const items = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? []);

/**
 * The `role="menu"` list. `view` names what it shows: when it changes (a submenu opens, Back), focus goes to the
 * first item again. `onKeyDown` runs first and may handle a key itself (ArrowLeft back from a submenu).
 */
export function MenuList({
  label,
  view = 'main',
  onKeyDown,
  children,
  className,
}: {
  label: string;
  view?: string;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  children: ReactNode;
  className?: string;
}) {
  const { close, focusFrom, menuId } = useMenuContext();
  const ref = useRef<HTMLDivElement>(null);
  const opening = useRef(true);

  // Focus an item when the menu opens (first or last, by how it was opened) and the first one whenever the
  // list shows another view.
  useEffect(() => {
    const list = items(ref.current);
    const last = opening.current && focusFrom === 'last';
    opening.current = false;
    (last ? list[list.length - 1] : list[0])?.focus();
  }, [view, focusFrom]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const list = items(ref.current);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => list[(i + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        return;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        return;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        return;
      case 'End':
        event.preventDefault();
        focusAt(list.length - 1);
        return;
      case 'Escape':
        event.preventDefault();
        close({ returnFocus: true });
        return;
      case 'Tab':
        close();
        return;
    }
    // Typeahead: a printable letter moves to the next item whose text starts with it.
    if (event.key.length === 1 && /\S/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const letter = event.key.toLowerCase();
      for (let step = 1; step <= list.length; step += 1) {
        const candidate = list[(index + step) % list.length];
        if (candidate.textContent?.trim().toLowerCase().startsWith(letter)) {
          event.preventDefault();
          candidate.focus();
          return;
        }
      }
    }
  }

  return (
    <div ref={ref} id={menuId} role="menu" aria-label={label} onKeyDown={handleKeyDown} className={className}>
      {children}
    </div>
  );
}

/** A menu item that is a link; following it closes the menu. */
export function MenuItemLink({ onClick, ...link }: Omit<LinkProps, 'role' | 'tabIndex'>) {
  const { close } = useMenuContext();
  return (
    <Link
      {...link}
      role="menuitem"
      tabIndex={-1}
      onClick={(event) => {
        onClick?.(event);
        close();
      }}
    />
  );
}

/**
 * A menu item that runs an action. It closes the menu first unless `keepOpen` (an item that opens a submenu).
 */
export function MenuItemButton({
  onSelect,
  keepOpen = false,
  ...button
}: Omit<ComponentProps<'button'>, 'type' | 'role' | 'tabIndex' | 'onClick'> & {
  onSelect: () => void;
  keepOpen?: boolean;
}) {
  const { close } = useMenuContext();
  return (
    <button
      {...button}
      type="button"
      role="menuitem"
      tabIndex={-1}
      onClick={() => {
        if (!keepOpen) close();
        onSelect();
      }}
    />
  );
}

export function MenuSeparator({ className }: { className?: string }) {
  return <div role="separator" className={className ?? 'my-1 h-px bg-gray-200'} />;
}
