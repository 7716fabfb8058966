import { EmptyState } from '../../../components/ui/empty-state';
import { AdminPage } from '../../admin/admin-page';

export default function AdminReceiptsPage() {
  return (
    <AdminPage title="Receipts" description="Members' receipts and payment records.">
      <EmptyState icon="receipt" title="No receipts found" />
    </AdminPage>
  );
}
