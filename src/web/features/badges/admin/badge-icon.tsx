import type { BadgeType } from '../api';

/** Icon, or a circle in the badge's colour; the name is always written beside it. */
export function BadgeIcon({
  badge,
  size = 'h-10 w-10',
}: {
  badge: Pick<BadgeType, 'color' | 'iconUrl'>;
  size?: string;
}) {
  return badge.iconUrl ? (
    <img src={badge.iconUrl} alt="" loading="lazy" className={`${size} shrink-0 rounded-full object-cover`} />
  ) : (
    <span
      aria-hidden="true"
      className={`${size} inline-block shrink-0 rounded-full`}
      style={{ backgroundColor: badge.color }}
    />
  );
}
