import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../lib/auth';
import { FeatureToggle } from './feature-toggle';
import { clientWithSession, renderWithSession } from './listing-testing';

function renderAs(user: Partial<SessionUser> | null, allowed?: boolean) {
  return renderWithSession(
    <FeatureToggle kind="band" id="b1" featured={false} label="Tribe" allowed={allowed} />,
    clientWithSession(user),
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
