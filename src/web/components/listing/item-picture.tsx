import { fallBackTo, imageSrc } from '../../lib/images';

const FILL = 'absolute inset-0 h-full w-full object-cover';

/**
 * An item's picture, by default filling its frame (a `relative` box with its aspect ratio): the default image when
 * the item has none or it fails to load. `priority` for the picture a page shows first (a phone's largest
 * paint): fetched at once and before the rest; any other loads lazily.
 */
export function ItemPicture({
  src,
  alt,
  priority = false,
  className = FILL,
}: {
  src: string | null | undefined;
  alt: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <img
      src={imageSrc(src)}
      onError={fallBackTo()}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  );
}
