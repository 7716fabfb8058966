import { useQuery } from '@tanstack/react-query';
import type { MarqetRegistrationView } from '../../../shared/domains/marqet-registration';
import { DateTime } from '../../components/ui/date-time';
import { LinkButton } from '../../components/ui/link-button';
import { QueryView } from '../../components/ui/query-view';
import { formatCents } from '../../lib/format';
import { paths } from '../../app/paths';
import { myRegistrationsQuery } from './api';
import { marqetMessages } from './messages';
import { capitalise, StatusBadges } from './registration-status';

const texts = marqetMessages.mine;

/**
 * The dashboard's Fete Marqet tab (`/dashboard?tab=marqet`, where the decisions' notices lead): the member's
 * registrations, newest first, each with its status, expiry and the way to renew.
 */
export function MyMarqetRegistrations({ viewer }: { viewer: string }) {
  const query = useQuery(myRegistrationsQuery(viewer));
  return (
    <QueryView
      query={query}
      loadingLabel={texts.loading}
      failedMessage={texts.failed}
      empty={{
        when: (data) => data.items.length === 0,
        icon: 'store',
        title: texts.empty,
        link: { to: paths.marqetRegistration(), label: texts.register },
      }}
    >
      {({ items }) => (
        <div className="flex flex-col gap-3">
          <ul className="flex flex-col gap-3" aria-label="Your Fete Marqet registrations">
            {items.map((registration) => (
              <li key={registration.id}>
                <RegistrationCard registration={registration} />
              </li>
            ))}
          </ul>
          <LinkButton to={paths.marqetRegistration()} variant="secondary" size="sm" className="w-fit">
            Register Another Brand
          </LinkButton>
        </div>
      )}
    </QueryView>
  );
}

/** What the member is told under a registration, and whether it offers renewal. */
function guidance(r: MarqetRegistrationView): { text: string; renew: boolean } {
  if (r.status === 'approved') {
    return r.expiringSoon
      ? { text: texts.expiringSoon, renew: true }
      : { text: texts.approved, renew: false };
  }
  if (r.status === 'expired') return { text: texts.expired, renew: true };
  return { text: texts[r.status], renew: false };
}

function RegistrationCard({ registration: r }: { registration: MarqetRegistrationView }) {
  const { text, renew } = guidance(r);
  return (
    <article
      aria-label={`Fete Marqet registration: ${r.brandName}`}
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-night-900/10"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-bold break-words text-night-900">{r.brandName}</h3>
          <p className="text-sm text-gray-700">
            {capitalise(r.vendorType)} · {r.durationMonths} months · {formatCents(r.totalPriceCents)} ·
            Submitted <DateTime value={r.createdAt} show="date" />
          </p>
        </div>
        <span className="flex items-center gap-2 text-sm">
          <span className="sr-only">Status:</span>
          <StatusBadges registration={r} />
        </span>
      </div>
      <p className="text-sm text-night-900">
        <span className="font-semibold">{r.status === 'expired' ? 'Expired' : 'Expires'}:</span>{' '}
        {r.expirationDate ? (
          <DateTime value={r.expirationDate} show="date" />
        ) : (
          'When approved, after its duration'
        )}
      </p>
      <p className="text-sm text-gray-700">{text}</p>
      {renew ? (
        <div className="flex flex-col gap-1">
          <LinkButton to={paths.marqetRegistration()} size="sm" className="w-fit">
            Renew Registration<span className="sr-only">{` for ${r.brandName}`}</span>
          </LinkButton>
          <p className="text-xs text-gray-600">{texts.renewHow}</p>
        </div>
      ) : null}
    </article>
  );
}
