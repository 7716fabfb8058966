import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import type { ListResponse } from '../../../shared/schemas/common';
import { pendingLocation } from '../../lib/pending-navigation';

export type ListView = 'grid' | 'list';

/** Which values a filter accepts: a list of choices, a test, or anything (null). Others read as 'no filter'. */
export type FilterSpec = readonly string[] | ((value: string) => boolean) | null;

export type ListParams = Record<string, string | number | undefined>;

/** A list's order: the column (an id the list accepts) and its direction. In the address: `?sort=name&dir=desc`. */
export interface ListSort {
  id: string;
  desc: boolean;
}

function accepts(spec: FilterSpec, value: string): boolean {
  if (!value) return false;
  if (spec === null) return true;
  return typeof spec === 'function' ? spec(value) : spec.includes(value);
}

function parsePage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function parseSort(sort: string | null, dir: string | null, sorts: readonly string[]): ListSort | null {
  return sort && sorts.includes(sort) ? { id: sort, desc: dir === 'desc' } : null;
}

/**
 * A list's state (search `q`, `page`, `view` and its filters; for tables also `sort`/`dir` and `pageSize`)
 * read from and written to the address, so back/forward, reload and a shared link all show the same list.
 * Values a filter, `sorts` or `pageSizes` do not accept are ignored rather than sent (a hand-edited link never
 * turns into a server error).
 */
export function useListState<K extends string>({
  filters: specs,
  defaultView = 'grid',
  sorts = [],
  defaultSort = null,
  pageSizes = [],
}: {
  filters: Record<K, FilterSpec>;
  defaultView?: ListView;
  /** Column ids the server can order by. */
  sorts?: readonly string[];
  /** The order when the address names none (sent to the server, kept out of the address). */
  defaultSort?: ListSort | null;
  /** Rows-per-page choices; the first is the default. Without them the server's page size applies. */
  pageSizes?: readonly number[];
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const keys = Object.keys(specs) as K[];

  const q = (searchParams.get('q') ?? '').trim();
  const page = parsePage(searchParams.get('page'));
  const rawView = searchParams.get('view');
  const view: ListView = rawView === 'grid' || rawView === 'list' ? rawView : defaultView;
  const filters = Object.fromEntries(
    keys.map((key) => {
      const value = searchParams.get(key) ?? '';
      return [key, accepts(specs[key], value) ? value : ''];
    }),
  ) as Record<K, string>;
  const activeFilters = keys.filter((key) => filters[key] !== '').length;
  const sort = parseSort(searchParams.get('sort'), searchParams.get('dir'), sorts) ?? defaultSort;
  const rawPageSize = Number(searchParams.get('pageSize'));
  const pageSize = pageSizes.includes(rawPageSize) ? rawPageSize : pageSizes[0];

  // What to send to the API: search, page and the filters that are set. A new object each render is fine:
  // TanStack Query compares keys by value.
  const apiParams: ListParams = { page };
  if (q) apiParams.q = q;
  for (const key of keys) if (filters[key]) apiParams[key] = filters[key];
  if (sort) Object.assign(apiParams, { sort: sort.id, dir: sort.desc ? 'desc' : 'asc' });
  if (pageSize) apiParams.pageSize = pageSize;

  const hrefWith = (change: (params: URLSearchParams) => void) => {
    const next = new URLSearchParams(searchParams);
    change(next);
    const qs = next.toString();
    return qs ? `${pathname}?${qs}` : pathname;
  };

  function update(changes: Record<string, string | null>, replace: boolean) {
    // Start from the address as it is now, not as this list last rendered it: the search box commits after a
    // pause, and by then another navigation (Reset filters, a card) may have happened without a re-render
    // yet. Applying the change to the older address would bring the reset filters back, or pull the visitor
    // back to the list from the page they just opened. A navigation still under way (the new page's code
    // loading) counts as done: its address is the one to start from.
    const current = pendingLocation() ?? window.location;
    if (current.pathname !== pathname) return;
    const next = new URLSearchParams(current.search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setSearchParams(next, { replace, preventScrollReset: true });
  }

  return {
    q,
    page,
    view,
    filters,
    /** How many filters are set (search not counted). */
    activeFilters,
    apiParams,
    /** Typing replaces the history entry (no entry per keystroke) and goes back to page 1. */
    setSearch: (value: string) => update({ q: value.trim() || null, page: null }, true),
    setFilter: (key: K, value: string) => update({ [key]: value || null, page: null }, false),
    /** Several filters in one step (one history entry), such as a date and the side of today it is on. */
    setFilters: (values: Partial<Record<K, string>>) => {
      const changes: Record<string, string | null> = { page: null };
      for (const [key, value] of Object.entries(values)) changes[key] = (value as string) || null;
      update(changes, false);
    },
    setView: (next: ListView) => update({ view: next === defaultView ? null : next }, true),
    sort,
    sorts,
    /** A new order starts again from page 1; the default order leaves the address clean. */
    setSort: (next: ListSort) => {
      const isDefault = defaultSort && next.id === defaultSort.id && next.desc === defaultSort.desc;
      update(
        isDefault
          ? { sort: null, dir: null, page: null }
          : { sort: next.id, dir: next.desc ? 'desc' : null, page: null },
        false,
      );
    },
    /** undefined when the list has no rows-per-page choice. */
    pageSize,
    pageSizes,
    setPageSize: (size: number) =>
      update({ pageSize: size === pageSizes[0] ? null : String(size), page: null }, false),
    /** The same list without filters (search and view kept); for the 'Reset filters' link. */
    resetHref: hrefWith((params) => {
      for (const key of keys) params.delete(key);
      params.delete('page');
    }),
    pageHref: (n: number) =>
      hrefWith((params) => {
        if (n > 1) params.set('page', String(n));
        else params.delete('page');
      }),
  };
}

/** useQuery for a list: the previous results stay visible (marked busy) while new ones load. */
export function useListQuery<T, K extends QueryKey = QueryKey>(
  options: UseQueryOptions<ListResponse<T>, Error, ListResponse<T>, K>,
) {
  return useQuery({ ...options, placeholderData: keepPreviousData });
}
