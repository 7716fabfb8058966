import type { ReactNode } from 'react';
import { SITE } from '../../../shared/constants';
import { cx } from '../../lib/cx';

/** The page's h1 (and the browser tab's title), with an optional eyebrow, description and actions. */
export function PageHeader({
  title,
  eyebrow,
  description,
  actions,
  documentTitle,
  className,
}: {
  title: ReactNode;
  eyebrow?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** Defaults to the title when it is plain text. */
  documentTitle?: string;
  className?: string;
}) {
  const tabTitle = documentTitle ?? (typeof title === 'string' ? title : undefined);
  return (
    <header className={cx('mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)}>
      {tabTitle ? <title>{`${tabTitle} · ${SITE.name}`}</title> : null}
      <div className="min-w-0">
        {eyebrow ? (
          <p className="mb-1 text-sm font-semibold tracking-wide text-carnival-700 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="font-display text-3xl font-bold tracking-tight text-night-900 sm:text-4xl">{title}</h1>
        <div
          aria-hidden="true"
          className="mt-3 h-1.5 w-20 rounded-full bg-linear-to-r from-carnival-600 via-sunset-500 to-gold-400"
        />
        {description ? <div className="mt-3 max-w-2xl text-base text-gray-700">{description}</div> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}
