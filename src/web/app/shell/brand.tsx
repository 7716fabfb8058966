import { Link } from 'react-router';
import { cx } from '../../lib/cx';
import { paths } from '../paths';

/** The Fete mark: the "F" on the carnival gradient (decorative; the name is said beside it). */
export function BrandMark() {
  return (
    <span
      aria-hidden="true"
      className="flex h-9 w-9 shrink-0 items-center justify-center rounded-xl bg-linear-to-br from-carnival-600 via-sunset-500 to-gold-400 font-display text-lg font-black text-night-950 shadow-md"
    >
      F
    </span>
  );
}

/** The Fete wordmark, a home link. */
export function Brand({
  compact = false,
  onNight = false,
  className,
}: {
  compact?: boolean;
  onNight?: boolean;
  className?: string;
}) {
  return (
    <Link
      to={paths.home()}
      className={cx('inline-flex items-center gap-2 rounded-lg', className)}
      // Compact shows only the mark, so the name comes from the label; otherwise from the visible word.
      aria-label={compact ? 'Fete home' : undefined}
    >
      <BrandMark />
      {compact ? null : (
        <span
          className={cx(
            'font-display text-2xl font-black tracking-tight',
            onNight ? 'text-white' : 'text-night-900',
          )}
        >
          Fete<span className="sr-only"> home</span>
        </span>
      )}
    </Link>
  );
}
