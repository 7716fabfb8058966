import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

export type BadgeTone =
  'neutral' | 'gold' | 'carnival' | 'sea' | 'night' | 'onNight' | 'success' | 'warning' | 'danger' | 'info';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-gray-100 text-gray-800 ring-gray-300',
  gold: 'bg-gold-100 text-gold-800 ring-gold-400/60',
  carnival: 'bg-carnival-50 text-carnival-800 ring-carnival-200',
  sea: 'bg-sea-50 text-sea-800 ring-sea-500/40',
  night: 'bg-night-900 text-white ring-night-900',
  /** On the night-purple navigation. */
  onNight: 'bg-white/10 text-white/85 ring-white/20',
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-300',
  warning: 'bg-amber-50 text-amber-900 ring-amber-300',
  danger: 'bg-red-50 text-red-800 ring-red-300',
  info: 'bg-blue-50 text-blue-800 ring-blue-300',
};

/** A short label; always text, so its meaning never rests on colour alone. */
export function Badge({
  tone = 'neutral',
  children,
  className,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
