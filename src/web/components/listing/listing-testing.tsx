/** For the test files of the listing kit's buttons (heart, star): render one with a known session. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { sessionQueryKey, type SessionUser } from '../../lib/auth';

/** A signed-in member (not an administrator). */
export const MEMBER = { id: 'm1', role: 'user', name: 'Kaia Baptiste' } as const;

/**
 * A QueryClient whose session is already known (`null`: a visitor), so no request is made for it; nothing
 * else is fetched or retried: a test may put reads in it and see whether a write made them stale.
 */
export function clientWithSession(session: Partial<SessionUser> | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  queryClient.setQueryData(sessionQueryKey, session);
  return queryClient;
}

/** Renders `ui` inside a router and `queryClient` (default: a member's session). */
export function renderWithSession(ui: ReactElement, queryClient = clientWithSession(MEMBER)) {
  const view = render(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </MemoryRouter>,
  );
  return { ...view, queryClient, user: userEvent.setup() };
}
