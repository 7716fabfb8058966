import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import type { ListResponse } from '../../../shared/schemas/common';
import { cx } from '../../lib/cx';
import type { TableListState } from '../data-table/data-table';
import { FirstPageLink, SearchRow } from '../data-table/data-table-parts';
import { Pagination } from '../listing/pagination';
import { ResultCount } from '../listing/result-count';
import { Alert } from '../ui/alert';
import { EmptyState } from '../ui/empty-state';
import type { IconName } from '../ui/icon';
import { ManagerGrid } from './manager-card';
import { QueryState } from './query-state';

/** One page of a manager's list, as the server answers it. */
export type ManagerPage<T> = ListResponse<T>;

/** A manager's list: one page of a searched list, or a short list loaded whole (no count, no pager). */
export type ManagerList<T> = ManagerPage<T> | { items: T[]; total?: undefined };

/** What the results need of `useListState()`: the search text in the address, and page links. */
export type ManagerListState = Pick<TableListState, 'q' | 'setSearch' | 'pageHref'>;

/**
 * The body of a manager page (admin-back-office.md §2): the search box (and filters), the success message of
 * the last save (`useFlash`), then the results: spinner, error box titled Error with Try Again, the empty state,
 * or "Showing N things", the grid of cards and the pager. While another page or search loads, the current
 * results stay, dimmed and marked busy. Each item is drawn by `children` (a `ManagerCard`). A list loaded whole
 * (no `search`) has neither search box, count nor pager.
 */
export function ManagerResults<T extends { id: string }>({
  query,
  list,
  search,
  filters,
  notice,
  loadingLabel,
  failedMessage,
  empty,
  pastEnd,
  noun,
  countText,
  gridLabel,
  pagerLabel,
  children,
}: {
  query: UseQueryResult<ManagerList<T>>;
  list?: ManagerListState;
  search?: { label: string; placeholder: string };
  /** Filters beside the search box (`FilterSelect`s). */
  filters?: ReactNode;
  /** A success message shown above the results, e.g. useFlash's. */
  notice?: ReactNode;
  loadingLabel: string;
  /** The spec's text for a failed load ("Failed to load products. Please try again later."). */
  failedMessage: string;
  empty: { icon: IconName; title: string };
  /** A page past the last one (after a delete): this title and a link to page 1, instead of `empty`. */
  pastEnd?: string;
  /** For the count: "Showing 1 receipt", "Showing 3 receipts". Without it (and `countText`), no count. */
  noun?: { singular: string; plural: string };
  /** The count in other words than "Showing N things". */
  countText?: (total: number) => string;
  /** The accessible name of the grid (a region). */
  gridLabel: string;
  /** The pager's accessible name ("Pagination" by default). */
  pagerLabel?: string;
  children: (item: T, index: number, items: T[]) => ReactNode;
}) {
  return (
    <>
      {search && list ? (
        <SearchRow search={search} list={list} className="mb-4">
          {filters}
        </SearchRow>
      ) : null}
      {notice ? (
        <Alert tone="success" className="mb-4">
          {notice}
        </Alert>
      ) : null}
      <QueryState query={query} loadingLabel={loadingLabel} failedMessage={failedMessage}>
        {(data) => {
          const busy = query.isPlaceholderData && query.isFetching;
          if (data.items.length === 0) {
            const past = pastEnd && list && data.total ? list : null;
            return (
              <EmptyState
                icon={empty.icon}
                title={past ? pastEnd : empty.title}
                action={past ? <FirstPageLink list={past} /> : undefined}
              />
            );
          }
          return (
            <div aria-busy={busy || undefined} className={cx('flex flex-col gap-4', busy && 'opacity-60')}>
              {data.total === undefined ? null : countText ? (
                <ResultCount total={data.total} text={countText(data.total)} />
              ) : noun ? (
                <ResultCount total={data.total} singular={noun.singular} plural={noun.plural} />
              ) : null}
              <ManagerGrid label={gridLabel}>
                {data.items.map((item, index) => (
                  <Fragment key={item.id}>{children(item, index, data.items)}</Fragment>
                ))}
              </ManagerGrid>
              {data.total === undefined || !list ? null : (
                <Pagination
                  page={data.page}
                  pageSize={data.pageSize}
                  total={data.total}
                  hrefFor={list.pageHref}
                  label={pagerLabel}
                />
              )}
            </div>
          );
        }}
      </QueryState>
    </>
  );
}
