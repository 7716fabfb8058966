import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  marqetRegistrationSchema,
  type MarqetRegistrationView,
} from '../../../shared/domains/marqet-registration';
import { fakeApi } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import { marqetMessages } from './messages';
import { MyMarqetRegistrations } from './registration-card';

const MEMBER = { id: 'm1', name: 'Kaia Baptiste', role: 'user' };

/** One of the member's registrations as GET /api/me/marqet-registrations answers it (checked against the contract). */
const registration = (
  brandName: string,
  status: MarqetRegistrationView['status'],
  extra: Partial<MarqetRegistrationView> = {},
): MarqetRegistrationView =>
  marqetRegistrationSchema.parse({
    id: crypto.randomUUID(),
    brandName,
    websiteUrl: null,
    contactName: 'Kaia Baptiste',
    email: 'kaia@fete.test',
    phone: '',
    description: '',
    vendorType: 'affiliate',
    placementPreference: ['My Brand'],
    products: [],
    brandImageUrl: null,
    durationMonths: 3,
    paymentMethod: 'PayPal',
    totalPriceCents: 21_000,
    status,
    expirationDate: null,
    expiringSoon: false,
    createdAt: '2026-01-10T14:00:00.000Z',
    updatedAt: '2026-01-10T14:00:00.000Z',
    ...extra,
  });

const card = (brand: string) => screen.getByRole('article', { name: `Fete Marqet registration: ${brand}` });
const open = () =>
  renderPage('/dashboard?tab=marqet', {
    path: '/dashboard',
    element: <MyMarqetRegistrations viewer="m1" />,
  });

describe('the member’s Fete Marqet registrations (dashboard)', () => {
  it('shows each one’s status, expiry and, when it runs out, the way to renew', async () => {
    const api = fakeApi().session(MEMBER);
    api.on('GET /api/me/marqet-registrations', () => ({
      items: [
        registration('Coral Gold', 'approved', {
          expirationDate: '2026-02-20T16:00:00.000Z',
          expiringSoon: true,
        }),
        registration('Mas Feathers', 'pending'),
        registration('Plume House', 'rejected'),
        registration('Road Gold', 'expired', { expirationDate: '2025-12-01T16:00:00.000Z' }),
      ],
    }));
    open();

    const coral = await screen.findByRole('article', { name: 'Fete Marqet registration: Coral Gold' });
    expect(within(coral).getByText('Approved')).toBeInTheDocument();
    expect(within(coral).getByText('Expiring soon')).toBeInTheDocument();
    expect(within(coral).getByText('Expires:').parentElement).toHaveTextContent('Expires: February 20, 2026');
    expect(within(coral).getByRole('link', { name: 'Renew Registration for Coral Gold' })).toHaveAttribute(
      'href',
      '/marqet-registration',
    );

    expect(within(card('Mas Feathers')).getByText('Pending')).toBeInTheDocument();
    expect(within(card('Mas Feathers')).getByText(marqetMessages.mine.pending)).toBeInTheDocument();
    expect(within(card('Mas Feathers')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(card('Plume House')).getByText('Rejected')).toBeInTheDocument();
    const road = card('Road Gold');
    expect(within(road).getByText('Expired', { exact: true })).toBeInTheDocument();
    expect(within(road).getByText('Expired:').parentElement).toHaveTextContent('Expired: December 1, 2025');
    expect(within(road).getByRole('link', { name: /^Renew Registration/ })).toBeInTheDocument();
  });

  it('offers the registration form when there is none yet', async () => {
    const api = fakeApi().session(MEMBER);
    api.on('GET /api/me/marqet-registrations', () => ({ items: [] }));
    open();
    expect(await screen.findByText(marqetMessages.mine.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: marqetMessages.mine.register })).toHaveAttribute(
      'href',
      '/marqet-registration',
    );
  });
});
