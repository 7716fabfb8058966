import type { ComponentProps } from 'react';
import { cx } from '../../lib/cx';

const widths = { sm: 'max-w-xl', md: 'max-w-3xl', lg: 'max-w-6xl', xl: 'max-w-7xl' } as const;

export function Container({
  width = 'lg',
  className,
  ...rest
}: ComponentProps<'div'> & { width?: keyof typeof widths }) {
  return <div className={cx('mx-auto w-full px-4 sm:px-6 lg:px-8', widths[width], className)} {...rest} />;
}
