import * as RadixTabs from '@radix-ui/react-tabs';
import { useEffect, useRef, type ReactNode } from 'react';
import { cx } from '../../lib/cx';

export interface TabItem<T extends string> {
  id: T;
  label: string;
  /** Extra text after the label (a count, 'New'); part of the tab's name. */
  badge?: ReactNode;
}

/** How a tab was chosen: URL tabs keep one history entry per click, not per arrow key. */
export type TabSelectedBy = 'click' | 'keyboard';

/**
 * WAI-ARIA tabs on Radix's tabs (decision 0036): arrow keys (wrapping), Home and End move between tabs and select
 * them. Only the selected panel is rendered. What stays ours: telling a click from a key press, and keeping the
 * selected tab in view in a strip that scrolls sideways.
 */
export function Tabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
  className,
}: {
  label: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T, by: TabSelectedBy) => void;
  children: (id: T) => ReactNode;
  className?: string;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const by = useRef<TabSelectedBy>('keyboard');
  // Radix asks twice for one press of the mouse (on mousedown, then on the focus it gives): one request is enough.
  const requested = useRef<string | null>(null);

  // On a narrow screen the tab strip scrolls sideways: bring the selected tab into it (a link such as
  // ?tab=forms may select the last one), again when a badge arrives and widens a tab before it. Only the strip
  // scrolls, never the page.
  const badges = tabs.map((tab) => (tab.badge ? '1' : '0')).join('');
  useEffect(() => {
    requested.current = null;
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!list || !tab) return;
    // The tab's place in the strip's scrolled content (offsetLeft counts from the nearest positioned ancestor,
    // not the strip); the strip's own padding stays visible around it.
    const start = tab.getBoundingClientRect().left - list.getBoundingClientRect().left + list.scrollLeft;
    const left = start - 4;
    const right = start + tab.offsetWidth + 4;
    if (left < list.scrollLeft) list.scrollLeft = left;
    else if (right > list.scrollLeft + list.clientWidth) list.scrollLeft = right - list.clientWidth;
  }, [selected, badges]);

  function choose(value: string) {
    const tab = tabs.find((t) => t.id === value);
    if (!tab || value === selected || value === requested.current) return;
    requested.current = value;
    onSelect(tab.id, by.current);
  }

  function userAction(how: TabSelectedBy) {
    by.current = how;
    requested.current = null;
  }

  return (
    <RadixTabs.Root value={selected} onValueChange={choose} className={className}>
      <RadixTabs.List
        ref={listRef}
        aria-label={label}
        onKeyDown={() => userAction('keyboard')}
        className="relative flex gap-1 overflow-x-auto rounded-2xl bg-night-900/5 p-1"
      >
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.id}
            value={tab.id}
            onMouseDown={() => userAction('click')}
            className={cx(
              'inline-flex min-h-11 shrink-0 items-center gap-2 rounded-xl px-4 text-sm font-semibold whitespace-nowrap transition-colors',
              tab.id === selected
                ? 'bg-white text-carnival-800 shadow-sm ring-1 ring-night-900/10'
                : 'text-night-800 hover:bg-white/60',
            )}
          >
            {tab.label}
            {tab.badge}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      <RadixTabs.Content value={selected} className="mt-4 rounded-2xl focus-visible:outline-offset-4">
        {children(selected)}
      </RadixTabs.Content>
    </RadixTabs.Root>
  );
}
