import { ComingSoon } from '../../components/ui/coming-soon';
import { AdminPage } from '../../components/manager/admin-page';

export default function AdminSiteSettingsPage() {
  return (
    <AdminPage title="Site Settings">
      <ComingSoon icon="settings" what="Site-wide settings are not available yet." />
    </AdminPage>
  );
}
