import { EmptyState } from '../../../components/ui/empty-state';
import { AdminPage } from '../../admin/admin-page';

export default function AdminRestaurantsPage() {
  return (
    <AdminPage title="Restaurants" description="Fete Eats restaurants.">
      <EmptyState icon="utensils" title="No restaurants found" />
    </AdminPage>
  );
}
