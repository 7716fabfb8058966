import { EmptyState } from '../../../components/ui/empty-state';
import { AdminPage } from '../../admin/admin-page';

/** /admin/staff-forms/{id}/submissions */
export default function AdminApplicationsPage() {
  return (
    <AdminPage
      title="Applications"
      description="Applications received for this position."
      backTo="/admin/staff-forms"
      backLabel="Back to Staff Forms"
    >
      <EmptyState icon="briefcase" title="No applications yet" />
    </AdminPage>
  );
}
