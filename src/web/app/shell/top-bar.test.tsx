import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import { TopBar } from './top-bar';

function renderTopBarAt(url: string) {
  const api = fakeApi();
  api.session(null);
  return renderPage(url, {
    path: '*',
    element: (
      <TopBar
        bare={false}
        drawerId="drawer"
        drawerOpen={false}
        onOpenDrawer={() => {}}
        menuButtonRef={createRef()}
      />
    ),
  });
}

describe('TopBar for a visitor', () => {
  it('keeps the page in Sign Up as in Sign In, so signing up brings the visitor back (issue #23, item 17)', async () => {
    renderTopBarAt('/fete-guide?category=Party');
    const signIn = await screen.findByRole('link', { name: 'Sign In' });
    const signUp = screen.getByRole('link', { name: 'Sign Up' });
    expect(signIn).toHaveAttribute('href', '/signin?returnTo=%2Ffete-guide%3Fcategory%3DParty');
    expect(signUp).toHaveAttribute('href', '/signup?returnTo=%2Ffete-guide%3Fcategory%3DParty');
  });

  it('adds no return path on the home page', async () => {
    renderTopBarAt('/');
    expect(await screen.findByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  });
});
