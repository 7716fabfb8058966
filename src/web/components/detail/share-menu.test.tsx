import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareMenu } from './share-menu';

const PATH = '/events/soca-brunch-0b7c2e4a-1111-4222-8333-944445555666';
const URL_SHARED = `${window.location.origin}${PATH}`;

const open = () =>
  render(
    <MemoryRouter initialEntries={['/events/0b7c2e4a-1111-4222-8333-944445555666']}>
      <ShareMenu path={PATH} title="Soca & Brunch" />
    </MemoryRouter>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'share');
});

describe('ShareMenu', () => {
  it('without the Web Share API: a keyboard menu to copy the canonical link or share it on WhatsApp, X, Facebook', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    open();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Share Soca & Brunch' });
    expect(menu).toBeVisible();
    const encoded = encodeURIComponent(URL_SHARED);
    expect(screen.getByRole('menuitem', { name: /Share on WhatsApp/ })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`Soca & Brunch ${URL_SHARED}`)}`,
    );
    expect(screen.getByRole('menuitem', { name: /Share on X/ }).getAttribute('href')).toContain(
      `url=${encoded}`,
    );
    expect(screen.getByRole('menuitem', { name: /Share on Facebook/ })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
    );
    for (const name of [/WhatsApp/, /Share on X/, /Facebook/])
      expect(screen.getByRole('menuitem', { name })).toHaveAttribute('target', '_blank');
    await user.click(screen.getByRole('menuitem', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(URL_SHARED);
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied');
  });

  it('with the Web Share API: one button opens the system share sheet with the canonical link', async () => {
    const user = userEvent.setup();
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    open();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Soca & Brunch', url: URL_SHARED });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('a press on the menu button drawn before the app knew of the share sheet opens the share sheet', async () => {
    // A server-drawn page (decision 0057): a phone's tap can reach the menu's button while the app takes the
    // page over, before React has drawn the share sheet's button in its place.
    const user = userEvent.setup();
    open();
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Soca & Brunch', url: URL_SHARED });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
