import { ComingSoon } from '../../../components/ui/coming-soon';
import { AdminPage } from '../../admin/admin-page';

export default function AdminRidesPage() {
  return (
    <AdminPage
      title="Ride Packages"
      description="The Fete Rides cards members see, and the request forms behind them."
    >
      <ComingSoon
        icon="car"
        what="Add, order and edit the Fete Rides cards and attach their request forms."
      />
    </AdminPage>
  );
}
