import { EmptyState } from '../../../components/ui/empty-state';
import { AdminPage } from '../../admin/admin-page';

export default function AdminProductsPage() {
  return (
    <AdminPage title="Products" description="Fete Marqet products and their shop links.">
      <EmptyState icon="bag" title="No products found" />
    </AdminPage>
  );
}
