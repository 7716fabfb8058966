import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createBrowserRouter, RouterProvider, useLocation } from 'react-router';
import { onTestFinished } from 'vitest';

/** Where a link or a navigation led, for pages the test does not render. */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p>Left for {pathname + search}</p>;
}

/**
 * Renders one page as the app does: a browser router on jsdom's address (the list state reads and writes
 * `window.location`, as in the browser) and a QueryClient with the app's defaults (app.tsx), except that a
 * failed query is not retried, so its error shows at once. Talk to it through `fakeApi()`.
 */
export function renderPage(url: string, route: { path: string; element: ReactNode }) {
  window.history.replaceState(null, '', url);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false } },
  });
  const router = createBrowserRouter([route, { path: '*', element: <Elsewhere /> }]);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  onTestFinished(() => {
    router.dispose();
    queryClient.clear();
  });
  return { ...view, router, queryClient, user: userEvent.setup() };
}
