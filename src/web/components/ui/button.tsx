import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { SpinnerIcon } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants: Record<ButtonVariant, string> = {
  // White on rose-600 and orange-700 both pass AA; the gradient never passes through lighter stops.
  primary:
    'bg-linear-to-r from-carnival-600 to-sunset-700 text-white shadow-sm shadow-carnival-600/30 hover:from-carnival-700 hover:to-sunset-700 active:from-carnival-800',
  secondary:
    'bg-white text-night-900 ring-1 ring-inset ring-night-900/20 shadow-sm hover:bg-sunset-50 hover:ring-night-900/35',
  ghost: 'bg-transparent text-night-800 hover:bg-night-900/5',
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800 active:bg-red-900',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 text-sm gap-1.5',
  md: 'min-h-11 px-4 text-sm gap-2',
  lg: 'min-h-12 px-6 text-base gap-2',
};

export function buttonClasses({
  variant = 'primary',
  size = 'md',
  block = false,
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  className?: string;
}) {
  return cx(
    'inline-flex items-center justify-center rounded-full font-semibold transition-colors select-none',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    variants[variant],
    sizes[size],
    block && 'w-full',
    className,
  );
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  /** Shows a spinner and blocks clicks while an action runs. */
  loading?: boolean;
  /** Replaces the label while loading, e.g. 'Creating Account...'. */
  loadingText?: string;
  icon?: ReactNode;
}

export function Button({
  variant,
  size,
  block,
  loading = false,
  loadingText,
  icon,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClasses({ variant, size, block, className })}
      {...rest}
    >
      {loading ? <SpinnerIcon className="h-4 w-4" /> : icon}
      {loading && loadingText ? loadingText : children}
    </button>
  );
}
