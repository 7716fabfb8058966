import { Navigate, Outlet, useLocation } from 'react-router';
import { RetryAlert } from '../components/ui/retry-alert';
import { Container } from '../components/ui/container';
import { Spinner } from '../components/ui/spinner';
import { useSession } from '../lib/auth';
import { paths } from './paths';

/** Member-only pages: visitors go to /signin?returnTo=<this page>. The server enforces the same. */
export function RequireMember() {
  const { user, isPending, isError, refetch } = useSession();
  const location = useLocation();
  if (isPending) return <Spinner label="Loading..." />;
  if (isError) {
    return (
      <Container width="md" className="py-10">
        <RetryAlert title="We could not check your session" onRetry={refetch}>
          Please check your connection and try again.
        </RetryAlert>
      </Container>
    );
  }
  if (!user) {
    return <Navigate to={paths.signin({ returnTo: location.pathname + location.search })} replace />;
  }
  return <Outlet />;
}
