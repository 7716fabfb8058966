import { ComingSoon } from '../../../components/ui/coming-soon';
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
      <ComingSoon
        icon="briefcase"
        what="Read the applications for this position, change their status and export them."
      />
    </AdminPage>
  );
}
