import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '../../lib/cx';
import { Icon, type IconName } from '../ui/icon';
import { useFirstCard } from './first-card';
import type { ListView } from './use-list-query';
import { ItemPicture } from './item-picture';

/** The card surface every list and home tile shares: white, rounded, a thin ring. */
export const cardSurface = 'flex rounded-2xl bg-white shadow-sm ring-1 ring-night-900/10';

/**
 * For a card whose title link stretches over it (`after:absolute after:inset-0`): it lifts on hover and
 * shows the keyboard focus of that link as a ring round the whole card.
 */
export const cardLinked =
  'group relative transition focus-within:ring-2 focus-within:ring-sea-600 hover:-translate-y-0.5 hover:shadow-md motion-reduce:hover:translate-y-0';

/** The title link of a `cardLinked` card: it stretches over the whole card, which shows its focus. */
export const stretchedTitleLink =
  "rounded after:absolute after:inset-0 after:content-[''] focus:outline-none group-hover:text-carnival-700";

/**
 * The head of a linked card: the place above the title, the title linking to the item's page (over the whole
 * card), and the controls that stay separate from that link (the admin star, the heart) beside it.
 */
export function CardHeading({
  eyebrow,
  title,
  to,
  as: Heading = 'h2',
  controls,
}: {
  eyebrow: string;
  title: string;
  to: string;
  as?: 'h2' | 'h3';
  controls: ReactNode;
}) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        {eyebrow ? (
          <p className="text-xs font-semibold tracking-wide text-carnival-700 uppercase">{eyebrow}</p>
        ) : null}
        <Heading className="mt-1 font-display text-lg leading-snug font-bold text-night-900">
          <Link to={to} className={stretchedTitleLink}>
            {title}
          </Link>
        </Heading>
      </div>
      <div className="relative z-10 flex shrink-0 gap-1.5">{controls}</div>
    </div>
  );
}

/** A card's facts (dates, hours, place…), one a line with its icon: `<CardFacts><CardFact icon="clock">…`. */
export function CardFacts({ children }: { children: ReactNode }) {
  return <ul className="flex flex-col gap-1.5 text-sm text-gray-700">{children}</ul>;
}

export function CardFact({ icon, children }: { icon: IconName; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2">
      <Icon name={icon} className="text-sea-700" />
      <span>{children}</span>
    </li>
  );
}

/**
 * A list card with its picture: on top in grid view, beside the text in list view (from the sm width on).
 * `overlay` sits over the picture (price badges, hearts); `children` is the text part.
 */
export function ListingCard({
  view = 'grid',
  image,
  imageAlt,
  imageWidth = 'sm:w-64',
  linked = true,
  overlay,
  bodyClassName = 'gap-2',
  children,
}: {
  view?: ListView;
  image: string | null | undefined;
  imageAlt: string;
  /** The picture's width in list view, as a whole class (`sm:w-64`, `sm:w-72`) so Tailwind sees it. */
  imageWidth?: string;
  linked?: boolean;
  overlay?: ReactNode;
  bodyClassName?: string;
  children: ReactNode;
}) {
  const list = view === 'list';
  const first = useFirstCard();
  return (
    <article
      className={cx(
        cardSurface,
        'overflow-hidden',
        linked && cardLinked,
        list ? 'flex-col sm:flex-row' : 'h-full flex-col',
      )}
    >
      <div
        className={cx(
          'relative shrink-0 bg-night-900/5',
          list ? cx('aspect-[3/2] sm:aspect-auto', imageWidth) : 'aspect-[3/2]',
        )}
      >
        <ItemPicture src={image} alt={imageAlt} priority={first} />
        {overlay}
      </div>
      <div className={cx('flex min-w-0 flex-1 flex-col p-4 sm:p-5', bodyClassName)}>{children}</div>
    </article>
  );
}
