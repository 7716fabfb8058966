import { useEffect, useLayoutEffect, useRef } from 'react';
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
      <WholeLayoutAfterFirstPage />
      <ScrollRestoration />
    </>
  );
}

/**
 * A document's first page skips the layout of what is below its first screen until it nears the viewport
 * (`skip-offscreen-padded`, styles.css; decision 0071), each such block taking an estimated height meanwhile. A scroll
 * position restored over estimated heights would land elsewhere: from the first move to another page, and from the
 * start when this load restores one (a reload, back or forward from another site), every block is laid out whole.
 * Before `ScrollRestoration`, whose layout effect scrolls: a sibling's layout effects run first.
 */
function WholeLayoutAfterFirstPage() {
  const { key } = useLocation();
  const firstKey = useRef(key);
  useLayoutEffect(() => {
    const [load] = (performance.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
    if (key !== firstKey.current || (load && load.type !== 'navigate'))
      document.documentElement.dataset.layout = 'whole';
  }, [key]);
  return null;
}

/**
 * Shown while the first page's code loads: the same first screen index.html painted before the scripts ran, so
 * React takes over without a change on screen (BootShell).
 */
export function AppLoading() {
  return <BootShell />;
}
