import * as RadixDialog from '@radix-ui/react-dialog';
import type { KeyboardEvent } from 'react';
import { cx } from '../../lib/cx';
import { fallBackTo } from '../../lib/images';
import { useDialogFocus } from './dialog-radix';
import { Icon } from './icon';
import { thumbnailWindow, type LightboxProps } from './lightbox';

/**
 * The lightbox behind lightbox.tsx, on Radix's dialog (decision 0036): previous and next wrap around, arrow keys
 * navigate, a strip of up to four thumbnails jumps to a photo, Escape closes (a press on the backdrop does not),
 * Tab stays inside, and focus goes back to the picture that opened it (Radix's own focus return).
 */
export function RadixLightbox({ title, items, index, onIndexChange, onClose }: LightboxProps) {
  const focus = useDialogFocus();
  const open = index !== null && items.length > 0;
  const count = items.length;
  const current = open ? Math.min(index, count - 1) : 0;
  const go = (delta: number) => onIndexChange((current + delta + count) % count);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    go(event.key === 'ArrowRight' ? 1 : -1);
  }

  const item = open ? items[current] : null;
  const navButton =
    'inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/25 hover:bg-white/20';

  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/75" />
        <RadixDialog.Content
          aria-describedby={undefined}
          {...focus}
          onKeyDown={onKeyDown}
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed inset-0 z-50 h-full w-full overflow-y-auto bg-night-950 text-white sm:inset-auto sm:top-1/2 sm:left-1/2 sm:h-[95vh] sm:w-[calc(100%-2rem)] sm:max-w-4xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
        >
          {item ? (
            <div className="flex h-full flex-col gap-4 p-4 sm:p-6">
              <div className="flex items-center justify-between gap-4">
                <RadixDialog.Title className="font-display text-lg font-semibold">{title}</RadixDialog.Title>
                <p className="ml-auto text-sm text-white/80" aria-live="polite">
                  {`${current + 1} of ${count}`}
                </p>
                <RadixDialog.Close
                  aria-label="Close"
                  className="rounded-full p-2 text-white/85 hover:bg-white/10 hover:text-white"
                >
                  <Icon name="close" />
                </RadixDialog.Close>
              </div>

              <div className="flex min-h-0 flex-1 items-center gap-2 sm:gap-4">
                <button
                  type="button"
                  onClick={() => go(-1)}
                  aria-label="Previous photo"
                  className={navButton}
                >
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
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
