import type { ColumnDef } from '@tanstack/react-table';
import type { ComponentProps, ReactNode } from 'react';
import { DataTable } from '../data-table/data-table';
import { StatusNotices, StatusSelect, UnsavedChangesBar } from './staged-status-parts';
import type { StagedStatuses, StatusRow } from './use-staged-statuses';

/** The Status column of a staged review: each row's select (labelled for its row), staged until saved. */
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
    cell: ({ row }) => (
      <StatusSelect
        id={`status-${row.original.id}`}
        label={rowLabel(row.original)}
        value={staging.statusOf(row.original)}
        statuses={statuses}
        statusLabel={statusLabel}
        staged={staging.isStaged(row.original.id)}
        onChange={(next) => staging.stage(row.original, next)}
      />
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
