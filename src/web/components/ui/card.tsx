import type { ComponentProps } from 'react';
import { cx } from '../../lib/cx';

export function Card({ className, ...rest }: ComponentProps<'div'>) {
  return (
    <div
      className={cx('rounded-2xl bg-white shadow-sm ring-1 ring-night-900/10', 'p-5 sm:p-6', className)}
      {...rest}
    />
  );
}
