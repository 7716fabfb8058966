import { EmptyState } from '../../../components/ui/empty-state';
import { AdminPage } from '../../admin/admin-page';

export default function AdminPackagesPage() {
  return (
    <AdminPage
      title="Packages"
      description="The Fete Packages cards members see, and the request forms behind them."
    >
      <EmptyState icon="gift" title="No packages yet" />
    </AdminPage>
  );
}
