import { Link } from 'react-router';
import { packageDestination, packageMessages, type PackageItem } from '../../../shared/domains/packages';
import { cx } from '../../lib/cx';
import { gradientOf, textClassOf } from './palette';

type CardContent = Pick<
  PackageItem,
  'title' | 'subtitle' | 'description' | 'bgColor' | 'textColor' | 'active'
>;

/** The card's face: its gradient, text colour and words; inactive ones dimmed and saying so. */
export function PackageFace({ item, className }: { item: CardContent; className?: string }) {
  return (
    <div
      className={cx(
        'flex h-full min-h-40 flex-col gap-2 rounded-2xl p-5 shadow-sm',
        gradientOf(item.bgColor),
        textClassOf(item.textColor),
        !item.active && 'opacity-60 grayscale-[40%]',
        className,
      )}
    >
      <h3 className="text-xl font-extrabold leading-tight">{item.title || 'Untitled'}</h3>
      {item.subtitle ? <p className="text-sm font-semibold opacity-90">{item.subtitle}</p> : null}
      {item.description ? <p className="text-sm leading-relaxed opacity-90">{item.description}</p> : null}
      {!item.active ? (
        <p className="mt-auto inline-flex w-fit rounded-full bg-white/90 px-3 py-1 text-xs font-bold text-night-900">
          {packageMessages.unavailable}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A member's card (member-areas.md §2): an active one opens its form inside the site, or its external link
 * in a new tab; an inactive one is dimmed, says "Currently unavailable" and cannot be opened, except by an
 * administrator (`opensInactive`: they may fill inactive forms; the server sends them its link).
 */
export function PackageCard({ item, opensInactive = false }: { item: PackageItem; opensInactive?: boolean }) {
  const focus =
    'block h-full rounded-2xl transition hover:-translate-y-0.5 hover:shadow-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-carnival-600';
  if (!item.active && !opensInactive) {
    return (
      <div aria-disabled="true" className="h-full cursor-not-allowed">
        <PackageFace item={item} />
      </div>
    );
  }
  const destination = packageDestination(item);
  if ('external' in destination) {
    return (
      <a href={destination.external} target="_blank" rel="noopener noreferrer" className={focus}>
        <PackageFace item={item} />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link to={destination.internal} className={focus}>
      <PackageFace item={item} />
    </Link>
  );
}
