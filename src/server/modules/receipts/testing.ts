/** Test helpers for the receipts' test files; only test files import this. */
import { requestAs, signedInForFile } from '../../auth/testing';
import { testServerForFile } from '../../test/harness';

export const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/**
 * One receipts test file's setup: its test server, an administrator, the member Kaia Baptiste (whose receipts
 * the tests issue), another member, Marlon Charles, requests as each of them, and `body()`, the back office's
 * form for a receipt to Kaia.
 */
export function receiptsTestFile() {
  const t = testServerForFile();
  const { admin, member, other } = signedInForFile(t, {
    member: { firstName: 'Kaia', lastName: 'Baptiste', email: 'kaia.receipts@example.com' },
    other: { firstName: 'Marlon', lastName: 'Charles', email: 'marlon.receipts@example.com' },
  });
  const [asAdmin, asMember, asOther] = [admin, member, other].map((who) => requestAs(t, who));

  const body = (overrides: Record<string, unknown> = {}) => ({
    userId: member.userId,
    title: 'Carnival costume',
    description: 'Frontline, Hummingbird section',
    status: 'pending',
    paymentMethod: 'PayPal',
    amountPaidCents: 30_000,
    paymentDueDate: '2099-01-31',
    paymentLink: 'https://pay.fete.example/rec',
    items: [
      { description: 'Costume', quantity: 1, unitPriceCents: 85_000 },
      { description: 'Fete ticket', quantity: 2, unitPriceCents: 9_550 },
    ],
    schedule: [
      { amountCents: 50_000, dueDate: '2099-01-15', status: 'paid' },
      { amountCents: 24_100, dueDate: '2099-01-31', paymentLink: 'https://pay.fete.example/2' },
    ],
    ...overrides,
  });

  return { t, admin, member, other, asAdmin, asMember, asOther, body };
}
