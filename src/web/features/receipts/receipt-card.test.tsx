import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MyReceipt } from '../../../shared/domains/receipts';
import type { SiteContact } from '../../../shared/domains/site';
import { fakeApi } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import { myReceiptStatusQuery } from './api';
import { MyReceiptsList, ReceiptCard } from './receipt-card';

const receipt = (overrides: Partial<MyReceipt> = {}): MyReceipt => ({
  id: '7b8f7b5e-1c7a-4a53-9d1b-5b0f0e5f8a11',
  receiptNumber: 'REC-04211',
  receiptDate: '2027-02-08',
  title: 'Carnival costume',
  description: 'Frontline section',
  imageUrl: null,
  status: 'pending',
  amountCents: 104_100,
  amountPaidCents: 30_000,
  balanceOwedCents: 74_100,
  paymentMethod: 'PayPal',
  paymentDueDate: '2027-02-20',
  paymentLink: null,
  createdAt: '2027-02-08T12:00:00.000Z',
  items: [
    {
      id: 'a1f0e5f8-1c7a-4a53-9d1b-5b0f0e5f8a11',
      description: 'Costume',
      quantity: 1,
      unitPriceCents: 85_000,
      amountCents: 85_000,
      order: 0,
    },
    {
      id: 'b2f0e5f8-1c7a-4a53-9d1b-5b0f0e5f8a11',
      description: 'Fete ticket',
      quantity: 2,
      unitPriceCents: 9_550,
      amountCents: 19_100,
      order: 1,
    },
  ],
  schedule: [],
  isNew: true,
  overdue: true,
  ...overrides,
});

const noContact = { email: null, social: [] };

/** One card on the dashboard, the site's contact details as the operator configured them. */
function renderCard(r: MyReceipt, contact: SiteContact = noContact) {
  fakeApi().on('GET /api/site/contact', () => contact);
  return renderPage('/dashboard', { path: '/dashboard', element: <ReceiptCard receipt={r} /> });
}

describe('ReceiptCard', () => {
  it('shows number, date, title, status and overdue in words, the sums, New, and expands to the items', async () => {
    const user = userEvent.setup();
    renderCard(receipt());
    const card = screen.getByRole('article', { name: 'Receipt REC-04211' });
    expect(card).toHaveTextContent('REC-04211');
    expect(card).toHaveTextContent('February 8, 2027');
    expect(card).toHaveTextContent('Pending');
    expect(card).toHaveTextContent('Overdue');
    expect(card).toHaveTextContent('New');
    expect(card).toHaveTextContent('$1,041.00');
    expect(card).toHaveTextContent('$300.00');
    expect(card).toHaveTextContent('$741.00');
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'View details' }));
    const table = screen.getByRole('table', { name: 'Items' });
    expect(within(table).getByText('Fete ticket')).toBeInTheDocument();
    expect(within(table).getByText('$191.00')).toBeInTheDocument();
  });

  it('Pay Balance opens the payment link; nothing to pay, no button', async () => {
    const { unmount } = renderCard(receipt({ paymentLink: 'https://pay.fete.test/x' }));
    expect(await screen.findByRole('link', { name: /Pay Balance/ })).toHaveAttribute(
      'href',
      'https://pay.fete.test/x',
    );
    unmount();
    renderCard(receipt({ balanceOwedCents: 0, overdue: false, status: 'paid', isNew: false }));
    expect(screen.queryByRole('link', { name: /Pay Balance/ })).toBeNull();
    expect(screen.getByRole('article')).toHaveTextContent('Paid');
    expect(screen.getByRole('article')).not.toHaveTextContent('Overdue');
    expect(screen.getByRole('article')).not.toHaveTextContent('New');
  });

  it("without a payment link Pay Balance writes to the site's configured address, about this receipt", async () => {
    renderCard(receipt(), { email: 'team@fete.test', social: [] });
    expect(await screen.findByRole('link', { name: /Pay Balance/ })).toHaveAttribute(
      'href',
      'mailto:team@fete.test?subject=Payment%20for%20receipt%20REC-04211',
    );
  });

  it('with no address configured Pay Balance says how to reach the organiser, and opens no mail', async () => {
    const { user } = renderCard(receipt(), {
      email: null,
      social: [{ network: 'Instagram', url: 'https://instagram.test/fete' }],
    });
    const pay = await screen.findByRole('button', { name: 'Pay Balance of receipt REC-04211' });
    const note = screen.getByText(/contact the organiser who issued it and quote the receipt number/);
    expect(note).not.toBeVisible();
    await user.click(pay);
    expect(pay).toHaveAttribute('aria-expanded', 'true');
    expect(note).toBeVisible();
    expect(screen.getByRole('link', { name: 'Contact page' })).toHaveAttribute('href', '/contact');
    expect(document.querySelector('a[href^="mailto:"]')).toBeNull();
  });
});

/** The dashboard's Receipts tab badge, as the dashboard reads it. */
function NewBadge({ viewer }: { viewer: string }) {
  const status = useQuery(myReceiptStatusQuery(viewer));
  return <p>{status.data ? `New receipts: ${status.data.newCount}` : 'Counting...'}</p>;
}

describe('MyReceiptsList', () => {
  it("opening the tab marks the receipts seen: the badge takes the answer's count, the cards keep New", async () => {
    const api = fakeApi()
      .on('GET /api/site/contact', () => noContact)
      .on('GET /api/me/receipts/status', () => ({ newCount: 1, seenAt: null }))
      .on('GET /api/me/receipts', () => ({
        items: [receipt()],
        total: 1,
        page: 1,
        pageSize: 20,
        newCount: 1,
        seenAt: null,
      }))
      .on('POST /api/me/receipts/seen', () => ({ newCount: 0, seenAt: '2027-02-09T08:00:00.000Z' }));
    renderPage('/dashboard?tab=receipts', {
      path: '/dashboard',
      element: (
        <>
          <NewBadge viewer="u1" />
          <MyReceiptsList viewer="u1" />
        </>
      ),
    });
    expect(await screen.findByText('New receipts: 1')).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Receipt REC-04211' });
    // The seen answer is written under the key the badge reads: no second read of the status.
    expect(await screen.findByText('New receipts: 0')).toBeInTheDocument();
    await waitFor(() => expect(api.requests('POST /api/me/receipts/seen')).toHaveLength(1));
    expect(api.requests('GET /api/me/receipts/status')).toHaveLength(1);
    // Marking them seen is not a write that refreshes the list: the cards keep their New mark for this visit.
    expect(api.requests('GET /api/me/receipts')).toHaveLength(1);
    expect(api.requests('GET /api/me/receipts')[0]!.query.toString()).toBe('page=1&pageSize=20');
    expect(card).toHaveTextContent('New');
  });
});
