import type { ColumnDef } from '@tanstack/react-table';
import type { ComponentProps, ReactNode } from 'react';
import { DataTable } from '../data-table/data-table';
import { StatusNotices, UnsavedChangesBar, UnsavedMark } from './staged-status-parts';
import type { StagedStatuses, StatusRow } from './use-staged-statuses';

/**
 * The Status column of a staged review: each row's select with its own (screen-reader) label; a change is staged,
 * marked Unsaved, until saved.
 */
export function stagedStatusColumn<T extends StatusRow<S>, S extends string>(
  staging: StagedStatuses<S>,
  {
    statuses,
    statusLabel,
    rowLabel,
    header = 'Status',
  }: {
    statuses: readonly S[];
    statusLabel: (status: S) => string;
    /** The select's accessible name for one row ("Status of Kaia's submission"). */
    rowLabel: (row: T) => string;
    header?: string;
  },
): ColumnDef<T, unknown> {
  return {
    id: 'status',
    header,
    cell: ({ row: { original } }) => (
      <span className="flex flex-wrap items-center gap-2">
        <label className="sr-only" htmlFor={`status-${original.id}`}>
          {rowLabel(original)}
        </label>
        <select
          id={`status-${original.id}`}
          value={staging.statusOf(original)}
          onChange={(e) => staging.stage(original, e.target.value as S)}
          className="min-h-9 rounded-lg border border-gray-300 bg-white px-2 text-sm"
        >
          {statuses.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </select>
        <UnsavedMark show={staging.isStaged(original.id)} />
      </span>
    ),
  };
}

/**
 * A review table whose statuses are staged, then saved together (admin-back-office.md §4): the success message
 * and the refusal, the Unsaved changes bar (Discard, Save Changes), then the DataTable (its columns include
 * `stagedStatusColumn`) with an optional panel beside it (a row's details).
 */
export function StagedStatusTable<T extends StatusRow<S>, S extends string>({
  staging,
  message,
  onSaved,
  aside,
  ...table
}: ComponentProps<typeof DataTable<T>> & {
  staging: StagedStatuses<S>;
  /** The page's success message (useFlash). */
  message: string | null;
  /** Every staged change is saved: the page says so. */
  onSaved: () => void;
  aside?: ReactNode;
}) {
  return (
    <>
      <StatusNotices message={message} error={staging.error} />
      <UnsavedChangesBar staging={staging} onSaved={onSaved} />
      <div className={aside ? 'grid gap-6 lg:grid-cols-[1fr_22rem]' : ''}>
        <DataTable {...table} />
        {aside}
      </div>
    </>
  );
}
