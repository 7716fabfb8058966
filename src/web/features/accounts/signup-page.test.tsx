import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/errors';
import SignUpPage from './signup-page';

const IN_USE = 'User already exists. Use another email.';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => vi.unstubAllGlobals());

describe('SignUpPage', () => {
  it('sends the member back to the first step with the e-mail marked when it is already in use', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
      const url = String(input);
      if (url.includes('/api/auth/get-session')) return json(200, null);
      if (url.includes('/api/auth/sign-up/email')) {
        return json(422, { code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', message: IN_USE });
      }
      return json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/signup']}>
          <SignUpPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );

    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.signup.requiredFields);
    await user.type(screen.getByLabelText('First Name'), 'Ana');
    await user.type(screen.getByLabelText('Last Name'), 'Joseph');
    await user.type(screen.getByLabelText('Email'), 'taken@fete.test');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Profile Details' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Territory'), 'Grenada');
    await user.type(screen.getByLabelText('Locality'), "St. George's");
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Choose Membership' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(IN_USE);
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(IN_USE);
    expect(email).toHaveValue('taken@fete.test');
    expect(screen.getByLabelText('First Name')).toHaveValue('Ana');
    // What was sent: the account fields, without the (absent) picture.
    const signUpCall = fetchMock.mock.calls.find(([url]) => String(url).includes('/sign-up/email'));
    const sent = JSON.parse(String(signUpCall?.[1]?.body));
    expect(sent).toMatchObject({ email: 'taken@fete.test', territory: 'Grenada', name: 'Ana Joseph' });
    expect(sent).not.toHaveProperty('avatar');

    // Fixing the e-mail clears its mark; the wizard moves on again.
    await user.clear(email);
    await user.type(email, 'free@fete.test');
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Profile Details' })).toBeInTheDocument();
    expect(screen.getByLabelText('Locality')).toHaveValue("St. George's");
  });
});
