import {
  createContext,
  use,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { lazyModule } from './lazy-module';
import type * as Radix from './menu-radix';

/**
 * A menu button (WAI-ARIA "menu button" pattern, menu-radix.tsx): a button opening a `role="menu"` list. Arrow
 * keys move (wrapping), Home/End jump, typed letters move to the next item starting with them, Escape closes and
 * puts focus back on the button, Tab and a press outside close it.
 *
 * The menu's code (Radix) loads after the page renders (lazy-module.ts), off a visitor's first load: until it
 * has arrived the trigger is a plain button, and a press on it opens the menu as soon as it has.
 */

const radix = lazyModule(() => import('./menu-radix'));
export const loadMenu = radix.load;

interface Waiting {
  triggerRef: RefObject<HTMLButtonElement | null>;
  open: (from: 'first' | 'last') => void;
  /** Whether the waiting button has the focus: the library's button takes it over when the code arrives. */
  focusedRef: RefObject<boolean>;
}

/** Menu's state while the code has not arrived. */
const WaitingContext = createContext<Waiting | null>(null);

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
  const module = radix.use(true);
  const ownTriggerRef = useRef<HTMLButtonElement>(null);
  const triggerRef = givenTriggerRef ?? ownTriggerRef;
  const [openedBefore, setOpenedBefore] = useState<'first' | 'last' | null>(null);
  const focusedRef = useRef(false);
  // The code arrived while the plain button had the focus (a keyboard user on it): the library's button replaces
  // it, and takes the focus over, so the next Enter or ArrowDown opens the menu. Not when a press on the plain
  // button is opening the menu: the focus goes to its first item then (taking it back would close the menu).
  useEffect(() => {
    if (!module || !focusedRef.current) return;
    focusedRef.current = false;
    if (openedBefore === null) triggerRef.current?.focus();
  }, [module, triggerRef, openedBefore]);
  if (module) {
    return (
      <module.Menu
        className={className}
        onOpenChange={onOpenChange}
        triggerRef={triggerRef}
        openedBefore={openedBefore}
      >
        {children}
      </module.Menu>
    );
  }
  const waiting: Waiting = {
    triggerRef,
    focusedRef,
    open: (from) => {
      setOpenedBefore(from);
      void radix.load().catch(() => undefined);
    },
  };
  return (
    <WaitingContext value={waiting}>
      <div className={className}>{children}</div>
    </WaitingContext>
  );
}

/** The button that opens and closes the menu; ArrowDown / ArrowUp open it on the first / last item. */
export function MenuTrigger(props: ComponentProps<typeof Radix.MenuTrigger>) {
  const module = radix.use(false);
  const waiting = use(WaitingContext);
  if (module) return <module.MenuTrigger {...props} />;
  if (!waiting) throw new Error('Menu parts must be inside <Menu>.');
  const { triggerRef, open, focusedRef } = waiting;
  const { onKeyDown, onFocus, onBlur, onPointerDown, ...button } = props;
  return (
    <button
      {...button}
      ref={triggerRef}
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      // A press opens it, as the library's button does (unless the owner's handler prevented that, as the share
      // button does where the browser has a share sheet): when the code arrives between the press and its
      // release, the library's button replaces this one and no click follows, so a menu opened only on click was
      // lost.
      onPointerDown={(event) => {
        onPointerDown?.(event);
        if (!event.defaultPrevented && event.button === 0 && !event.ctrlKey) open('first');
      }}
      onClick={() => open('first')}
      onFocus={(event) => {
        focusedRef.current = true;
        onFocus?.(event);
      }}
      onBlur={(event) => {
        focusedRef.current = false;
        onBlur?.(event);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        event.preventDefault();
        open(event.key === 'ArrowDown' ? 'first' : 'last');
      }}
    />
  );
}

/** A part that only shows while the menu is open, so once the code has arrived: the library's, as is. */
function part<K extends 'MenuPopup' | 'MenuList' | 'MenuItemLink' | 'MenuItemButton' | 'MenuSeparator'>(
  name: K,
) {
  type Props = ComponentProps<(typeof Radix)[K]>;
  return function Part(props: Props) {
    const module = radix.use(false);
    const Component = module?.[name] as ComponentType<object> | undefined;
    return Component ? <Component {...(props as object)} /> : null;
  };
}

/** What shows while the menu is open (the list and anything around it, e.g. a header), under the trigger. */
export const MenuPopup = part('MenuPopup');
/**
 * The menu's items. `label` names the menu; `view` names what it shows: when it changes (a submenu opens, Back),
 * focus goes to the first item again. `onKeyDown` runs first and may handle a key itself (ArrowLeft back from a
 * submenu).
 */
export const MenuList = part('MenuList');
/** A menu item that is a link; following it closes the menu. */
export const MenuItemLink = part('MenuItemLink');
/** A menu item that runs an action. It closes the menu first unless `keepOpen` (an item that opens a submenu). */
export const MenuItemButton = part('MenuItemButton');
export const MenuSeparator = part('MenuSeparator');
