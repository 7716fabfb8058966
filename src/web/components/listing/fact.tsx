import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

/**
 * One term and its value inside a `<dl>`, with an icon beside it. dt and dd stay direct children of the
 * wrapping div (as the HTML content model and screen readers expect), so the icon sits inside the dt.
 * `hideTerm` keeps the term for screen readers only, where the icon says it to sighted readers.
 */
export function Fact({
  icon,
  term,
  hideTerm = false,
  children,
  className,
}: {
  icon: ReactNode;
  term: string;
  hideTerm?: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cx('relative min-w-0', hideTerm ? 'pl-7' : 'pl-8', className)}>
      <dt className={hideTerm ? undefined : 'text-xs font-semibold tracking-wide text-gray-600 uppercase'}>
        <span className="absolute top-0.5 left-0">{icon}</span>
        {hideTerm ? <span className="sr-only">{term}</span> : term}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
