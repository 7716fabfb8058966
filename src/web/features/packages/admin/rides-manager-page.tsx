import { EmptyState } from '../../../components/ui/empty-state';
import { AdminPage } from '../../admin/admin-page';

export default function AdminRidesPage() {
  return (
    <AdminPage
      title="Ride Packages"
      description="The Fete Rides cards members see, and the request forms behind them."
    >
      <EmptyState icon="car" title="No ride packages yet" />
    </AdminPage>
  );
}
