import type { ReactNode } from 'react';
import type { ListParams, ListSort } from '../listing/use-list-query';

/** The part of `useListState({ sorts, defaultSort, pageSizes, … })` a table reads and writes. */
export interface TableListState {
  q: string;
  setSearch: (value: string) => void;
  page: number;
  pageHref: (page: number) => string;
  sort: ListSort | null;
  sorts: readonly string[];
  setSort: (sort: ListSort) => void;
  pageSize: number | undefined;
  pageSizes: readonly number[];
  setPageSize: (size: number) => void;
  /** What the query was asked with: a new search, order, page or filter starts a new selection. */
  apiParams: ListParams;
}

export interface DataTableSelection<T> {
  /** Names the row in its checkbox: 'Select row <label>'. */
  rowLabel: (row: T) => string;
  /** Buttons acting on the selected rows (e.g. Delete selected), shown while some are selected. */
  actions?: (selected: T[], clear: () => void) => ReactNode;
}
