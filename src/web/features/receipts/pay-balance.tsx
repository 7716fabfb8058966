import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { receiptFallbackPaymentLink, receiptMessages as texts } from '../../../shared/domains/receipts';
import { paths } from '../../app/paths';
import { safeHttpUrl } from '../../components/listing/external-link';
import { siteContactQuery } from '../site/api';

const payClass =
  'inline-flex items-center rounded-full bg-carnival-600 px-4 py-1.5 text-sm font-semibold text-white hover:bg-carnival-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-carnival-600';

/**
 * Pay Balance (member-areas.md §2, §9): the receipt's payment link; without one, a message to the site's
 * contact address (CONTACT_EMAIL); with none configured, the button says how to reach the organiser instead of
 * opening an address nobody reads (decision 0045).
 */
export function PayBalance({
  receiptNumber,
  paymentLink,
}: {
  receiptNumber: string;
  paymentLink: string | null;
}) {
  const contact = useQuery(siteContactQuery);
  const [open, setOpen] = useState(false);
  const noteId = useId();
  const link = safeHttpUrl(paymentLink);
  const email = contact.data?.email;
  const href = link ?? (email ? receiptFallbackPaymentLink(receiptNumber, email) : null);
  if (href) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={payClass}>
        {texts.payBalance}
        <span className="sr-only">{` of receipt ${receiptNumber} (opens in a new tab)`}</span>
      </a>
    );
  }
  if (contact.isPending) return null;
  return (
    <>
      <button
        type="button"
        className={payClass}
        aria-expanded={open}
        aria-controls={noteId}
        onClick={() => setOpen((value) => !value)}
      >
        {texts.payBalance}
        <span className="sr-only">{` of receipt ${receiptNumber}`}</span>
      </button>
      <p id={noteId} hidden={!open} className="basis-full rounded-xl bg-gold-100 p-3 text-sm text-night-900">
        {`Receipt ${receiptNumber} has no payment link yet. To pay the balance, contact the organiser who issued it and quote the receipt number.`}
        {contact.data?.social.length ? (
          <>
            {' You can also reach the Fete team through the '}
            <Link to={paths.contact()} className="font-semibold text-carnival-700 underline">
              Contact page
            </Link>
            .
          </>
        ) : null}
      </p>
    </>
  );
}
