import { EmptyState } from '../../../components/ui/empty-state';
import { AdminPage } from '../../admin/admin-page';

/** /admin/forms/{id}/submissions */
export default function AdminFormSubmissionsPage() {
  return (
    <AdminPage
      title="Form Submissions"
      description="Answers members sent with this form, and their status."
      backTo="/admin/forms"
      backLabel="Back to Forms"
    >
      <EmptyState icon="clipboard" title="No submissions yet" />
    </AdminPage>
  );
}
