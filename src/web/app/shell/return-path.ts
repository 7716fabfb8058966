import { useLocation } from 'react-router';
import { paths } from '../paths';

/** Where signing in or up from this page brings the member back: the page itself (none from the home page). */
export function useReturnPath(): string | undefined {
  const location = useLocation();
  return location.pathname === paths.home() ? undefined : location.pathname + location.search;
}
