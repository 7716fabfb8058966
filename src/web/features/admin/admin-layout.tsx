import { Navigate, Outlet } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { useSession } from '../../lib/auth';
import { paths } from '../../app/paths';

/** Every /admin page: a spinner while the session loads, then non-administrators go to / (the API refuses them too). */
export default function AdminLayout() {
  const { isPending, isAdmin } = useSession();
  if (isPending) return <Spinner label="Loading..." />;
  if (!isAdmin) return <Navigate to={paths.home()} replace />;
  return <Outlet />;
}
