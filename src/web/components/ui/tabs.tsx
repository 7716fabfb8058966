import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../../lib/cx';

export interface TabItem<T extends string> {
  id: T;
  label: string;
  /** Extra text after the label (a count, 'New'); part of the tab's name. */
  badge?: ReactNode;
}

/** How a tab was chosen: URL tabs keep one history entry per click, not per arrow key. */
export type TabSelectedBy = 'click' | 'keyboard';

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs and select them. */
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
  const base = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (id: T) => `${base}-tab-${id}`;
  const panelId = (id: T) => `${base}-panel-${id}`;

  // On a narrow screen the tab strip scrolls sideways: bring the selected tab into it (a link such as
  // ?tab=forms may select the last one). Only the strip scrolls, never the page.
  useEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!list || !tab) return;
    // The strip's own padding stays visible around the tab.
    const left = tab.offsetLeft - 4;
    const right = tab.offsetLeft + tab.offsetWidth + 4;
    if (left < list.scrollLeft) list.scrollLeft = left;
    else if (right > list.scrollLeft + list.clientWidth) list.scrollLeft = right - list.clientWidth;
  }, [selected]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const buttons = Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? []);
    const focused = buttons.indexOf(document.activeElement as HTMLElement);
    const index = focused >= 0 ? focused : tabs.findIndex((t) => t.id === selected);
    let next = -1;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next < 0) return;
    event.preventDefault();
    onSelect(tabs[next].id, 'keyboard');
    buttons[next]?.focus();
  }

  return (
    <div className={className}>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="relative flex gap-1 overflow-x-auto rounded-2xl bg-night-900/5 p-1"
      >
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={active}
              aria-controls={panelId(tab.id)}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id, 'click')}
              className={cx(
                'inline-flex min-h-11 shrink-0 items-center gap-2 rounded-xl px-4 text-sm font-semibold whitespace-nowrap transition-colors',
                active
                  ? 'bg-white text-carnival-800 shadow-sm ring-1 ring-night-900/10'
                  : 'text-night-800 hover:bg-white/60',
              )}
            >
              {tab.label}
              {tab.badge}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId(selected)}
        aria-labelledby={tabId(selected)}
        tabIndex={0}
        className="mt-4 rounded-2xl focus-visible:outline-offset-4"
      >
        {children(selected)}
      </div>
    </div>
  );
}
