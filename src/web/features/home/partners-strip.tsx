import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ExternalLink } from '../../components/listing/external-link';
import { cx } from '../../lib/cx';
import { imageSrc } from '../../lib/images';
import { usePrefersReducedMotion } from '../../lib/motion';
import { partnersQuery, type Partner } from './api';

/** Enough logos in each half of the track that it is wider than a large screen. */
const MIN_PER_HALF = 8;
const SECONDS_PER_LOGO = 4;

function PartnerLogo({ partner, hidden }: { partner: Partner; hidden: boolean }) {
  const logo = (
    <img
      src={imageSrc(partner.logoUrl)}
      alt={hidden ? '' : partner.name}
      loading="lazy"
      className="h-12 w-auto max-w-40 object-contain"
    />
  );
  return (
    <li aria-hidden={hidden || undefined} inert={hidden} className="mr-4 shrink-0">
      <div className="rounded-xl bg-white px-4 py-3 shadow-sm">
        {partner.websiteUrl ? (
          <ExternalLink href={partner.websiteUrl} className="block rounded">
            {logo}
          </ExternalLink>
        ) : (
          logo
        )}
      </div>
    </li>
  );
}

/**
 * Partner logos gliding by (footer of most pages, public-site.md §2.2-2.3). The glide stops while hovered or
 * focused and with the pause button; with reduced motion the logos simply sit in rows. Nothing shows until
 * there are partners.
 */
export function PartnersStrip({
  tone = 'light',
  className,
}: {
  tone?: 'light' | 'night';
  className?: string;
}) {
  const { data: partners = [] } = useQuery(partnersQuery);
  const headingId = useId();
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  if (partners.length === 0) return null;

  const moving = !reducedMotion && partners.length > 1;
  const repeats = moving ? Math.ceil(MIN_PER_HALF / partners.length) : 1;
  const half = Array.from({ length: repeats }, (_, r) =>
    partners.map((p) => ({ partner: p, copy: r })),
  ).flat();
  const track = moving ? [...half, ...half.map((item) => ({ ...item, copy: item.copy + repeats }))] : half;

  return (
    <section aria-labelledby={headingId} className={className}>
      <div className="mb-4 flex items-center justify-center gap-3">
        <h2
          id={headingId}
          className={cx(
            'text-center text-sm font-semibold tracking-widest uppercase',
            tone === 'night' ? 'text-gold-300' : 'text-carnival-700',
          )}
        >
          Our Partners
        </h2>
        {moving ? (
          <button
            type="button"
            aria-pressed={paused}
            aria-label="Pause partner logos"
            title={paused ? 'Play' : 'Pause'}
            onClick={() => setPaused((value) => !value)}
            className={cx(
              'inline-flex h-8 w-8 items-center justify-center rounded-full ring-1',
              tone === 'night'
                ? 'text-white ring-white/30 hover:bg-white/10'
                : 'text-night-900 ring-night-900/20 hover:bg-night-900/5',
            )}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" className="h-4 w-4" fill="currentColor">
              {paused ? <path d="M8 5.5v13l10.5-6.5z" /> : <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />}
            </svg>
          </button>
        ) : null}
      </div>
      <div className={cx('group', moving && 'overflow-hidden mask-x-from-90% mask-x-to-100%')}>
        <ul
          className={cx(
            'flex items-center',
            moving
              ? 'w-max animate-marquee group-focus-within:[animation-play-state:paused] group-hover:[animation-play-state:paused] motion-reduce:animate-none'
              : 'flex-wrap justify-center gap-y-4',
            paused && '[animation-play-state:paused]',
          )}
          style={moving ? { animationDuration: `${half.length * SECONDS_PER_LOGO}s` } : undefined}
        >
          {track.map(({ partner, copy }) => (
            <PartnerLogo key={`${partner.id}-${copy}`} partner={partner} hidden={copy > 0} />
          ))}
        </ul>
      </div>
    </section>
  );
}
