import { EmptyState } from '../../../components/ui/empty-state';
import { AdminPage } from '../../admin/admin-page';

export default function AdminEventsPage() {
  return (
    <AdminPage title="Events" description="Events on the Fete Guide and Fete Travel.">
      <EmptyState icon="calendar" title="No events found" />
    </AdminPage>
  );
}
