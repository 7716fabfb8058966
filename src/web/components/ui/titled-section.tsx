import { useId, type ReactNode } from 'react';
import { cx } from '../../lib/cx';

/**
 * A region named by its own heading (`aria-labelledby`): the title in the display face, at the level the page's
 * outline needs (`as`, h2 unless said) and `size` (lg; xl for a page's main parts). The section's own look (a
 * card, a tint, a rule above) is its `className`; what follows the heading is `children`.
 */
export function TitledSection({
  title,
  as: Heading = 'h2',
  size = 'lg',
  className,
  children,
}: {
  title: ReactNode;
  as?: 'h2' | 'h3';
  size?: 'lg' | 'xl';
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className}>
      <Heading
        id={headingId}
        className={cx('font-display font-bold text-night-900', size === 'xl' ? 'text-xl' : 'text-lg')}
      >
        {title}
      </Heading>
      {children}
    </section>
  );
}
