import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { Pagination } from '../listing/pagination';
import { ResultCount } from '../listing/result-count';
import { SearchBox } from '../listing/search-box';
import { Alert } from '../ui/alert';
import { EmptyState } from '../ui/empty-state';
import type { IconName } from '../ui/icon';
import { ManagerGrid } from './manager-card';
import { QueryState } from './query-state';

/** One page of a manager's list, as the server answers it. */
export interface ManagerPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** What the results need of `useListState()`: the search text in the address, and page links. */
export interface ManagerListState {
  q: string;
  setSearch: (value: string) => void;
  pageHref: (page: number) => string;
}

/**
 * The body of a searchable manager page (admin-back-office.md §2): the search box, the success message of the
 * last save (`useFlash`), then the results: spinner, error box titled Error with Try Again, the empty state,
 * or "Showing N things", the grid of cards and the pager. While another page or search loads, the current
 * results stay, dimmed and marked busy. Each item is drawn by `children` (a `ManagerCard`).
 */
export function ManagerResults<T extends { id: string }>({
  query,
  list,
  search,
  notice,
  loadingLabel,
  failedMessage,
  empty,
  noun,
  gridLabel,
  children,
}: {
  query: UseQueryResult<ManagerPage<T>>;
  list: ManagerListState;
  search: { label: string; placeholder: string };
  /** A success message shown above the results, e.g. useFlash's. */
  notice?: string | null;
  loadingLabel: string;
  /** The spec's text for a failed load ("Failed to load products. Please try again later."). */
  failedMessage: string;
  empty: { icon: IconName; title: string };
  /** For the count: "Showing 1 receipt", "Showing 3 receipts". */
  noun: { singular: string; plural: string };
  /** The accessible name of the grid (a region). */
  gridLabel: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SearchBox
          label={search.label}
          placeholder={search.placeholder}
          value={list.q}
          onSearch={list.setSearch}
        />
      </div>
      {notice ? (
        <Alert tone="success" className="mb-4">
          {notice}
        </Alert>
      ) : null}
      <QueryState query={query} loadingLabel={loadingLabel} failedMessage={failedMessage}>
        {(data) => {
          const busy = query.isPlaceholderData && query.isFetching;
          if (data.items.length === 0) return <EmptyState icon={empty.icon} title={empty.title} />;
          return (
            <div aria-busy={busy || undefined} className={cx('flex flex-col gap-4', busy && 'opacity-60')}>
              <ResultCount total={data.total} singular={noun.singular} plural={noun.plural} />
              <ManagerGrid label={gridLabel}>
                {data.items.map((item) => (
                  <Fragment key={item.id}>{children(item)}</Fragment>
                ))}
              </ManagerGrid>
              <Pagination
                page={data.page}
                pageSize={data.pageSize}
                total={data.total}
                hrefFor={list.pageHref}
              />
            </div>
          );
        }}
      </QueryState>
    </>
  );
}
