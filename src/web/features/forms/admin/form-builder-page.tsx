import { useLocation, useParams } from 'react-router';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { AdminPage } from '../../admin/admin-page';

/** /admin/forms/{package|ride}/{id}/create and /edit. */
export default function AdminFormBuilderPage() {
  const { type } = useParams();
  const { pathname } = useLocation();
  const editing = pathname.endsWith('/edit');
  const ride = type === 'ride';
  return (
    <AdminPage
      title={editing ? 'Edit Form' : 'Create Form'}
      description={`The request form members fill in for this ${ride ? 'ride package' : 'package'}.`}
      backTo={ride ? '/admin/rides' : '/admin/packages'}
      backLabel={ride ? 'Back to Ride Packages' : 'Back to Packages'}
    >
      <ComingSoon
        icon="clipboard"
        what="Build the request form: its fields, their order and a live preview."
      />
    </AdminPage>
  );
}
