import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '../../lib/cx';
import { Icon } from '../ui/icon';
import { SearchBox } from './search-box';
import type { ListView } from './use-list-query';

const viewIcons: Record<ListView, ReactNode> = {
  grid: <path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />,
  list: <path d="M4 5h4v4H4zM4 15h4v4H4zM11 7h9M11 17h9" />,
};

const toggleClasses = (pressed: boolean) =>
  cx(
    'inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold transition-colors',
    pressed ? 'bg-night-900 text-white shadow-sm' : 'text-night-800 hover:bg-night-900/5',
  );

/** The part of a list's state (useListState) the toolbar reads and writes. */
export interface ToolbarState {
  /** The search in effect (from the address). */
  q: string;
  /** Called with the trimmed text a moment after typing stops, or at once on Enter. */
  setSearch: (value: string) => void;
  view: ListView;
  setView: (view: ListView) => void;
  /** How many filters are set: shown on the Filters button; the reset link shows when above 0. */
  activeFilters: number;
  /** Where 'Reset filters' leads. */
  resetHref: string;
}

/**
 * The bar above a list: a labelled search box, an optional grid/list switch, and a collapsible Filters panel
 * whose 'Reset filters' link appears only while a filter is set.
 */
export function ListToolbar({
  list,
  searchLabel,
  searchPlaceholder,
  viewSwitch = false,
  filters,
  className,
}: {
  list: ToolbarState;
  /** Visible label of the search box, e.g. 'Search events'. */
  searchLabel: string;
  searchPlaceholder?: string;
  /** Show the Grid / List buttons. */
  viewSwitch?: boolean;
  /** The filter controls (selects, date inputs…) shown in the panel. */
  filters?: ReactNode;
  className?: string;
}) {
  const { q: search, setSearch: onSearch, view, setView: onViewChange, activeFilters, resetHref } = list;
  const panelId = useId();
  const [open, setOpen] = useState(activeFilters > 0);

  return (
    <div className={cx('mb-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-night-900/10 sm:p-5', className)}>
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox label={searchLabel} placeholder={searchPlaceholder} value={search} onSearch={onSearch} />
        <div className="flex flex-wrap items-center gap-2">
          {filters ? (
            <button
              type="button"
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setOpen((value) => !value)}
              className={cx(
                'inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold ring-1 ring-inset transition-colors',
                open || activeFilters > 0
                  ? 'bg-sea-50 text-sea-800 ring-sea-600/40'
                  : 'bg-white text-night-900 ring-night-900/20 hover:bg-sunset-50',
              )}
            >
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className="h-5 w-5"
                fill="none"
                stroke="currentColor"
                strokeWidth={1.8}
                strokeLinecap="round"
              >
                <path d="M4 6h16M7 12h10M10 18h4" />
              </svg>
              Filters
              {activeFilters > 0 ? (
                <span className="rounded-full bg-sea-700 px-2 py-0.5 text-xs text-white">
                  {activeFilters}
                  <span className="sr-only"> active</span>
                </span>
              ) : null}
              <Icon name="chevronDown" className={cx('h-4 w-4 transition-transform', open && 'rotate-180')} />
            </button>
          ) : null}
          {viewSwitch ? (
            <div role="group" aria-label="View" className="inline-flex rounded-full bg-night-900/5 p-1">
              {(['grid', 'list'] as const).map((option) => (
                <button
                  key={option}
                  type="button"
                  aria-pressed={view === option}
                  aria-label={option === 'grid' ? 'Grid view' : 'List view'}
                  onClick={() => onViewChange(option)}
                  className={toggleClasses(view === option)}
                >
                  <svg
                    viewBox="0 0 24 24"
                    aria-hidden="true"
                    className="h-4 w-4"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth={1.8}
                    strokeLinejoin="round"
                    strokeLinecap="round"
                  >
                    {viewIcons[option]}
                  </svg>
                  <span aria-hidden="true">{option === 'grid' ? 'Grid' : 'List'}</span>
                </button>
              ))}
            </div>
          ) : null}
          {activeFilters > 0 ? (
            <Link
              to={resetHref}
              preventScrollReset
              className="rounded px-2 py-2 text-sm font-semibold text-carnival-700 underline underline-offset-4 hover:text-carnival-800"
            >
              Reset filters
            </Link>
          ) : null}
        </div>
      </div>
      {filters ? (
        <div
          id={panelId}
          hidden={!open}
          className="mt-4 grid gap-4 border-t border-night-900/10 pt-4 sm:grid-cols-2 lg:grid-cols-4"
        >
          {filters}
        </div>
      ) : null}
    </div>
  );
}
