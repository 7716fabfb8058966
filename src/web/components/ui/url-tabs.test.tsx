import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { UrlTabs } from './url-tabs';

const tabs = [
  { id: 'likes', label: 'Likes' },
  { id: 'receipts', label: 'Receipts' },
  { id: 'forms', label: 'Forms' },
] as const;

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{pathname + search}</output>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        element: (
          <>
            <UrlTabs label="Dashboard" tabs={tabs}>
              {(id) => <p>Panel {id}</p>}
            </UrlTabs>
            <Address />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const tab = (name: string) => screen.getByRole('tab', { name });
const address = () => screen.getByRole('status', { name: 'Address' }).textContent;

describe('UrlTabs', () => {
  it('preselects the tab named in the address', () => {
    renderAt('/dashboard?tab=receipts');
    expect(tab('Receipts')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Receipts' })).toHaveTextContent('Panel receipts');
  });

  it('falls back to the first tab for a missing or unknown value', () => {
    renderAt('/dashboard?tab=nope');
    expect(tab('Likes')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Panel likes')).toBeInTheDocument();
  });

  it('writes a click to the address as a new entry, so Back returns to the tab before', async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard?keep=1');
    await user.click(tab('Forms'));
    expect(address()).toBe('/dashboard?keep=1&tab=forms');
    expect(tab('Forms')).toHaveAttribute('aria-selected', 'true');

    // The first tab is the default: choosing it cleans the address.
    await user.click(tab('Likes'));
    expect(address()).toBe('/dashboard?keep=1');

    await router.navigate(-1);
    expect(await screen.findByText('Panel forms')).toBeInTheDocument();
    expect(tab('Forms')).toHaveAttribute('aria-selected', 'true');
  });

  it('replaces the entry for arrow keys, so Back skips the tabs passed on the way', async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard');
    await user.click(tab('Receipts'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Forms')).toHaveFocus();
    // The roving focus moves on its next task, and the selection follows the focus.
    await waitFor(() => expect(address()).toBe('/dashboard?tab=forms'));
    await router.navigate(-1);
    expect(await screen.findByText('Panel likes')).toBeInTheDocument();
    expect(address()).toBe('/dashboard');
  });
});
