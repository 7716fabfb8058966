import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { BootShell } from './shell/boot-shell';

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

/**
 * Shown while the first page's code loads: the same first screen index.html painted before the scripts ran, so
 * React takes over without a change on screen (BootShell).
 */
export function AppLoading() {
  return <BootShell />;
}
