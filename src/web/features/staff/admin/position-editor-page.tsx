import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { PositionCreate } from '../../../../shared/domains/staff';
import { QueryState } from '../../../components/manager/query-state';
import { Card } from '../../../components/ui/card';
import { AdminPage } from '../../../components/manager/admin-page';
import { positionQuery, staffAdminApi } from './api';
import { staffMessages } from '../messages';
import { emptyPosition, PositionForm, positionValues } from './position-form';
import { paths } from '../../../app/paths';

/**
 * /admin/staff-positions/create and /{id}/edit (admin-back-office.md §2, Position create or edit; the spec's
 * /admin/staff-forms/create, /{id}/create and /{id}/edit redirect here). Only /edit loads a position; create
 * starts empty. Saving returns to /admin/staff-positions.
 */
export default function AdminPositionEditorPage() {
  const editing = useLocation().pathname.endsWith('/edit');
  const { id = '' } = useParams();
  return (
    <AdminPage
      title={editing ? 'Edit Position' : 'Create New Position'}
      description="Title, description, requirements and salary range of a staff position."
      backTo={paths.adminStaffPositions()}
      backLabel="Back to Staff Forms"
    >
      <title>{`${editing ? 'Edit Position' : 'Create New Position'} · Fete`}</title>
      {editing ? <EditPosition id={id} /> : <SavePosition />}
    </AdminPage>
  );
}

function SavePosition({
  id,
  defaultValues = emptyPosition,
}: {
  id?: string;
  defaultValues?: typeof emptyPosition;
}) {
  const navigate = useNavigate();
  const staff = staffAdminApi(useQueryClient());
  return (
    <Card className="max-w-3xl">
      <PositionForm
        defaultValues={defaultValues}
        submitLabel={id ? 'Save Changes' : 'Create Position'}
        errorFallback={id ? staffMessages.saveFailed : staffMessages.createFailed}
        onSubmit={async (values: PositionCreate) => {
          if (id) await staff.updatePosition(id, values);
          else await staff.createPosition(values);
          await navigate(paths.adminStaffPositions());
        }}
      />
    </Card>
  );
}

function EditPosition({ id }: { id: string }) {
  const query = useQuery(positionQuery(id));
  return (
    <QueryState
      query={query}
      loadingLabel="Loading position..."
      failedMessage={staffMessages.positionLoadFailed}
    >
      {(position) => <SavePosition id={position.id} defaultValues={positionValues(position)} />}
    </QueryState>
  );
}
