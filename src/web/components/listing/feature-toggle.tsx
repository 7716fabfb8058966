import { useQueryClient } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import type { ItemKind } from '../../../shared/domains/item-kind';
import { messages } from '../../../shared/errors';
import type { FeaturedState } from '../../../shared/schemas/public';
import { useViewer } from '../../lib/auth';
import { write } from '../../lib/client';
import { cx } from '../../lib/cx';
import { homeEndpoints } from '../../endpoints/home';
import { NoticeDialog } from './notice-dialog';
import { useOptimisticToggle } from './use-optimistic-toggle';

function StarIcon({ filled, className }: { filled: boolean; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.9}
      strokeLinejoin="round"
      className={className}
    >
      <path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z" />
    </svg>
  );
}

/**
 * The administrators' star: features or unfeatures the item for the home page. Renders nothing for anyone
 * else (the server refuses them anyway). Toggles at once, rolls back with 'Failed to update feature status'.
 */
export function FeatureToggle({
  kind,
  id,
  featured,
  label,
  showText = false,
  className,
  allowed,
}: {
  kind: ItemKind;
  id: string;
  featured: boolean;
  /** The item's name: the button reads 'Feature Soca Sunrise', pressed while featured. */
  label: string;
  /** Also write 'Feature' / 'Featured' next to the star (detail pages). */
  showText?: boolean;
  className?: string;
  /** The detail response's `can.feature`; lists carry no `can`, so cards fall back to the session's role. */
  allowed?: boolean;
}) {
  const { isAdmin } = useViewer();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  const { shown, toggle } = useOptimisticToggle<FeaturedState>({
    value: featured,
    // The feature and unfeature endpoints touch every list that shows the star (src/shared/contracts/home.ts).
    save: (next) =>
      write(queryClient, next ? homeEndpoints.feature : homeEndpoints.unfeature, {
        params: { type: kind, id },
      }),
    read: (result) => result.featured,
    onFailed: () => setFailed(true),
  });

  if (!(allowed ?? isAdmin)) return null;

  function onClick(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    event.stopPropagation();
    toggle();
  }

  return (
    <>
      <button
        type="button"
        aria-pressed={shown}
        aria-label={`Feature ${label}`}
        title={shown ? 'Featured on the home page' : 'Feature on the home page'}
        onClick={onClick}
        className={cx(
          'inline-flex min-h-10 min-w-10 items-center justify-center gap-1.5 rounded-full transition-colors',
          'shadow-sm ring-1 hover:ring-gold-500',
          shown
            ? 'bg-gold-400 text-night-950 ring-gold-500'
            : 'bg-white/95 text-night-800 ring-night-900/15 hover:bg-gold-100',
          showText && 'px-4 text-sm font-semibold',
          className,
        )}
      >
        <StarIcon filled={shown} className="h-5 w-5 shrink-0" />
        {showText ? <span aria-hidden="true">{shown ? 'Featured' : 'Feature'}</span> : null}
      </button>
      <NoticeDialog message={failed ? messages.featured.failed : null} onClose={() => setFailed(false)} />
    </>
  );
}
