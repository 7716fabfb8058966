import type { Header } from '@tanstack/react-table';
import { flexRender } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { Icon } from '../ui/icon';
import type { ListResponse } from '../../../shared/schemas/common';
import { Pagination } from '../listing/pagination';
import { SearchBox } from '../listing/search-box';
import type { ListSort } from '../listing/use-list-query';
import { LinkButton } from '../ui/link-button';
import { SelectField } from '../ui/select-field';
import type { TableListState } from './data-table';

export const cellClasses = 'px-4 py-3 text-left align-middle';

/**
 * The row above a back-office list, a table's or a manager's: the search box bound to the address (`list`), then
 * what sits beside it (filters, an export).
 */
export function SearchRow({
  search,
  list,
  className,
  children,
}: {
  search: { label: string; placeholder?: string };
  list: Pick<TableListState, 'q' | 'setSearch'>;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={cx('flex flex-wrap items-end gap-3', className)}>
      <SearchBox
        label={search.label}
        placeholder={search.placeholder}
        value={list.q}
        onSearch={list.setSearch}
      />
      {children}
    </div>
  );
}

/** The way back from a page past the last one (after a delete): the list's first page. */
export function FirstPageLink({ list }: { list: Pick<TableListState, 'pageHref'> }) {
  return (
    <LinkButton to={list.pageHref(1)} variant="secondary">
      Go to page 1
    </LinkButton>
  );
}

/**
 * A column header: a button when the server can order by the column. `aria-sort` sits on the `th` of the
 * column in effect only (the other columns are not "unsorted", just not the order). The first press orders
 * ascending, the next one flips it.
 */
export function HeaderCell<T>({
  header,
  sort,
  sortable,
  onSort,
}: {
  header: Header<T, unknown>;
  sort: ListSort | null;
  sortable: boolean;
  onSort: (next: ListSort) => void;
}) {
  const content = header.isPlaceholder
    ? null
    : flexRender(header.column.columnDef.header, header.getContext());
  const id = header.column.id;
  const active = sort?.id === id ? sort : null;
  return (
    <th
      scope="col"
      aria-sort={active ? (active.desc ? 'descending' : 'ascending') : undefined}
      className={cx(cellClasses, 'font-semibold whitespace-nowrap text-night-900')}
    >
      {sortable ? (
        <button
          type="button"
          onClick={() => onSort({ id, desc: active ? !active.desc : false })}
          className="-mx-2 inline-flex min-h-9 items-center gap-1 rounded-lg px-2 hover:bg-night-900/5"
        >
          {content}
          <Icon
            name="chevronDown"
            className={cx(
              'h-4 w-4 transition-transform',
              active ? 'text-carnival-700' : 'text-gray-400',
              active && !active.desc && 'rotate-180',
            )}
          />
        </button>
      ) : (
        content
      )}
    </th>
  );
}

/** 'Showing 26–50 of 132', the rows-per-page choice, and the page links. */
export function DataTableFooter({ data, list }: { data: ListResponse<unknown>; list: TableListState }) {
  const from = (data.page - 1) * data.pageSize + 1;
  const count = data.items.length;
  return (
    <>
      {data.total > 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p className="text-sm text-gray-700">
            {count === 0
              ? `Showing 0 of ${data.total}`
              : `Showing ${from}–${from + count - 1} of ${data.total}`}
          </p>
          {list.pageSizes.length > 1 ? (
            <SelectField
              label="Rows per page"
              className="w-40"
              value={String(list.pageSize)}
              options={list.pageSizes.map(String)}
              onChange={(event) => list.setPageSize(Number(event.target.value))}
            />
          ) : null}
        </div>
      ) : null}
      <Pagination
        page={list.page}
        pageSize={data.pageSize}
        total={data.total}
        hrefFor={list.pageHref}
        className="mt-2"
      />
    </>
  );
}
