import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, type NavigateOptions, type To } from 'react-router';

/**
 * `navigate`, resolving only once the new page is on screen. React Router renders a navigation inside a
 * transition, so `await navigate()` can return while the old page is still mounted; forgetting the member at
 * that moment (sign-out, deleted account) let a member-only page's guard send them to /signin instead.
 * Call it from a component that stays mounted across the navigation (the shell).
 */
export function useNavigateAndWait() {
  const navigate = useNavigate();
  const { key } = useLocation();
  const waiting = useRef<Array<() => void>>([]);

  // Effects run after the commit: the location shown here is the one on screen.
  useEffect(() => {
    const resolvers = waiting.current;
    waiting.current = [];
    for (const resolve of resolvers) resolve();
  }, [key]);

  return useCallback(
    async (to: To, options?: NavigateOptions) => {
      // Every navigation makes a new history entry (a new key), even to the page already shown.
      const shown = new Promise<void>((resolve) => waiting.current.push(resolve));
      await navigate(to, options);
      await shown;
    },
    [navigate],
  );
}
