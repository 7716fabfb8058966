import { EmptyState } from '../../../components/ui/empty-state';
import { AdminPage } from '../../admin/admin-page';

export default function AdminProvidersPage() {
  return (
    <AdminPage title="Providers" description="Fete Faces make-up and beauty providers.">
      <EmptyState icon="sparkles" title="No providers found" />
    </AdminPage>
  );
}
