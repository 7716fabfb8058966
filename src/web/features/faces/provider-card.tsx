import { Link } from 'react-router';
import type { ProviderItem } from '../../../shared/schemas/faces';
import { FeatureToggle } from '../../components/listing/feature-toggle';
import { cardLinked, cardSurface, stretchedTitleLink } from '../../components/listing/listing-card';
import { LikeButton } from '../../components/listing/like-button';
import { placeOf } from '../../components/listing/place';
import type { ListView } from '../../components/listing/use-list-query';
import { ChipList } from '../../components/manager/chip-list';
import { Avatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { ratingFigure } from '../../components/ui/rating-control';
import { cx } from '../../lib/cx';
import { imageSrc } from '../../lib/images';
import { paths } from '../../app/paths';

/** Cards show the first two services, then '+N' for the rest (public-site.md §9). */
export const CARD_SERVICES = 2;

export function providerName(p: Pick<ProviderItem, 'firstName' | 'lastName'>): string {
  return `${p.firstName} ${p.lastName}`.trim();
}

/** 'Port of Spain, Trinidad' from state and country, without repeats. */
export const providerRegion = (p: Pick<ProviderItem, 'state' | 'country'>) => placeOf(p.state, p.country);

/** Where the provider works: 'Chaguanas, Trinidad' rather than 'Chaguanas, Chaguanas, Trinidad'. */
export const providerPlace = (p: Pick<ProviderItem, 'location' | 'state' | 'country'>) =>
  placeOf(p.location, p.state, p.country);

/**
 * A provider on Fete Faces (public-site.md §2.7): the whole card opens /fete-faces/:id; the heart and the
 * admin star stay separate controls above that link.
 */
export function ProviderCard({ provider: p, view }: { provider: ProviderItem; view: ListView }) {
  const list = view === 'list';
  const name = providerName(p);
  const region = providerRegion(p);
  const rating = (
    <p className="inline-flex items-center gap-1 text-sm font-semibold text-night-900">
      {p.totalRatings > 0 ? (
        <svg viewBox="0 0 24 24" aria-hidden="true" className="h-4 w-4 text-gold-500" fill="currentColor">
          <path d="M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z" />
        </svg>
      ) : null}
      <span className="sr-only">Rating </span>
      {ratingFigure(p.rating, p.totalRatings)}
    </p>
  );
  const controls = (
    <div className="relative z-10 flex shrink-0 gap-1.5">
      <FeatureToggle kind="face" id={p.id} featured={p.featured} label={name} />
      <LikeButton kind="face" id={p.id} liked={p.liked} label={name} />
    </div>
  );
  return (
    <article
      className={cx(
        cardSurface,
        cardLinked,
        'gap-3 p-4 sm:p-5',
        list ? 'flex-row items-center sm:gap-5' : 'h-full flex-col items-center text-center',
      )}
    >
      {list ? null : (
        <div className="flex w-full items-center justify-between gap-2">
          {rating}
          {controls}
        </div>
      )}
      <Avatar
        src={p.avatarUrl ? imageSrc(p.avatarUrl) : null}
        firstName={p.firstName}
        lastName={p.lastName}
        size={list ? 'lg' : 'xl'}
        className="shadow-md"
      />
      <div className={cx('flex min-w-0 flex-1 flex-col gap-1.5', !list && 'items-center')}>
        {list ? rating : null}
        <h2 className="font-display text-lg leading-snug font-bold text-night-900">
          <Link to={paths.provider(p.id, `${p.firstName} ${p.lastName}`)} className={stretchedTitleLink}>
            {name}
          </Link>
        </h2>
        {p.active ? null : <Badge tone="warning">Inactive</Badge>}
        {region ? <p className="text-sm text-gray-700">{region}</p> : null}
        <ChipList
          label="Services"
          values={p.services}
          max={CARD_SERVICES}
          tone="carnival"
          className={list ? undefined : 'justify-center'}
        />
      </div>
      {list ? <div className="self-start">{controls}</div> : null}
    </article>
  );
}
