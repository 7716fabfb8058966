import { Navigate, Outlet, useLocation } from 'react-router';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Container } from '../components/ui/container';
import { Spinner } from '../components/ui/spinner';
import { useSession } from '../lib/auth';

/** Member-only pages: visitors go to /signin?returnTo=<this page>. The server enforces the same. */
export function RequireMember() {
  const { user, isPending, isError, refetch } = useSession();
  const location = useLocation();
  if (isPending) return <Spinner label="Loading..." />;
  if (isError) {
    return (
      <Container width="md" className="py-10">
        <Alert
          tone="error"
          title="We could not check your session"
          action={
            <Button variant="secondary" size="sm" onClick={() => void refetch()}>
              Try Again
            </Button>
          }
        >
          Please check your connection and try again.
        </Alert>
      </Container>
    );
  }
  if (!user) {
    const returnTo = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/signin?returnTo=${returnTo}`} replace />;
  }
  return <Outlet />;
}
