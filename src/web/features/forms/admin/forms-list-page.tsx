import { ComingSoon } from '../../../components/ui/coming-soon';
import { AdminPage } from '../../admin/admin-page';

export default function AdminFormsPage() {
  return (
    <AdminPage title="Forms" description="Request forms attached to packages and rides.">
      <ComingSoon
        icon="clipboard"
        what="Find the request forms of packages and rides and open their submissions."
      />
    </AdminPage>
  );
}
