import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/errors';
import { apiError, fakeApi } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import VerifyEmailPage from '../accounts/verify-email-page';
import { VERIFY_EMAIL_TITLE, VerifyEmailNotice } from './verify-email-notice';

function renderNotice() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <VerifyEmailNotice email="ana@fete.test" />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('the dashboard note for an unverified address', () => {
  it('says what waits, and the Resend button mails the link again; past 3 an hour the server’s refusal is shown', async () => {
    const api = fakeApi();
    let sent = 0;
    api.on('POST /api/members/me/verification-email', () =>
      ++sent <= 1
        ? { success: true }
        : apiError(429, 'RATE_LIMITED', 'Too many requests. Please try again later.'),
    );
    const user = renderNotice();
    const note = screen.getByRole('alert');
    expect(note).toHaveTextContent(VERIFY_EMAIL_TITLE);
    expect(note).toHaveTextContent('We sent a link to ana@fete.test');
    const resend = screen.getByRole('button', { name: 'Resend verification email' });

    await user.click(resend);
    expect(await screen.findByRole('status')).toHaveTextContent(messages.verification.resent);
    expect(api.requests('POST /api/members/me/verification-email')).toHaveLength(1);

    await user.click(resend);
    expect(await screen.findByText('Too many requests. Please try again later.')).toBeInTheDocument();
    expect(api.requests('POST /api/members/me/verification-email')).toHaveLength(2);
  });
});

describe('VerifyEmailPage', () => {
  const route = { path: '/verify-email', element: <VerifyEmailPage /> };

  it('confirms the address from the link at once and offers the dashboard to a signed-in member', async () => {
    const api = fakeApi();
    let verified = false;
    api.session({
      id: 'u1',
      firstName: 'Ana',
      get emailVerified() {
        return verified;
      },
    });
    api.on('POST /api/members/verify-email', () => {
      verified = true;
      return { success: true };
    });
    renderPage('/verify-email?token=abc.def.ghi', route);
    expect(await screen.findByText(messages.verification.verified)).toBeInTheDocument();
    expect(screen.queryByText('Verifying your email address...')).toBeNull();
    expect(api.requests('POST /api/members/verify-email').map((r) => r.body)).toEqual([
      { token: 'abc.def.ghi' },
    ]);
    expect(await screen.findByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    // The session was asked again, so the dashboard no longer shows the note.
    expect(api.requests('GET /api/auth/get-session').length).toBeGreaterThanOrEqual(2);
  });

  it('says a forged or expired link cannot be used, and a visitor is offered Sign In', async () => {
    const api = fakeApi();
    api.session(null);
    api.on('POST /api/members/verify-email', () =>
      apiError(400, 'VERIFICATION_LINK_INVALID', messages.verification.linkInvalid),
    );
    renderPage('/verify-email?token=forged', route);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.verification.linkInvalid);
    // "…send a new one from your dashboard.": the dashboard, where the Resend button is, is a link.
    expect(within(alert).getByRole('link', { name: 'from your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
  });

  it('a link without its token is refused without asking the server', async () => {
    const api = fakeApi();
    api.session(null);
    renderPage('/verify-email', route);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.verification.linkInvalid);
    expect(api.requests('POST /api/members/verify-email')).toEqual([]);
  });
});
