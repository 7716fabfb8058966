import { useState, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { fallBackTo } from '../../lib/images';
import { Lightbox, type LightboxItem } from './lightbox';

export interface GalleryPhoto extends LightboxItem {
  /** A short line under the tile (e.g. 'Client · Service'). */
  note?: ReactNode;
}

/** A grid of photos; each one opens the lightbox at that photo, and focus comes back to it on close. */
export function PhotoGallery({
  title,
  photos,
  shape = 'square',
  className = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4',
}: {
  /** The lightbox's name, e.g. 'Clients of Aaliyah Mohammed'. */
  title: string;
  photos: readonly GalleryPhoto[];
  /** Tiles cut square (portraits, client photos) or 3:2 (rooms, dishes). */
  shape?: 'square' | 'wide';
  className?: string;
}) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <ul className={className}>
        {photos.map((photo, i) => (
          <li key={photo.id}>
            <button
              type="button"
              onClick={() => setOpen(i)}
              aria-haspopup="dialog"
              className="group block w-full overflow-hidden rounded-xl bg-white text-left shadow-sm ring-1 ring-night-900/10 hover:ring-carnival-600/40"
            >
              <img
                src={photo.src}
                onError={fallBackTo()}
                alt={photo.alt}
                loading="lazy"
                className={cx(
                  'w-full object-cover transition group-hover:scale-[1.02]',
                  shape === 'square' ? 'aspect-square' : 'aspect-[3/2]',
                )}
              />
              {photo.note ? (
                <span className="block px-3 py-2 text-xs text-gray-700">{photo.note}</span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
      <Lightbox
        title={title}
        items={photos}
        index={open}
        onIndexChange={setOpen}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
