import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { feteIdMessages, type PassVerdict } from '../../../shared/domains/fete-id';
import { fakeApi } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import FeteIdVerifyPage from './fete-id-verify-page';

const member = { name: 'Kaia Baptiste', imageUrl: null };

/* What door staff read for each verdict: the words (never colour alone) and, unless invalid, who holds it. */
describe('the Fete ID pass check', () => {
  it.each<[PassVerdict, string, string]>([
    [{ status: 'valid', member }, feteIdMessages.valid, feteIdMessages.validDetail],
    [{ status: 'expired', member }, feteIdMessages.expired, feteIdMessages.expiredDetail],
    [{ status: 'suspended', member }, feteIdMessages.suspended, feteIdMessages.suspendedDetail],
    [{ status: 'invalid', member: null }, feteIdMessages.invalid, feteIdMessages.invalidDetail],
  ])('%o reads "%s"', async (verdict, title, detail) => {
    const api = fakeApi().on('GET /api/fete-id/verify', () => verdict);
    renderPage('/fete-id/verify?token=AbCdEfGh12345678', {
      path: '/fete-id/verify',
      element: <FeteIdVerifyPage />,
    });
    expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(screen.getByText(detail)).toBeInTheDocument();
    if (verdict.member) expect(screen.getByTestId('pass-holder')).toHaveTextContent(member.name);
    else expect(screen.queryByTestId('pass-holder')).toBeNull();
    expect(api.requests('GET /api/fete-id/verify')[0]!.query.get('token')).toBe('AbCdEfGh12345678');
  });
});
