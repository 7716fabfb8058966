import { useState } from 'react';
import { cx } from '../../lib/cx';
import { initials } from '../../../shared/initials';

const sizes = {
  sm: 'h-8 w-8 text-xs',
  md: 'h-10 w-10 text-sm',
  lg: 'h-16 w-16 text-xl',
  xl: 'h-24 w-24 text-3xl',
} as const;

/**
 * A member's picture, or their initials on a carnival gradient when there is none (or it fails to load).
 * `decorative` when the name is already written next to it.
 */
export function Avatar({
  src,
  firstName,
  lastName,
  name: wholeName,
  size = 'md',
  decorative = false,
  className,
}: {
  src?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  /** The whole name, where first and last name do not come apart (attendees, the door's pass check). */
  name?: string | null;
  size?: keyof typeof sizes;
  decorative?: boolean;
  className?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const name = [firstName, lastName, wholeName].filter(Boolean).join(' ').trim() || 'Member';
  const base = cx(
    'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full ring-2 ring-white',
    sizes[size],
    className,
  );
  if (src && failedSrc !== src) {
    return (
      <img
        src={src}
        alt={decorative ? '' : name}
        loading="lazy"
        className={cx(base, 'object-cover')}
        onError={() => setFailedSrc(src)}
      />
    );
  }
  return (
    <span
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
      className={cx(base, 'bg-linear-to-br from-carnival-700 to-sunset-700 font-bold text-white')}
    >
      {wholeName ? initials(wholeName) : initials(firstName, lastName)}
    </span>
  );
}
