import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs, type TabItem, type TabSelectedBy } from './tabs';

/**
 * The selected tab kept in the address (`?tab=receipts`), so a link can open a tab, reload keeps it and Back
 * returns to the tab before. The first tab is the default and leaves the address clean; an unknown value reads
 * as the first tab. A click adds a history entry; arrow keys replace it (no entry per key press).
 */
export function useUrlTab<T extends string>(ids: readonly T[], param = 'tab') {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get(param);
  const selected = ids.find((id) => id === raw) ?? ids[0];

  function select(id: T, by: TabSelectedBy = 'click') {
    if (id === selected) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === ids[0]) next.delete(param);
        else next.set(param, id);
        return next;
      },
      { replace: by === 'keyboard', preventScrollReset: true },
    );
  }

  return [selected, select] as const;
}

/** `<Tabs>` whose selection lives in the address (see useUrlTab). */
export function UrlTabs<T extends string>({
  param = 'tab',
  tabs,
  ...props
}: {
  label: string;
  tabs: readonly TabItem<T>[];
  param?: string;
  children: (id: T) => ReactNode;
  className?: string;
}) {
  const [selected, select] = useUrlTab(
    tabs.map((tab) => tab.id),
    param,
  );
  return <Tabs {...props} tabs={tabs} selected={selected} onSelect={select} />;
}
