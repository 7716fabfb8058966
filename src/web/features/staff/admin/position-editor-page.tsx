import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router';
import { QueryState } from '../../../components/manager/query-state';
import { Card } from '../../../components/ui/card';
import { AdminPage } from '../../../components/manager/admin-page';
import { staffEndpoints as e } from '../../../endpoints/staff';
import { endpointQuery, write } from '../../../lib/client';
import type { AdminPosition } from '../api';
import { staffMessages } from '../messages';
import { PositionForm } from './position-form';
import { paths } from '../../../app/paths';

/**
 * /admin/staff-positions/create and /{id}/edit (admin-back-office.md §2, Position create or edit; the spec's
 * /admin/staff-forms/create, /{id}/create and /{id}/edit redirect here). Only /edit loads a position; create
 * starts empty. Saving returns to /admin/staff-positions.
 */
export default function AdminPositionEditorPage() {
  const editing = useLocation().pathname.endsWith('/edit');
  const { id = '' } = useParams();
  const query = useQuery({
    ...endpointQuery(e.position, { params: { id } }),
    retry: false,
    enabled: editing,
  });
  return (
    <AdminPage
      title={editing ? 'Edit Position' : 'Create New Position'}
      description="Title, description, requirements and salary range of a staff position."
      backTo={paths.adminStaffPositions()}
      backLabel="Back to Staff Forms"
    >
      <title>{`${editing ? 'Edit Position' : 'Create New Position'} · Fete`}</title>
      {editing ? (
        <QueryState
          query={query}
          loadingLabel="Loading position..."
          failedMessage={staffMessages.positionLoadFailed}
        >
          {(position) => <SavePosition position={position} />}
        </QueryState>
      ) : (
        <SavePosition />
      )}
    </AdminPage>
  );
}

function SavePosition({ position }: { position?: AdminPosition }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <Card className="max-w-3xl">
      <PositionForm
        position={position}
        onSubmit={async (body) => {
          if (position) await write(queryClient, e.updatePosition, { params: { id: position.id }, body });
          else await write(queryClient, e.createPosition, { body });
          await navigate(paths.adminStaffPositions());
        }}
      />
    </Card>
  );
}
