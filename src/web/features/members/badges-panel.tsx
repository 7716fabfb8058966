import { useQuery } from '@tanstack/react-query';
import type { BadgeSummary } from '../../../shared/domains/badges';
import { RetryAlert } from '../../components/ui/retry-alert';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { myBadgesQuery } from './api';

/** The dashboard's badges panel: the member's active badges (name, description, colour, icon, benefits). */
export function BadgesPanel({ viewer }: { viewer: string }) {
  const query = useQuery(myBadgesQuery(viewer));
  return (
    <section
      aria-labelledby="badges-panel-title"
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-night-900/10"
    >
      <h2 id="badges-panel-title" className="font-display text-lg font-bold text-night-900">
        My Badges
      </h2>
      {query.isPending ? (
        <Spinner label="Loading badges..." className="mt-3" />
      ) : query.isError ? (
        <div className="mt-3">
          <RetryAlert onRetry={query.refetch} retrying={query.isFetching}>
            {errorMessage(query.error, 'Failed to load badges')}
          </RetryAlert>
        </div>
      ) : query.data.length === 0 ? (
        <p className="mt-2 text-sm text-gray-700">No badges yet. Badges awarded to you will show here.</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-4">
          {query.data.map((badge) => (
            <BadgeEntry key={badge.id} badge={badge} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Icon, or a circle of the badge's colour; the name is always written, so colour is never the only signal. */
export function BadgeMark({
  badge,
  size = 'md',
}: {
  badge: Pick<BadgeSummary, 'name' | 'color' | 'iconUrl'>;
  size?: 'sm' | 'md';
}) {
  const box = size === 'sm' ? 'h-5 w-5' : 'h-10 w-10';
  return badge.iconUrl ? (
    <img
      src={badge.iconUrl}
      alt=""
      loading="lazy"
      className={`${box} shrink-0 rounded-full object-cover ring-2`}
      style={{ ['--tw-ring-color' as string]: badge.color }}
    />
  ) : (
    <span
      aria-hidden="true"
      className={`${box} inline-block shrink-0 rounded-full`}
      style={{ backgroundColor: badge.color }}
    />
  );
}

function BadgeEntry({ badge }: { badge: BadgeSummary }) {
  return (
    <li className="flex gap-3 rounded-2xl border-l-4 bg-gray-50 p-3" style={{ borderLeftColor: badge.color }}>
      <BadgeMark badge={badge} />
      <div className="min-w-0">
        <p className="font-semibold text-night-900">{badge.name}</p>
        <p className="text-sm text-gray-700">{badge.description}</p>
        {badge.benefits.length ? (
          <>
            <p className="mt-2 text-xs font-semibold tracking-wide text-gray-600 uppercase">Benefits</p>
            <ul className="mt-1 list-disc pl-5 text-sm text-gray-800">
              {badge.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </li>
  );
}
