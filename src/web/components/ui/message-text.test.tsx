import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorCatalogue } from '../../../shared/errors';
import FeteNationPage from '../../features/members/fete-nation-page';
import { ApiError } from '../../lib/api';
import { apiError, fakeApi } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import { FormTextField } from '../form/fields';
import { Form } from '../form/form';
import { SubmitButton } from '../form/submit-button';
import { Alert } from './alert';
import { Field } from './field';

const notVerified = errorCatalogue.EMAIL_NOT_VERIFIED.message;

/** The refusal shown word for word, with "from your dashboard" a link to the dashboard. */
function expectDashboardLink(box: HTMLElement, text: string = notVerified) {
  expect(box).toHaveTextContent(text);
  const links = Array.from(box.querySelectorAll('a'));
  expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['from your dashboard', '/dashboard'],
  ]);
}

describe('a refusal that names the dashboard', () => {
  it('links it where a failed load is shown: an unverified member opening Fete Nation', async () => {
    const api = fakeApi();
    api.session({ id: 'u1', firstName: 'Ana', emailVerified: false });
    api.on('GET /api/members/directory', () => apiError(403, 'EMAIL_NOT_VERIFIED', notVerified));
    renderPage('/fete-nation', { path: '/fete-nation', element: <FeteNationPage /> });
    const alert = await screen.findByRole('alert');
    expectDashboardLink(alert);
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeVisible();
  });

  it('links it in the form kit’s alert and under a field (an upload refused)', async () => {
    render(
      <MemoryRouter>
        <Form
          schema={z.object({ name: z.string() })}
          defaultValues={{ name: 'Ana' }}
          onSubmit={() => {
            throw new ApiError(403, 'EMAIL_NOT_VERIFIED', notVerified);
          }}
          errorFallback="Failed to save"
        >
          <FormTextField label="Name" name="name" />
          <SubmitButton>Save</SubmitButton>
        </Form>
        <Field label="Picture" error={notVerified}>
          {(control) => <input {...control} type="file" />}
        </Field>
      </MemoryRouter>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expectDashboardLink(await screen.findByRole('alert'));
    const picture = screen.getByLabelText('Picture');
    // The field's error, which describes the input.
    expectDashboardLink(document.getElementById(picture.getAttribute('aria-describedby')!)!);
  });

  it('keeps the words where they join other text, and leaves every other message plain', () => {
    render(
      <MemoryRouter>
        <Alert tone="error">{`Failed to upload: ${notVerified}`}</Alert>
        <Alert tone="info">Please sign in to continue</Alert>
      </MemoryRouter>,
    );
    expectDashboardLink(screen.getByRole('alert'), `Failed to upload: ${notVerified}`);
    expect(screen.getByRole('status')).toHaveTextContent(/^Please sign in to continue$/);
    expect(within(screen.getByRole('status')).queryByRole('link')).toBeNull();
  });
});
