import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { fallBackTo } from '../../lib/images';
import { Icon } from './icon';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** How many small pictures the strip under the main photo shows at most. */
export const LIGHTBOX_THUMBNAILS = 4;

export interface LightboxItem {
  id: string;
  src: string;
  alt: string;
  /** Text under the photo (caption, who, what). */
  details?: ReactNode;
}

/** Up to `size` consecutive indexes (wrapping) that include `index`, with `index` as early as possible. */
export function thumbnailWindow(count: number, index: number, size = LIGHTBOX_THUMBNAILS): number[] {
  if (count <= size) return Array.from({ length: count }, (_, i) => i);
  const start = Math.max(0, Math.min(index - 1, count - size));
  return Array.from({ length: size }, (_, i) => start + i);
}

/**
 * Photos one at a time on the native <dialog>: previous and next wrap around, arrow keys navigate,
 * a strip of up to four thumbnails jumps to a photo, Escape closes, Tab stays inside, and focus goes
 * back to the picture that opened it.
 */
export function Lightbox({
  title,
  items,
  index,
  onIndexChange,
  onClose,
}: {
  /** The dialog's accessible name, e.g. "Clients of Aaliyah Mohammed". */
  title: string;
  items: readonly LightboxItem[];
  /** The photo shown; null while closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<Element | null>(null);
  const titleId = useId();
  const open = index !== null && items.length > 0;
  const count = items.length;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      const opener = openerRef.current;
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    }
  }, [open]);

  const current = open ? Math.min(index, count - 1) : 0;
  const go = (delta: number) => onIndexChange((current + delta + count) % count);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      go(event.key === 'ArrowRight' ? 1 : -1);
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const focusable = Array.from(ref.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  const item = open ? items[current] : null;
  const navButton =
    'inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/25 hover:bg-white/20';

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      className="m-auto h-full max-h-none w-full max-w-none bg-night-950 p-0 text-white backdrop:bg-black/75 sm:h-auto sm:max-h-[95vh] sm:w-[calc(100%-2rem)] sm:max-w-4xl sm:rounded-2xl"
    >
      {item ? (
        <div className="flex h-full flex-col gap-4 p-4 sm:p-6">
          <div className="flex items-center justify-between gap-4">
            <h2 id={titleId} className="font-display text-lg font-semibold">
              {title}
            </h2>
            <p className="ml-auto text-sm text-white/80" aria-live="polite">
              {`${current + 1} of ${count}`}
            </p>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="rounded-full p-2 text-white/85 hover:bg-white/10 hover:text-white"
            >
              <Icon name="close" />
            </button>
          </div>

          <div className="flex min-h-0 flex-1 items-center gap-2 sm:gap-4">
            <button type="button" onClick={() => go(-1)} aria-label="Previous photo" className={navButton}>
              <Icon name="chevronLeft" />
            </button>
            <figure className="flex min-w-0 flex-1 flex-col items-center gap-3">
              <img
                key={item.id}
                src={item.src}
                onError={fallBackTo()}
                alt={item.alt}
                // Opened on purpose: the picture is wanted now.
                loading="eager"
                className="max-h-[60vh] w-auto max-w-full rounded-xl object-contain"
              />
              {item.details ? (
                <figcaption className="text-center text-sm text-white/90">{item.details}</figcaption>
              ) : null}
            </figure>
            <button type="button" onClick={() => go(1)} aria-label="Next photo" className={navButton}>
              <Icon name="chevronRight" />
            </button>
          </div>

          {count > 1 ? (
            <ul className="flex justify-center gap-2" aria-label="Photos">
              {thumbnailWindow(count, current).map((i) => (
                <li key={items[i].id}>
                  <button
                    type="button"
                    onClick={() => onIndexChange(i)}
                    aria-label={`Show photo ${i + 1} of ${count}`}
                    aria-current={i === current ? 'true' : undefined}
                    className={cx(
                      'block h-14 w-14 overflow-hidden rounded-lg ring-2 sm:h-16 sm:w-16',
                      i === current ? 'ring-gold-400' : 'opacity-70 ring-transparent hover:opacity-100',
                    )}
                  >
                    <img
                      src={items[i].src}
                      onError={fallBackTo()}
                      alt=""
                      loading="lazy"
                      className="h-full w-full object-cover"
                    />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}
