import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import { useListState } from '../../../components/listing/use-list-query';
import { ActiveBadge } from '../../../components/manager/active-badge';
import { AddPanel } from '../../../components/manager/add-panel';
import { ActiveToggle, DeleteButton } from '../../../components/manager/item-actions';
import { DateTime } from '../../../components/ui/date-time';
import { LinkButton } from '../../../components/ui/link-button';
import { AdminPage } from '../../../components/manager/admin-page';
import type { AdminPosition } from '../api';
import { staffMessages } from '../messages';
import { positionListQuery, staffAdminApi } from './api';
import { emptyPosition, PositionForm } from './position-form';
import { paths } from '../../../app/paths';

const applicationsText = (count: number) => (count === 1 ? '1 application' : `${count} applications`);

function Actions({ position }: { position: AdminPosition }) {
  const staff = staffAdminApi(useQueryClient());
  return (
    <span className="flex flex-wrap items-start gap-1">
      <LinkButton
        size="sm"
        variant="secondary"
        to={paths.adminStaffPositionEdit(position.id)}
        aria-label={`Edit ${position.title}`}
      >
        Edit
      </LinkButton>
      <ActiveToggle
        active={position.active}
        itemName={position.title}
        failedMessage={staffMessages.updateFailed}
        onToggle={async (active) => {
          await staff.updatePosition(position.id, { active });
        }}
      />
      <DeleteButton
        itemName={position.title}
        message={staffMessages.deleteConfirm}
        failedMessage={staffMessages.deleteFailed}
        onDelete={async () => {
          await staff.deletePosition(position.id);
        }}
      />
    </span>
  );
}

const columns: ColumnDef<AdminPosition, any>[] = [
  {
    id: 'position',
    header: 'Position',
    cell: ({ row }) => (
      <span className="flex flex-col">
        <span className="font-semibold text-night-900">{row.original.title}</span>
        <span className="line-clamp-2 text-xs text-gray-600">{row.original.description}</span>
      </span>
    ),
  },
  { id: 'salary', header: 'Salary Range', cell: ({ row }) => row.original.salaryRange },
  { id: 'status', header: 'Status', cell: ({ row }) => <ActiveBadge active={row.original.active} /> },
  {
    id: 'applications',
    header: 'Applications',
    cell: ({ row }) => (
      <Link
        to={paths.adminStaffApplications(row.original.id)}
        className="font-semibold text-carnival-700 hover:underline"
        aria-label={`${applicationsText(row.original.applicationCount)} for ${row.original.title}`}
      >
        {row.original.applicationCount}
      </Link>
    ),
  },
  {
    id: 'created',
    header: 'Created',
    cell: ({ row }) => <DateTime value={row.original.createdAt} show="date" />,
  },
  { id: 'actions', header: 'Actions', cell: ({ row }) => <Actions position={row.original} /> },
];

/** /admin/staff-positions (admin-back-office.md §2, Staff positions list; the spec's /admin/staff-forms). */
export default function AdminPositionsPage() {
  const list = useListState({ filters: {} });
  const query = useQuery(positionListQuery(list.apiParams));
  const staff = staffAdminApi(useQueryClient());
  return (
    <AdminPage title="Staff Forms" description="Staff positions and the applications they receive.">
      <title>Staff Forms · Fete</title>
      <AddPanel label="Add New Position" title="Create New Position">
        {(close) => (
          <PositionForm
            defaultValues={emptyPosition}
            submitLabel="Create Position"
            errorFallback={staffMessages.createFailed}
            onCancel={close}
            onSubmit={async (values) => {
              await staff.createPosition(values);
              close();
            }}
          />
        )}
      </AddPanel>
      <DataTable
        caption="Staff positions"
        captionHidden
        columns={columns}
        query={query}
        list={list}
        getRowId={(p) => p.id}
        loadingLabel="Loading positions..."
        emptyTitle={list.q ? staffMessages.noPositionsMatch : staffMessages.noPositionsYet}
        errorFallback={staffMessages.adminPositionsLoadFailed}
        search={{ label: 'Search positions', placeholder: 'Title, description or salary range' }}
      />
    </AdminPage>
  );
}
