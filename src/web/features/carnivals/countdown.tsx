import { countdownTo, countdownText } from '../../../shared/carnival-texts';
import { cx } from '../../lib/cx';

/** Days to a carnival's first main day, "Under way" during its main days (words, not a colour). */
export function Countdown({
  occurrence,
  today,
  className,
}: {
  occurrence: { start: string; end: string };
  today: string;
  className?: string;
}) {
  const countdown = countdownTo(occurrence, today);
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-3 py-1 text-sm font-bold ring-1 ring-inset',
        countdown.state === 'under way'
          ? 'bg-sea-50 text-sea-800 ring-sea-600/40'
          : 'bg-carnival-50 text-carnival-800 ring-carnival-200',
        className,
      )}
    >
      {countdownText(countdown)}
    </span>
  );
}
