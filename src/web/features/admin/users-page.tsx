import { EmptyState } from '../../components/ui/empty-state';
import { AdminPage } from './admin-page';

export default function AdminUsersPage() {
  return (
    <AdminPage title="Users">
      <EmptyState
        icon="users"
        title="Coming Soon"
        description="Managing member accounts is not available yet."
      />
    </AdminPage>
  );
}
