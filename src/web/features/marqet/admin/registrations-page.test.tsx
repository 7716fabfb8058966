import '../../../test/dialog-polyfill';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  adminMarqetRegistrationSchema,
  marqetRegistrationMessages as texts,
  type AdminMarqetRegistration,
} from '../../../../shared/domains/marqet-registration';
import { apiError, fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import AdminRegistrationsPage from './registrations-page';

const ADMIN = { id: 'a1', name: 'Ada Admin', role: 'admin' };
const SHOP_PRODUCT = crypto.randomUUID();

/** A registration as the back office's list and its decisions answer it (checked against the contract). */
const registration = (status: AdminMarqetRegistration['status']): AdminMarqetRegistration =>
  adminMarqetRegistrationSchema.parse({
    id: '7e0c1a2b-0000-4000-8000-000000000001',
    brandName: 'Mas Feathers',
    websiteUrl: null,
    contactName: 'Maya Mas',
    email: 'maya@fete.test',
    phone: '',
    description: '',
    vendorType: 'vendor',
    placementPreference: ['Homepage'],
    products: [
      {
        name: 'Feather fan',
        description: '',
        category: 'Accessories',
        priceCents: 4500,
        imageUrl: null,
        availability: 'In stock',
        productLink: '',
        discountApplied: false,
        discountPercentage: 0,
        finalPriceCents: 4500,
      },
    ],
    brandImageUrl: null,
    durationMonths: 3,
    paymentMethod: 'Bank transfer',
    totalPriceCents: 15000,
    status,
    expirationDate: status === 'approved' ? '2099-03-01T04:00:00.000Z' : null,
    expiringSoon: false,
    createdAt: '2026-01-10T14:00:00.000Z',
    updatedAt: '2026-01-10T14:00:00.000Z',
    userId: 'm1',
    submitterName: 'Maya Mas',
    submitterEmail: 'maya@fete.test',
    shopProducts: status === 'approved' ? [{ id: SHOP_PRODUCT, name: 'Feather fan', active: true }] : [],
  });

/** The review's first page: one pending registration. */
const pendingPage = () => ({ items: [registration('pending')], total: 1, page: 1, pageSize: 24 });

describe('the Marqet registrations review', () => {
  it('shows an approval’s answer at once (status, shop products, Extend), while the list asks again', async () => {
    const api = fakeApi().session(ADMIN);
    api.on('GET /api/admin/marqet-registrations', pendingPage);
    api.on('POST /api/admin/marqet-registrations/:id/approve', () => registration('approved'));
    const { user } = renderPage('/admin/marqet-registrations', {
      path: '/admin/marqet-registrations',
      element: <AdminRegistrationsPage />,
    });
    const details = await screen.findByRole('region', { name: 'Mas Feathers' });
    // The list's re-read after the decision is held: only the decision's answer can change the details.
    const reread = api.hold('GET /api/admin/marqet-registrations');

    // Approve asks first; Cancel sends nothing.
    await user.click(within(details).getByRole('button', { name: 'Approve' }));
    const ask = await screen.findByRole('dialog', { name: 'Approve Mas Feathers?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requests('POST /api/admin/marqet-registrations/:id/approve')).toHaveLength(0);
    await user.click(within(details).getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve Mas Feathers?' });
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText(texts.approved)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Extend' })).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(details).getByText('Feather fan: Active')).toBeInTheDocument();
    expect(api.requests('POST /api/admin/marqet-registrations/:id/approve')[0]!.body).toEqual({});
    await reread.requested;
    reread.release();
  });

  it('waits while a decision is on its way, then shows a refusal with its prefix', async () => {
    const api = fakeApi().session(ADMIN);
    api.on('GET /api/admin/marqet-registrations', pendingPage);
    const held = api.hold('POST /api/admin/marqet-registrations/:id/reject');
    api.on('POST /api/admin/marqet-registrations/:id/reject', () =>
      apiError(409, 'CONFLICT', 'This registration was already decided'),
    );
    const { user } = renderPage('/admin/marqet-registrations', {
      path: '/admin/marqet-registrations',
      element: <AdminRegistrationsPage />,
    });
    const details = await screen.findByRole('region', { name: 'Mas Feathers' });

    await user.click(within(details).getByRole('button', { name: 'Reject' }));
    const ask = await screen.findByRole('dialog', { name: 'Reject Mas Feathers?' });
    await user.click(within(ask).getByRole('button', { name: 'Reject' }));
    await held.requested;
    expect(within(ask).getByRole('button', { name: 'Rejecting...' })).toBeDisabled();
    expect(within(ask).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    held.release();

    // The refusal shows in the dialog, which stays open to try again or cancel.
    expect(await within(ask).findByRole('alert')).toHaveTextContent(
      `${texts.rejectFailed}: This registration was already decided`,
    );
    expect(within(ask).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(screen.queryByText(texts.rejected)).not.toBeInTheDocument();
  });

  it('reopens a rejected registration after asking: back to pending with Approve and Reject', async () => {
    const api = fakeApi().session(ADMIN);
    let status: AdminMarqetRegistration['status'] = 'rejected';
    api.on('GET /api/admin/marqet-registrations', () => ({
      items: [registration(status)],
      total: 1,
      page: 1,
      pageSize: 24,
    }));
    api.on('POST /api/admin/marqet-registrations/:id/reopen', () => {
      status = 'pending';
      return registration(status);
    });
    const { user } = renderPage('/admin/marqet-registrations', {
      path: '/admin/marqet-registrations',
      element: <AdminRegistrationsPage />,
    });
    const details = await screen.findByRole('region', { name: 'Mas Feathers' });
    expect(within(details).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();

    await user.click(within(details).getByRole('button', { name: 'Reopen' }));
    const ask = await screen.findByRole('dialog', { name: 'Reopen Mas Feathers?' });
    await user.click(within(ask).getByRole('button', { name: 'Reopen' }));

    expect(await screen.findByText(texts.reopened)).toBeInTheDocument();
    expect(api.requests('POST /api/admin/marqet-registrations/:id/reopen')).toHaveLength(1);
    expect(await within(details).findByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(details).getByText('Pending')).toBeInTheDocument();
  });

  it('words a load failure as "Error fetching registrations: {message}"', async () => {
    const api = fakeApi().session(ADMIN);
    api.on('GET /api/admin/marqet-registrations', () =>
      apiError(422, 'VALIDATION', 'Please choose pending, approved, rejected or expired'),
    );
    renderPage('/admin/marqet-registrations', {
      path: '/admin/marqet-registrations',
      element: <AdminRegistrationsPage />,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${texts.loadFailed}: Please choose pending, approved, rejected or expired`,
    );
  });
});
