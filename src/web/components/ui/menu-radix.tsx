import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import {
  createContext,
  use,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { Link, type LinkProps } from 'react-router';

/**
 * The menu behind menu.tsx, on Radix's dropdown menu (decision 0036): arrow keys move (wrapping), Home/End
 * jump, letters typed in a row move to the next item starting with them, Escape closes and puts focus back on
 * the button, Tab and a press outside close it. Not modal: the page keeps scrolling and a press outside goes
 * through. What stays ours: opening with the first (click, ArrowDown) or last (ArrowUp) item focused, the
 * menu's name, and views (a submenu shown in place of the list, see MenuList).
 */

interface MenuContextValue {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Which item to focus when the list appears: the first (click, ArrowDown) or the last (ArrowUp). */
  focusFromRef: RefObject<'first' | 'last'>;
  /** The last press on the menu was a pointer's, not a key's: the item it focuses shows no focus ring. */
  pointerRef: RefObject<boolean>;
  label: string | undefined;
  setLabel: (label: string) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
}

const MenuContext = createContext<MenuContextValue | null>(null);

function useMenuContext(): MenuContextValue {
  const context = use(MenuContext);
  if (!context) throw new Error('Menu parts must be inside <Menu>.');
  return context;
}

const items = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([data-disabled])') ?? []);

export function Menu({
  children,
  className,
  onOpenChange,
  triggerRef,
  openedBefore = null,
}: {
  children: ReactNode;
  className?: string;
  onOpenChange?: (open: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** Asked open (from its first or last item) before this code had arrived: it opens at once. */
  openedBefore?: 'first' | 'last' | null;
}) {
  const [open, setOpenState] = useState(openedBefore !== null);
  const [label, setLabel] = useState<string>();
  const focusFromRef = useRef<'first' | 'last'>(openedBefore ?? 'first');
  const pointerRef = useRef(false);
  const tellOpened = useEffectEvent(() => onOpenChange?.(true));
  useEffect(() => {
    if (openedBefore) tellOpened();
  }, [openedBefore]);
  function setOpen(next: boolean) {
    if (!next) focusFromRef.current = 'first';
    setOpenState(next);
    onOpenChange?.(next);
  }
  return (
    <MenuContext value={{ open, setOpen, focusFromRef, pointerRef, label, setLabel, triggerRef }}>
      <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
        <div className={className}>{children}</div>
      </DropdownMenu.Root>
    </MenuContext>
  );
}

export function MenuTrigger({
  children,
  onKeyDown,
  onPointerDown,
  ...button
}: Omit<ComponentProps<'button'>, 'type' | 'ref'>) {
  const { open, setOpen, focusFromRef, triggerRef, pointerRef } = useMenuContext();
  return (
    <DropdownMenu.Trigger
      {...button}
      ref={triggerRef}
      onPointerDown={(event) => {
        onPointerDown?.(event);
        pointerRef.current = true;
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        pointerRef.current = false;
        if (open || event.key !== 'ArrowUp') return;
        event.preventDefault();
        focusFromRef.current = 'last';
        setOpen(true);
      }}
    >
      {children}
    </DropdownMenu.Trigger>
  );
}

/**
 * The `role="menu"` panel that shows while the menu is open (the list and anything around it, e.g. a header),
 * placed under the trigger, lined up with its start or end. Its name comes from MenuList's `label`.
 */
export function MenuPopup({
  children,
  className,
  align = 'start',
}: {
  children: ReactNode;
  className?: string;
  align?: 'start' | 'end';
}) {
  const { setOpen, focusFromRef, pointerRef, triggerRef, label } = useMenuContext();
  const outsideRef = useRef(false);
  // The first (or last) item takes focus however the menu was opened, not only from the keyboard (Radix
  // focuses the list itself after a click). Radix's menu takes this handler (its own menus use it) but leaves
  // it out of the dropdown's public props; the version is pinned.
  const openAutoFocus = {
    onOpenAutoFocus: (event: Event) => {
      event.preventDefault();
      const list = items(event.currentTarget as HTMLElement);
      // Opened with a pointer, the item shows no focus ring (as when a click had focused the button first).
      const options = { focusVisible: !pointerRef.current } as FocusOptions;
      (focusFromRef.current === 'last' ? list[list.length - 1] : list[0])?.focus(options);
    },
  } as object;
  return (
    <DropdownMenu.Content
      align={align}
      sideOffset={8}
      collisionPadding={16}
      loop
      aria-label={label}
      aria-labelledby={undefined}
      className={className}
      {...openAutoFocus}
      onInteractOutside={() => {
        outsideRef.current = true;
      }}
      onCloseAutoFocus={(event) => {
        // Radix's own return of focus to the button, but with no focus ring after a press (the item pressed is
        // gone, and the browser would draw one).
        event.preventDefault();
        if (!outsideRef.current)
          triggerRef.current?.focus({ focusVisible: !pointerRef.current } as FocusOptions);
        outsideRef.current = false;
      }}
      onPointerDown={() => {
        pointerRef.current = true;
      }}
      onKeyDown={(event) => {
        pointerRef.current = false;
        if (event.key === 'Tab') setOpen(false);
      }}
    >
      {children}
    </DropdownMenu.Content>
  );
}

/**
 * The menu's items. `label` names the menu; `view` names what it shows: when it changes (a submenu opens, Back),
 * focus goes to the first item again. `onKeyDown` runs first and may handle a key itself (ArrowLeft back from a
 * submenu).
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
  const { setLabel, pointerRef } = useMenuContext();
  const ref = useRef<HTMLDivElement>(null);
  const shown = useRef(view);
  useLayoutEffect(() => setLabel(label), [label, setLabel]);
  useLayoutEffect(() => {
    if (shown.current === view) return;
    shown.current = view;
    // Only while focus is in the menu (or was on the item that opened the view, now gone): a view reset as the
    // menu closes must not take focus from what the menu opened (a dialog).
    const active = document.activeElement;
    if (active !== document.body && !ref.current?.contains(active)) return;
    // Shown after a press, the item shows no focus ring (the browser would draw one: the focused item is gone).
    items(ref.current)[0]?.focus({ focusVisible: !pointerRef.current } as FocusOptions);
  }, [view, pointerRef]);
  return (
    <div ref={ref} role="none" onKeyDown={onKeyDown} className={className}>
      {children}
    </div>
  );
}

/** A menu item that is a link; following it closes the menu. */
export function MenuItemLink(link: Omit<LinkProps, 'role' | 'tabIndex'>) {
  return (
    <DropdownMenu.Item asChild>
      <Link {...link} />
    </DropdownMenu.Item>
  );
}

/**
 * A menu item that runs an action. It closes the menu first unless `keepOpen` (an item that opens a submenu).
 */
export function MenuItemButton({
  onSelect,
  keepOpen = false,
  disabled,
  ...button
}: Omit<ComponentProps<'button'>, 'type' | 'role' | 'tabIndex' | 'onClick' | 'onSelect'> & {
  onSelect: () => void;
  keepOpen?: boolean;
}) {
  return (
    <DropdownMenu.Item
      asChild
      disabled={disabled}
      onSelect={(event) => {
        if (keepOpen) event.preventDefault();
        onSelect();
      }}
    >
      <button {...button} type="button" />
    </DropdownMenu.Item>
  );
}

export function MenuSeparator({ className }: { className?: string }) {
  return <DropdownMenu.Separator className={className ?? 'my-1 h-px bg-gray-200'} />;
}
