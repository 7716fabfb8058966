import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { ActiveBadge } from './active-badge';

/**
 * One item of a manager's card grid: picture, name, Active/Inactive badge, a few facts and the actions row. The
 * grid sits right under the page's title, so the name is a level-2 heading (a screen reader's list of headings
 * does not skip a level; the sections of an open editor are level 3).
 * Inactive items are dimmed (and say so in words: the badge). In edit mode the page renders its form in
 * place of the card's body (`editing` + `children`).
 */
export function ManagerCard({
  title,
  imageUrl,
  imageAlt,
  active,
  badges,
  children,
  actions,
  editing = false,
  className,
}: {
  title: string;
  imageUrl?: string | null;
  /** Alt text of the picture; by default the item's name. */
  imageAlt?: string;
  active?: boolean;
  badges?: ReactNode;
  /** The facts (view mode) or the edit form (edit mode). */
  children?: ReactNode;
  actions?: ReactNode;
  editing?: boolean;
  className?: string;
}) {
  return (
    <article
      aria-label={title}
      className={cx(
        'flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-night-900/10',
        editing && 'ring-2 ring-carnival-500 sm:col-span-2 lg:col-span-3',
        active === false && !editing && 'bg-gray-50',
        className,
      )}
    >
      {imageUrl && !editing ? (
        <img
          src={imageUrl}
          alt={imageAlt ?? title}
          loading="lazy"
          className={cx('aspect-video w-full object-cover', active === false && 'opacity-60')}
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="text-base font-bold text-night-900">{title}</h2>
          <span className="flex flex-wrap gap-1">
            {active === undefined ? null : <ActiveBadge active={active} />}
            {badges}
          </span>
        </div>
        <div className="flex-1 text-sm text-gray-700">{children}</div>
        {actions ? <div className="flex flex-wrap items-center gap-2 pt-1">{actions}</div> : null}
      </div>
    </article>
  );
}

/** The managers' card grid: one column on phones, three on wide screens. */
export function ManagerGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {children}
    </section>
  );
}
