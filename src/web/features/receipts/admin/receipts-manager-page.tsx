import { ComingSoon } from '../../../components/ui/coming-soon';
import { AdminPage } from '../../admin/admin-page';

export default function AdminReceiptsPage() {
  return (
    <AdminPage title="Receipts" description="Members' receipts and payment records.">
      <ComingSoon
        icon="receipt"
        what="Create, edit and copy members’ receipts with their items and payment schedules."
      />
    </AdminPage>
  );
}
