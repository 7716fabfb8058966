import { cx } from '../../lib/cx';
import { Badge, type BadgeTone } from '../ui/badge';

/**
 * A card's short list: the first `max` values, then "+N" for the rest (admin-back-office.md §9: "Card views
 * show the first 3 sizes, colours or services, then +N"). A list named for screen readers; nothing when empty.
 */
export function ChipList({
  label,
  values,
  max = 3,
  tone = 'neutral',
  className,
}: {
  label: string;
  values: readonly string[];
  max?: number;
  tone?: BadgeTone;
  className?: string;
}) {
  if (values.length === 0) return null;
  const extra = values.length - max;
  return (
    <ul aria-label={label} className={cx('flex flex-wrap gap-1.5', className)}>
      {values.slice(0, max).map((value) => (
        <li key={value}>
          <Badge tone={tone}>{value}</Badge>
        </li>
      ))}
      {extra > 0 ? (
        <li>
          <Badge tone="neutral">
            {`+${extra}`}
            <span className="sr-only"> more</span>
          </Badge>
        </li>
      ) : null}
    </ul>
  );
}
