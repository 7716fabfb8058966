import { ComingSoon } from '../../../components/ui/coming-soon';
import { AdminPage } from '../../admin/admin-page';

export default function AdminPackagesPage() {
  return (
    <AdminPage
      title="Packages"
      description="The Fete Packages cards members see, and the request forms behind them."
    >
      <ComingSoon
        icon="gift"
        what="Add, order and edit the Fete Packages cards and attach their request forms."
      />
    </AdminPage>
  );
}
