import { Link } from 'react-router';
import type { DirectoryMember } from '../../../shared/domains/fete-nation';
import { cardLinked, cardSurface } from '../../components/listing/listing-card';
import type { ListView } from '../../components/listing/use-list-query';
import { Avatar } from '../../components/ui/avatar';
import { Icon } from '../../components/ui/icon';
import { cx } from '../../lib/cx';
import { paths } from '../../app/paths';

/** A member in Fete Nation: the whole card opens their profile. */
export function MemberCard({ member: m, view }: { member: DirectoryMember; view: ListView }) {
  const name = `${m.firstName} ${m.lastName}`.trim();
  const place = [m.locality, m.territory].filter(Boolean).join(', ');
  return (
    <article
      className={cx(
        cardSurface,
        cardLinked,
        'h-full items-center gap-4 p-4',
        view === 'grid' ? 'flex-col text-center' : 'flex-row',
      )}
    >
      <Avatar src={m.avatarUrl} firstName={m.firstName} lastName={m.lastName} size="lg" decorative />
      <div className="min-w-0">
        <h2 className="font-display text-lg leading-snug font-bold text-night-900">
          <Link
            to={paths.member(m.id)}
            className="rounded after:absolute after:inset-0 after:content-[''] focus:outline-none group-hover:text-carnival-700"
          >
            {name || 'Fete member'}
          </Link>
        </h2>
        {place ? (
          <p
            className={cx(
              'mt-1 flex items-center gap-1 text-sm text-gray-700',
              view === 'grid' && 'justify-center',
            )}
          >
            <Icon name="mapPin" className="h-4 w-4 text-sea-700" />
            {place}
          </p>
        ) : null}
      </div>
    </article>
  );
}
