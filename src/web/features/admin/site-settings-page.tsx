import { EmptyState } from '../../components/ui/empty-state';
import { AdminPage } from './admin-page';

export default function AdminSiteSettingsPage() {
  return (
    <AdminPage title="Site Settings">
      <EmptyState
        icon="settings"
        title="Coming Soon"
        description="Site-wide settings are not available yet."
      />
    </AdminPage>
  );
}
