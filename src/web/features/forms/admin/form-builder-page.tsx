import { useLocation, useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
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
      <EmptyState icon="clipboard" title="This form has no fields yet" />
    </AdminPage>
  );
}
