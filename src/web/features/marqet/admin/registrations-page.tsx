import { EmptyState } from '../../../components/ui/empty-state';
import { AdminPage } from '../../admin/admin-page';

export default function AdminRegistrationsPage() {
  return (
    <AdminPage
      title="Product Registrations"
      description="Marqet vendor, affiliate and partner registrations to approve, reject or extend."
    >
      <EmptyState icon="store" title="No registrations found" />
    </AdminPage>
  );
}
