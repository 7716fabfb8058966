import type { Header, Row, Table } from '@tanstack/react-table';
import { flexRender } from '@tanstack/react-table';
import { useEffect, useRef, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { Button } from '../ui/button';
import { Icon } from '../ui/icon';
import type { ListResponse } from '../../../shared/schemas/common';
import { Pagination } from '../listing/pagination';
import type { ListSort } from '../listing/use-list-query';
import { SelectField } from '../ui/select-field';

export const cellClasses = 'px-4 py-3 text-left align-middle';

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

/** A checkbox whose label is for screen readers only: the row (or the header) shows what it selects. */
function SelectCheckbox({
  label,
  checked,
  indeterminate = false,
  onChange,
}: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  // `indeterminate` exists only as a DOM property.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <label className="-m-2 inline-flex cursor-pointer p-2">
      <input
        ref={ref}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="h-5 w-5 rounded border-gray-400 accent-carnival-600"
      />
      <span className="sr-only">{label}</span>
    </label>
  );
}

export function SelectAllCheckbox<T>({ table }: { table: Table<T> }) {
  return (
    <SelectCheckbox
      label="Select all on this page"
      checked={table.getIsAllPageRowsSelected()}
      indeterminate={table.getIsSomePageRowsSelected()}
      onChange={(checked) => table.toggleAllPageRowsSelected(checked)}
    />
  );
}

export function SelectRowCheckbox<T>({ row, label }: { row: Row<T>; label: string }) {
  return (
    <SelectCheckbox
      label={`Select row ${label}`}
      checked={row.getIsSelected()}
      onChange={(checked) => row.toggleSelected(checked)}
    />
  );
}

/** 'N selected' (announced) with the caller's actions for those rows, and a way to clear the selection. */
export function SelectionBar({
  count,
  actions,
  onClear,
}: {
  count: number;
  actions?: ReactNode;
  onClear: () => void;
}) {
  return (
    <div className="flex min-h-11 flex-wrap items-center gap-3">
      <p role="status" className="text-sm font-semibold text-night-900">
        {count > 0 ? `${count} selected` : ''}
      </p>
      {count > 0 ? (
        <>
          {actions}
          <Button variant="ghost" size="sm" onClick={onClear}>
            Clear selection
          </Button>
        </>
      ) : null}
    </div>
  );
}

/** 'Showing 26–50 of 132', the rows-per-page choice, and the page links. */
export function DataTableFooter({
  data,
  list,
}: {
  data: ListResponse<unknown>;
  list: {
    page: number;
    pageHref: (page: number) => string;
    pageSize: number | undefined;
    pageSizes: readonly number[];
    setPageSize: (size: number) => void;
  };
}) {
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
