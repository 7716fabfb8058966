import { cx } from '../../lib/cx';
import { hasSize } from './icon';

/** A spinning ring; decorative on its own (buttons), announced with its text as a Spinner. */
export function SpinnerIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
      className={cx('shrink-0 animate-spin', hasSize(className) ? null : 'h-5 w-5', className)}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export function Spinner({ label = 'Loading...', className }: { label?: string; className?: string }) {
  return (
    <div
      role="status"
      className={cx('flex items-center justify-center gap-3 py-10 text-night-700', className)}
    >
      <SpinnerIcon className="h-6 w-6 text-carnival-600" />
      <span className="font-medium">{label}</span>
    </div>
  );
}
