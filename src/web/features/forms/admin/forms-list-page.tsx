import { EmptyState } from '../../../components/ui/empty-state';
import { AdminPage } from '../../admin/admin-page';

export default function AdminFormsPage() {
  return (
    <AdminPage title="Forms" description="Request forms attached to packages and rides.">
      <EmptyState icon="clipboard" title="No forms found" />
    </AdminPage>
  );
}
