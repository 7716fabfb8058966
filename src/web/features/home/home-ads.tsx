import { useQuery } from '@tanstack/react-query';
import type { AdItem } from '../../../shared/schemas/public';
import { ContentLink, safeHttpUrl, sitePath } from '../../components/listing/external-link';
import { Icon } from '../../components/ui/icon';
import { cx } from '../../lib/cx';
import { adsQuery } from './api';
import { ItemPicture } from '../../components/listing/item-picture';

function AdBanner({ ad }: { ad: AdItem }) {
  const href = sitePath(ad.linkUrl) ?? safeHttpUrl(ad.linkUrl);
  const body = (
    <>
      <div className="relative aspect-[3/1] shrink-0 bg-night-900/5 sm:aspect-auto sm:w-56">
        <ItemPicture src={ad.imageUrl} alt="" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-4 sm:p-5">
        <p className="font-display text-lg font-bold text-night-900">{ad.title}</p>
        {ad.description ? <p className="line-clamp-2 text-sm text-gray-700">{ad.description}</p> : null}
        {href ? (
          <span className="mt-auto inline-flex items-center gap-1 text-sm font-semibold text-carnival-700 group-hover:underline">
            Learn more
            <Icon name={sitePath(href) ? 'chevronRight' : 'external'} className="h-4 w-4" />
          </span>
        ) : null}
      </div>
    </>
  );
  const box = cx(
    'group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-night-900/10 sm:flex-row',
    href && 'transition hover:shadow-md hover:ring-carnival-600/30',
  );
  return href ? (
    <ContentLink href={href} className={box}>
      {body}
    </ContentLink>
  ) : (
    <div className={box}>{body}</div>
  );
}

/** Ad banners placed at position 'hero' (public-site.md §2.3); nothing when none run or the call fails. */
export function HomeAds() {
  const { data: ads = [] } = useQuery(adsQuery('hero'));
  if (ads.length === 0) return null;
  return (
    <section aria-label="Offers" className="mt-6">
      <ul className={cx('grid gap-4', ads.length > 1 && 'lg:grid-cols-2')}>
        {ads.map((ad) => (
          <li key={ad.id}>
            <AdBanner ad={ad} />
          </li>
        ))}
      </ul>
    </section>
  );
}
