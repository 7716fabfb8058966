import { useQuery } from '@tanstack/react-query';
import { QueryView } from '../../components/ui/query-view';
import { BadgeCard } from '../badges/badge-card';
import { myBadgesQuery } from './api';
import { TitledSection } from '../../components/ui/titled-section';

/** The dashboard's badges panel: the member's active badges (name, description, colour, icon, benefits). */
export function BadgesPanel({ viewer }: { viewer: string }) {
  const query = useQuery(myBadgesQuery(viewer));
  return (
    <TitledSection title="My Badges" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-night-900/10">
      <div className="mt-3">
        <QueryView query={query} loadingLabel="Loading badges..." failedMessage="Failed to load badges">
          {(badges) =>
            badges.length === 0 ? (
              <p className="text-sm text-gray-700">No badges yet. Badges awarded to you will show here.</p>
            ) : (
              <ul className="flex flex-col gap-4">
                {badges.map((badge) => (
                  <BadgeCard key={badge.id} badge={badge} />
                ))}
              </ul>
            )
          }
        </QueryView>
      </div>
    </TitledSection>
  );
}
