import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { FORM_TYPES } from '../../../../shared/constants';
import type { FormListItem } from '../../../../shared/domains/forms';
import { DataTable } from '../../../components/data-table/data-table';
import { FilterSelect } from '../../../components/listing/filter-select';
import { useListState } from '../../../components/listing/use-list-query';
import { DeleteButton } from '../../../components/manager/item-actions';
import { ActiveBadge } from '../../../components/manager/active-badge';
import { DateTime } from '../../../components/ui/date-time';
import { LinkButton } from '../../../components/ui/link-button';
import { AdminPage } from '../../../components/manager/admin-page';
import { formAdminApi, formListQuery } from './api';
import { formMessages } from '../messages';
import { paths } from '../../../app/paths';

const typeLabel = (type: string) => (type === 'ride' ? 'Ride' : 'Package');

function Actions({ form }: { form: FormListItem }) {
  const queryClient = useQueryClient();
  return (
    <span className="flex flex-wrap gap-1">
      <LinkButton
        size="sm"
        variant="secondary"
        to={paths.adminFormBuilder(form.formType, form.targetId, 'edit')}
        aria-label={`Edit ${form.title}`}
      >
        Edit
      </LinkButton>
      <DeleteButton
        itemName={form.title}
        message={formMessages.deleteConfirm}
        failedMessage={formMessages.deleteFailed}
        onDelete={async () => {
          await formAdminApi(queryClient).delete(form.id);
        }}
      />
    </span>
  );
}

const columns: ColumnDef<FormListItem, any>[] = [
  {
    id: 'title',
    header: 'Form',
    cell: ({ row }) => (
      <span className="flex flex-col">
        <Link
          to={paths.adminFormSubmissions(row.original.id)}
          className="font-semibold text-carnival-700 hover:underline"
          aria-label={`Submissions of ${row.original.title}`}
        >
          {row.original.title}
        </Link>
        {row.original.description ? (
          <span className="line-clamp-2 text-xs text-gray-600">{row.original.description}</span>
        ) : null}
      </span>
    ),
  },
  { id: 'type', header: 'Type', cell: ({ row }) => typeLabel(row.original.formType) },
  { id: 'item', header: 'Item', cell: ({ row }) => row.original.targetTitle ?? '—' },
  { id: 'status', header: 'Status', cell: ({ row }) => <ActiveBadge active={row.original.active} /> },
  { id: 'fields', header: 'Fields', cell: ({ row }) => row.original.fieldCount },
  { id: 'submissions', header: 'Submissions', cell: ({ row }) => row.original.submissionCount },
  {
    id: 'updated',
    header: 'Updated',
    cell: ({ row }) => <DateTime value={row.original.updatedAt} show="date" />,
  },
  { id: 'actions', header: 'Actions', cell: ({ row }) => <Actions form={row.original} /> },
];

/** /admin/forms: every package and ride form, searched (title, description) and filtered by type. */
export default function AdminFormsPage() {
  const list = useListState({ filters: { type: FORM_TYPES } });
  const query = useQuery(formListQuery(list.apiParams));
  return (
    <AdminPage
      title="Forms"
      description="Request forms attached to packages and rides."
      actions={
        <>
          <LinkButton to={paths.adminPackages()} variant="secondary">
            Packages
          </LinkButton>
          <LinkButton to={paths.adminRides()} variant="secondary">
            Rides
          </LinkButton>
        </>
      }
    >
      <title>Forms · Fete</title>
      <DataTable
        caption="Forms"
        captionHidden
        columns={columns}
        query={query}
        list={list}
        loadingLabel="Loading forms..."
        emptyTitle="No forms found"
        errorFallback={formMessages.loadFormsFailed}
        search={{ label: 'Search forms', placeholder: 'Title or description' }}
        toolbar={
          <FilterSelect
            list={list}
            name="type"
            label="Type"
            placeholder="All"
            options={[
              { value: 'package', label: 'Packages' },
              { value: 'ride', label: 'Rides' },
            ]}
          />
        }
      />
    </AdminPage>
  );
}
