import { Link } from 'react-router';
import { ActiveBadge } from '../../../components/manager/active-badge';
import { defineResource, ResourcePage } from '../../../components/manager/resource-page';
import { DateTime } from '../../../components/ui/date-time';
import { LinkButton } from '../../../components/ui/link-button';
import { staffEndpoints as e } from '../../../endpoints/staff';
import { staffMessages as t } from '../messages';
import { PositionForm } from './position-form';
import { paths } from '../../../app/paths';

const applicationsText = (count: number) => (count === 1 ? '1 application' : `${count} applications`);

/**
 * /admin/staff-positions (admin-back-office.md §2, Staff positions list; the spec's /admin/staff-forms): a table
 * whose Edit opens the position's own page (position-editor-page.tsx).
 */
const positions = defineResource({
  // Activate and Deactivate save the position with its new flag.
  endpoints: {
    list: e.positions,
    create: e.createPosition,
    setActive: e.updatePosition,
    remove: e.deletePosition,
  },
  texts: {
    title: 'Staff Forms',
    description: 'Staff positions and the applications they receive.',
    add: 'Add New Position',
    addTitle: 'Create New Position',
    loading: 'Loading positions...',
    loadFailed: t.adminPositionsLoadFailed,
    empty: t.noPositionsYet,
    noMatch: t.noPositionsMatch,
    updateFailed: t.updateFailed,
    deleteFailed: t.deleteFailed,
    confirmDelete: t.deleteConfirm,
  },
  icon: 'briefcase',
  documentTitle: 'Staff Forms · Fete',
  search: { label: 'Search positions', placeholder: 'Title, description or salary range' },
  name: (position) => position.title,
  table: {
    caption: 'Staff positions',
    columns: [
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
    ],
  },
  actions: [
    (position) => (
      <LinkButton
        size="sm"
        variant="secondary"
        to={paths.adminStaffPositionEdit(position.id)}
        aria-label={`Edit ${position.title}`}
      >
        Edit
      </LinkButton>
    ),
    'activate',
    'delete',
  ],
  addForm: ({ save, close }) => <PositionForm onCancel={close} onSubmit={save} />,
});

export default function AdminPositionsPage() {
  return <ResourcePage resource={positions} />;
}
