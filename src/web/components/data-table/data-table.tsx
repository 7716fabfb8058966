import type { UseQueryResult } from '@tanstack/react-query';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useId, type ReactNode } from 'react';
import type { ListResponse } from '../../../shared/schemas/common';
import { errorMessage } from '../../lib/api';
import { cx } from '../../lib/cx';
import type { useListState } from '../listing/use-list-query';
import { RetryAlert } from '../ui/retry-alert';
import { EmptyState } from '../ui/empty-state';
import { Spinner } from '../ui/spinner';
import { cellClasses, DataTableFooter, FirstPageLink, HeaderCell, SearchRow } from './data-table-parts';

/** The part of `useListState({ sorts, defaultSort, pageSizes, … })` a table reads and writes. */
export type TableListState = Pick<
  ReturnType<typeof useListState<string>>,
  | 'q'
  | 'setSearch'
  | 'page'
  | 'pageHref'
  | 'sort'
  | 'sorts'
  | 'setSort'
  | 'pageSize'
  | 'pageSizes'
  | 'setPageSize'
>;

/**
 * A server-side table: the caller's columns over one page of `{ items, total, page, pageSize }` from a
 * TanStack Query. Search, order, page and rows per page live in the address (useListState), so the server does
 * the work and a link reproduces the view. A real <table> with a caption; sortable headers are buttons with
 * `aria-sort` on their `th`. The first load shows
 * a spinner in a busy table, a failure the error alert with Try Again, and no rows the caller's empty text.
 * Rows are keyed by their `id`.
 */
export function DataTable<T extends { id: string }>({
  caption,
  captionHidden = false,
  columns,
  query,
  list,
  loadingLabel,
  emptyTitle,
  errorFallback,
  search,
  toolbar,
}: {
  caption: string;
  /** Keep the caption for screen readers only (a heading above already says it). */
  captionHidden?: boolean;
  columns: ColumnDef<T, any>[];
  query: UseQueryResult<ListResponse<T>>;
  list: TableListState;
  loadingLabel: string;
  /** The table's own words ('No events found'): there is no generic text. */
  emptyTitle: string;
  /** Shown when the server gave no message of its own. */
  errorFallback: string;
  search?: { label: string; placeholder?: string };
  /** Filters beside the search box (FilterSelect bound to the same list), shown with it. */
  toolbar?: ReactNode;
}) {
  const captionId = useId();
  const data = query.data;
  const rows = data?.items ?? [];

  // The table object is mutable by design (TanStack Table); nothing here memoizes on it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: (row) => row.id,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    rowCount: data?.total ?? 0,
  });

  const busy = query.isPending || (query.isPlaceholderData && query.isFetching);
  const showEmpty = !query.isPending && data && rows.length === 0;

  return (
    <div className="flex flex-col gap-4">
      {search ? (
        <SearchRow search={search} list={list}>
          {toolbar}
        </SearchRow>
      ) : null}
      {query.isError && !data ? (
        // admin-back-office.md §2: "A failed load shows an error box titled Error with the message."
        <RetryAlert title="Error" onRetry={query.refetch}>
          {errorMessage(query.error, errorFallback)}
        </RetryAlert>
      ) : showEmpty ? (
        <EmptyState title={emptyTitle} action={list.page > 1 ? <FirstPageLink list={list} /> : undefined} />
      ) : (
        // A wide table scrolls inside its own box; the box takes focus so the keyboard can scroll it too.
        <div
          role="region"
          aria-labelledby={captionId}
          tabIndex={0}
          className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-night-900/10"
        >
          <table
            aria-busy={busy || undefined}
            className={cx('w-full border-collapse text-sm transition-opacity', busy && data && 'opacity-60')}
          >
            <caption
              id={captionId}
              className={cx(
                captionHidden
                  ? 'sr-only'
                  : 'px-4 pt-4 text-left font-display text-lg font-bold text-night-900',
              )}
            >
              {caption}
            </caption>
            <thead className="border-b border-night-900/10 bg-night-900/[0.03]">
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => (
                    <HeaderCell
                      key={header.id}
                      header={header}
                      sort={list.sort}
                      sortable={list.sorts.includes(header.column.id)}
                      onSort={list.setSort}
                    />
                  ))}
                </tr>
              ))}
            </thead>
            <tbody>
              {query.isPending ? (
                <tr>
                  <td colSpan={columns.length}>
                    <Spinner label={loadingLabel} />
                  </td>
                </tr>
              ) : (
                table.getRowModel().rows.map((row) => (
                  <tr key={row.id} className="border-b border-night-900/5 last:border-0">
                    {row.getVisibleCells().map((cell) => (
                      <td key={cell.id} className={cellClasses}>
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    ))}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
      {data ? <DataTableFooter data={data} list={list} /> : null}
    </div>
  );
}
