import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { cx } from '../../lib/cx';
import { partnersQuery } from './api';

/** Partner logos; renders nothing until there are partners to show. */
export function PartnersStrip({
  tone = 'light',
  className,
}: {
  tone?: 'light' | 'night';
  className?: string;
}) {
  const { data: partners = [] } = useQuery(partnersQuery);
  const headingId = useId();
  if (partners.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2
        id={headingId}
        className={cx(
          'mb-4 text-center text-sm font-semibold tracking-widest uppercase',
          tone === 'night' ? 'text-gold-300' : 'text-carnival-700',
        )}
      >
        Our Partners
      </h2>
      <ul className="flex flex-wrap items-center justify-center gap-4">
        {partners.map((partner) => {
          const logo = (
            <img
              src={partner.logoUrl}
              alt={partner.name}
              loading="lazy"
              className="h-10 w-auto max-w-36 object-contain"
            />
          );
          return (
            <li key={partner.id} className="rounded-xl bg-white px-4 py-3 shadow-sm">
              {partner.websiteUrl ? (
                <a
                  href={partner.websiteUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="block rounded"
                >
                  {logo}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                logo
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
