import { ComingSoon } from '../../../components/ui/coming-soon';
import { AdminPage } from '../../admin/admin-page';

export default function AdminPositionsPage() {
  return (
    <AdminPage title="Staff Forms" description="Staff positions and the applications they receive.">
      <ComingSoon
        icon="briefcase"
        what="Open staff positions, edit them and see how many applications each received."
      />
    </AdminPage>
  );
}
