import type { BadgeSummary } from '../../../shared/domains/badges';

/**
 * A badge's icon (ringed in its colour), or a circle of its colour. The name is always written beside it, so
 * colour is never the only signal. `sm` in a table row, `md` beside a badge's description.
 */
export function BadgeMark({
  badge,
  size = 'md',
}: {
  badge: Pick<BadgeSummary, 'color' | 'iconUrl'>;
  size?: 'sm' | 'md';
}) {
  const box = size === 'sm' ? 'h-6 w-6' : 'h-10 w-10';
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

/** A badge a member holds, as their dashboard lists it: its mark, name, description and benefits. */
export function BadgeCard({ badge }: { badge: BadgeSummary }) {
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
