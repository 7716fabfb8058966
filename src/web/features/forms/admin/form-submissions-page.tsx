import { ComingSoon } from '../../../components/ui/coming-soon';
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
      <ComingSoon
        icon="clipboard"
        what="See what members sent with this form, set each submission’s status and export them."
      />
    </AdminPage>
  );
}
