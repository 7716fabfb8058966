import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INSTALL_DISMISSED_KEY, InstallOffer } from './install-offer';

/** What Chromium fires when the site is installable: prompt() opens its dialog, userChoice tells the answer. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => void window.dispatchEvent(event));
  return event;
}

afterEach(() => localStorage.clear());

describe('InstallOffer (decision 0051)', () => {
  it('offers nothing until the browser says the site is installable', () => {
    render(<InstallOffer />);
    expect(screen.queryByRole('button', { name: 'Install Fete' })).toBeNull();
    const event = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByRole('complementary', { name: 'Install Fete' })).toBeVisible();
    // Not a dialog: the page stays usable and the focus stays where it was.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });

  it('opens the browser’s prompt only from the click, once', async () => {
    render(<InstallOffer />);
    const event = offerInstall('accepted');
    expect(event.prompt).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Install Fete' }));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Install Fete' })).toBeNull();
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBeNull();
  });

  it('remembers "Not now": the next visit’s offer stays hidden', async () => {
    const first = render(<InstallOffer />);
    offerInstall();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('button', { name: 'Install Fete' })).toBeNull();
    first.unmount();
    render(<InstallOffer />);
    offerInstall();
    expect(screen.queryByRole('button', { name: 'Install Fete' })).toBeNull();
  });

  it('remembers a prompt the member dismissed in the browser', async () => {
    render(<InstallOffer />);
    offerInstall('dismissed');
    await userEvent.click(screen.getByRole('button', { name: 'Install Fete' }));
    await vi.waitFor(() => expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).not.toBeNull());
  });
});
