import { useQueryClient } from '@tanstack/react-query';
import type { ItemKind } from '../../../shared/domains/item-kind';
import { messages } from '../../../shared/errors';
import type { FeaturedState } from '../../../shared/schemas/public';
import { useViewer } from '../../lib/auth';
import { write } from '../../lib/client';
import { cx } from '../../lib/cx';
import { homeEndpoints } from '../../endpoints/home';
import { useNotice } from './notice-dialog';
import { IconToggle } from './toggle-button';
import { useOptimisticToggle } from './use-optimistic-toggle';

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
  const notice = useNotice();
  const { shown, toggle } = useOptimisticToggle<FeaturedState>({
    value: featured,
    // The feature and unfeature endpoints touch every list that shows the star (src/shared/contracts/home.ts).
    save: (next) =>
      write(queryClient, next ? homeEndpoints.feature : homeEndpoints.unfeature, {
        params: { type: kind, id },
      }),
    read: (result) => result.featured,
    onFailed: () => notice.show(messages.featured.failed),
  });

  if (!(allowed ?? isAdmin)) return null;

  return (
    <>
      <IconToggle
        pressed={shown}
        label={`Feature ${label}`}
        title={shown ? 'Featured on the home page' : 'Feature on the home page'}
        onToggle={toggle}
        icon={<path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z" />}
        text={showText ? (shown ? 'Featured' : 'Feature') : undefined}
        tone={cx(
          'hover:ring-gold-500',
          shown
            ? 'bg-gold-400 text-night-950 ring-gold-500'
            : 'bg-white/95 text-night-800 ring-night-900/15 hover:bg-gold-100',
        )}
        className={className}
      />
      {notice.dialog}
    </>
  );
}
