import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cardLinked, cardSurface } from '../../components/listing/listing-card';
import { ExternalLink, safeHttpUrl } from '../../components/listing/external-link';
import { cx } from '../../lib/cx';
import { ItemPicture } from '../../components/listing/item-picture';

const stretched = "after:absolute after:inset-0 after:content-[''] focus:outline-none";

/**
 * A home-page pick: picture, a small line above the name, the name (the link: the whole tile opens it),
 * a few details, and an optional badge over the picture.
 */
export function HomeTile({
  to,
  href,
  image,
  imageAlt,
  square = false,
  badge,
  eyebrow,
  title,
  children,
}: {
  /** A page of the site… */
  to?: string;
  /** …or a shop outside it. */
  href?: string | null;
  image: string | null;
  imageAlt: string;
  square?: boolean;
  badge?: ReactNode;
  eyebrow?: ReactNode;
  title: string;
  children?: ReactNode;
}) {
  const titleClasses = cx('rounded group-hover:text-carnival-700', stretched);
  const external = safeHttpUrl(href);
  return (
    <article className={cx(cardSurface, cardLinked, 'h-full flex-col overflow-hidden')}>
      <div className={cx('relative bg-night-900/5', square ? 'aspect-square' : 'aspect-[3/2]')}>
        <ItemPicture src={image} alt={imageAlt} />
        {badge ? <div className="absolute top-3 left-3 flex gap-1.5">{badge}</div> : null}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        {eyebrow ? (
          <p className="text-xs font-semibold tracking-wide text-carnival-700 uppercase">{eyebrow}</p>
        ) : null}
        <h3 className="font-display text-lg leading-snug font-bold text-night-900">
          {to ? (
            <Link to={to} className={titleClasses}>
              {title}
            </Link>
          ) : external ? (
            <ExternalLink href={external} className={titleClasses}>
              {title}
            </ExternalLink>
          ) : (
            title
          )}
        </h3>
        {children ? <div className="flex flex-col gap-1 text-sm text-gray-700">{children}</div> : null}
      </div>
    </article>
  );
}
