import type { ReactNode } from 'react';
import { ExternalLink } from '../../../components/listing/external-link';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { DateTime } from '../../../components/ui/date-time';
import { formatCents } from '../../../lib/format';
import { capitalise, StatusBadges } from '../registration-status';
import { RegistrationDecisions } from './registration-decisions';
import type { AdminMarqetRegistration } from '../../../../shared/domains/marqet-registration';

/** One registration in the back office's review: its facts, products, images and the decisions on it. */

const facts = (r: AdminMarqetRegistration): [string, ReactNode][] => [
  ['Submitted by', `${r.submitterName} (${r.submitterEmail})`],
  ['Submitted', <DateTime value={r.createdAt} show="date" />],
  ['Contact', r.contactName],
  ['Email', r.email],
  ['Phone', r.phone || '—'],
  [
    'Website',
    r.websiteUrl ? (
      <ExternalLink href={r.websiteUrl} className="text-sea-800 underline">
        {r.websiteUrl}
      </ExternalLink>
    ) : (
      '—'
    ),
  ],
  ['Vendor type', capitalise(r.vendorType)],
  ['Placement', r.placementPreference.join(', ')],
  ['Duration', `${r.durationMonths} months`],
  ['Payment method', r.paymentMethod],
  ['Total price', formatCents(r.totalPriceCents)],
  ['Expires', r.expirationDate ? <DateTime value={r.expirationDate} show="date" /> : 'Not set'],
];

export function RegistrationDetails({
  registration: r,
  onDone,
}: {
  registration: AdminMarqetRegistration;
  onDone: (message: string) => void;
}) {
  return (
    <Card className="flex flex-col gap-5" role="region" aria-labelledby="registration-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          {r.brandImageUrl ? (
            <img
              src={r.brandImageUrl}
              loading="lazy"
              alt={`${r.brandName} brand image`}
              className="h-16 w-16 rounded-xl object-cover"
            />
          ) : null}
          <div>
            <h2 id="registration-title" className="font-display text-2xl font-bold text-night-900">
              {r.brandName}
            </h2>
            <StatusBadges registration={r} />
          </div>
        </div>
        <RegistrationDecisions registration={r} onDone={onDone} />
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        {facts(r).map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-semibold tracking-wide text-gray-600 uppercase">{label}</dt>
            <dd className="mt-0.5 break-words text-night-900">{value}</dd>
          </div>
        ))}
      </dl>
      {r.description ? <p className="text-gray-800">{r.description}</p> : null}
      <section aria-labelledby="registration-products">
        <h3 id="registration-products" className="font-semibold text-night-900">
          Products ({r.products.length})
        </h3>
        <ul className="mt-2 grid gap-3 sm:grid-cols-2">
          {r.products.map((p, index) => (
            <li key={index} className="flex gap-3 rounded-xl border border-gray-200 p-3">
              {p.imageUrl ? (
                <img
                  src={p.imageUrl}
                  loading="lazy"
                  alt={p.name || `Product ${index + 1}`}
                  className="h-16 w-16 rounded-lg object-cover"
                />
              ) : null}
              <div className="flex min-w-0 flex-col gap-1 text-sm">
                <span className="font-semibold text-night-900">{p.name || `Product ${index + 1}`}</span>
                <span>
                  {p.category} · {p.availability}
                </span>
                <span>
                  {p.discountApplied ? (
                    <>
                      <s className="text-gray-600">
                        <span className="sr-only">was </span>
                        {formatCents(p.priceCents)}
                      </s>{' '}
                      <strong>{formatCents(p.finalPriceCents)}</strong> ({p.discountPercentage}% off)
                    </>
                  ) : (
                    <strong>{formatCents(p.finalPriceCents)}</strong>
                  )}
                </span>
                {p.productLink ? (
                  <ExternalLink href={p.productLink} className="w-fit text-sea-800 underline">
                    Product link<span className="sr-only">{` for ${p.name}`}</span>
                  </ExternalLink>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </section>
      {r.shopProducts.length ? (
        <section aria-labelledby="registration-shop">
          <h3 id="registration-shop" className="font-semibold text-night-900">
            In the Fete Marqet
          </h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {r.shopProducts.map((p) => (
              <li key={p.id}>
                <Badge tone={p.active ? 'success' : 'neutral'}>
                  {p.name}: {p.active ? 'Active' : 'Inactive'}
                </Badge>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Card>
  );
}
