import { EmptyState } from '../../../components/ui/empty-state';
import { AdminPage } from '../../admin/admin-page';

export default function AdminPositionsPage() {
  return (
    <AdminPage title="Staff Forms" description="Staff positions and the applications they receive.">
      <EmptyState icon="briefcase" title="No positions have been created yet" />
    </AdminPage>
  );
}
