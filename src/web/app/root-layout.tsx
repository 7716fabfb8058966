import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Spinner } from '../components/ui/spinner';

/** Scroll to top on navigation, restored on back; focus moves to the new page for screen-reader users. */
export function RootLayout() {
  const { pathname } = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first page's code loads. */
export function AppLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label="Loading Fete..." />
    </div>
  );
}
