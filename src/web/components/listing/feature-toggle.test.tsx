import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sessionQueryKey, type SessionUser } from '../../lib/auth';
import { FeatureToggle } from './feature-toggle';

function renderAs(user: Partial<SessionUser> | null, allowed?: boolean) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The session is known: no request is made for it.
  queryClient.setQueryData(sessionQueryKey, user);
  return render(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <FeatureToggle kind="band" id="b1" featured={false} label="Tribe" allowed={allowed} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('FeatureToggle', () => {
  it("follows the server's can.feature on detail pages, whatever the cached role says", () => {
    renderAs({ id: 'u1', role: 'user' }, true);
    expect(screen.getByRole('button', { name: 'Feature Tribe', pressed: false })).toBeInTheDocument();
  });

  it('hides itself when the server says no, even for a session that looked like an administrator', () => {
    renderAs({ id: 'a1', role: 'admin' }, false);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('falls back to the session role where the answer carries no can (list cards)', () => {
    renderAs({ id: 'a1', role: 'admin' });
    expect(screen.getByRole('button', { name: 'Feature Tribe' })).toBeInTheDocument();
    renderAs(null);
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });
});
