import { ComingSoon } from '../../../components/ui/coming-soon';
import { AdminPage } from '../../admin/admin-page';

export default function AdminRegistrationsPage() {
  return (
    <AdminPage
      title="Product Registrations"
      description="Marqet vendor, affiliate and partner registrations to approve, reject or extend."
    >
      <ComingSoon icon="store" what="Review Marqet vendor registrations: approve, reject or extend them." />
    </AdminPage>
  );
}
