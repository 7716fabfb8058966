import { useId } from 'react';
import { cx } from '../../lib/cx';

const STAR = 'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z';

function StarShape({ fill, className }: { fill: 'full' | 'half' | 'empty'; className: string }) {
  return (
    <span className={cx('relative inline-block', className)} aria-hidden="true">
      <svg viewBox="0 0 24 24" className="absolute inset-0 h-full w-full text-gray-300" fill="currentColor">
        <path d={STAR} />
      </svg>
      {fill !== 'empty' ? (
        <span
          className={cx('absolute inset-y-0 left-0 overflow-hidden', fill === 'half' ? 'w-1/2' : 'w-full')}
        >
          <svg viewBox="0 0 24 24" className={cx('text-gold-500', className)} fill="currentColor">
            <path d={STAR} stroke="#a16207" strokeWidth="0.8" />
          </svg>
        </span>
      ) : null}
    </span>
  );
}

const sizes = { sm: 'h-4 w-4', md: 'h-5 w-5', lg: 'h-7 w-7' } as const;

/** A 1-5 rating shown as stars; a half star from .5 up. Read as 'Rated 4.5 out of 5'. */
export function Stars({
  value,
  size = 'md',
  className,
}: {
  value: number;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const rating = Math.max(0, Math.min(5, value));
  const whole = Math.floor(rating);
  const half = rating - whole >= 0.5;
  return (
    <span
      role="img"
      aria-label={`Rated ${rating.toFixed(1)} out of 5`}
      className={cx('inline-flex items-center gap-0.5', className)}
    >
      {[0, 1, 2, 3, 4].map((i) => (
        <StarShape
          key={i}
          fill={i < whole ? 'full' : i === whole && half ? 'half' : 'empty'}
          className={sizes[size]}
        />
      ))}
    </span>
  );
}

/** Choosing 1-5 stars: native radios (arrow keys work), each named '3 stars' and so on. */
export function StarRatingInput({
  label,
  name,
  value,
  onChange,
  disabled,
}: {
  label: string;
  name: string;
  value: number | null;
  onChange: (value: number) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-1.5" disabled={disabled}>
      <legend className="text-sm font-semibold text-night-900">{label}</legend>
      <div className="flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <span key={n} className="relative">
            <input
              type="radio"
              id={`${id}-${n}`}
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="peer sr-only"
            />
            <label
              htmlFor={`${id}-${n}`}
              className="block cursor-pointer rounded-md p-0.5 peer-focus-visible:outline-3 peer-focus-visible:outline-sea-600"
            >
              <span className="sr-only">{n === 1 ? '1 star' : `${n} stars`}</span>
              <StarShape fill={value !== null && n <= value ? 'full' : 'empty'} className="h-8 w-8" />
            </label>
          </span>
        ))}
      </div>
    </fieldset>
  );
}
