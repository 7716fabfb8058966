import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { USER_SORTS } from '../../../../shared/domains/member-admin';
import { DataTable } from '../../../components/data-table/data-table';
import { useListState } from '../../../components/listing/use-list-query';
import { DateTime } from '../../../components/ui/date-time';
import { AdminPage } from '../../../components/manager/admin-page';
import { MembershipCell, RoleBadge, StatusBadge } from './user-badges';
import { userListQuery, type AdminUser } from './api';
import { usersMessages as t } from './messages';
import { paths } from '../../../app/paths';

const columns: ColumnDef<AdminUser, any>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: ({ row }) => (
      <Link to={paths.adminUser(row.original.id)} className="font-semibold text-carnival-700 hover:underline">
        {row.original.firstName} {row.original.lastName}
      </Link>
    ),
  },
  {
    id: 'email',
    header: 'Email',
    cell: ({ row }) => <span className="break-all">{row.original.email}</span>,
  },
  { id: 'role', header: 'Role', cell: ({ row }) => <RoleBadge role={row.original.role} /> },
  { id: 'expires', header: 'Membership', cell: ({ row }) => <MembershipCell user={row.original} /> },
  { id: 'status', header: 'Status', cell: ({ row }) => <StatusBadge suspended={row.original.suspended} /> },
  {
    id: 'joined',
    header: 'Joined',
    cell: ({ row }) => <DateTime value={row.original.createdAt} show="date" />,
  },
];

/** /admin/users: every member, searched, sorted and paged by the server; a name opens the member. */
export default function AdminUsersPage() {
  const list = useListState({ filters: {}, sorts: USER_SORTS, pageSizes: [25, 50, 100] });
  const query = useQuery(userListQuery(list.apiParams));
  return (
    <AdminPage title={t.title} description={t.description}>
      <DataTable
        caption="Members"
        captionHidden
        columns={columns}
        query={query}
        list={list}
        loadingLabel={t.loading}
        emptyTitle={t.empty}
        errorFallback={t.loadFailed}
        search={{ label: t.search, placeholder: t.searchPlaceholder }}
      />
    </AdminPage>
  );
}
