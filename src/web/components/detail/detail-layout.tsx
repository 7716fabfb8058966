import type { ReactNode } from 'react';
import { Icon } from '../ui/icon';
import { LinkButton } from '../ui/link-button';
import { cx } from '../../lib/cx';
import { ItemPicture } from '../listing/item-picture';

/** 'Back to Fete Eats' above a detail page: back to the list the item belongs to. */
export function BackToList({ to, label }: { to: string; label: string }) {
  return (
    <div>
      <LinkButton to={to} variant="ghost" size="sm" icon={<Icon name="arrowLeft" className="h-4 w-4" />}>
        {label}
      </LinkButton>
    </div>
  );
}

/**
 * The top panel of a band or restaurant page: the picture beside the name and main facts on wide screens,
 * above them on narrow ones.
 */
export function DetailPanel({
  imageUrl,
  imageAlt,
  bodyClassName,
  children,
}: {
  imageUrl: string | null;
  imageAlt: string;
  /** Spacing of the text side, e.g. 'gap-6'. */
  bodyClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid items-start overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-night-900/10 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <ItemPicture
        src={imageUrl}
        alt={imageAlt}
        priority
        className="aspect-[3/2] w-full bg-night-900/5 object-cover"
      />
      <div className={cx('flex min-w-0 flex-col p-5 sm:p-8', bodyClassName)}>{children}</div>
    </div>
  );
}
