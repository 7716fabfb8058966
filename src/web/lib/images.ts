/** The stock picture shown when an item has no image (or its image cannot be loaded). */
export const DEFAULT_IMAGE = '/images/default-image.svg';

/** The two local slides the home hero shows when no slide loads (public-site.md §2.3). */
export const DEFAULT_HERO_IMAGES = ['/images/hero-default-1.svg', '/images/hero-default-2.svg'] as const;

/**
 * The address to put in <img src>: an uploaded file (`/uploads/…`) or an http(s) URL as given,
 * otherwise the default stock image. Anything else (empty, `javascript:`, `data:`) never reaches the page.
 */
export function imageSrc(value: string | null | undefined, fallback: string = DEFAULT_IMAGE): string {
  const url = value?.trim();
  if (!url) return fallback;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https?:\/\//i.test(url) ? url : fallback;
}

/**
 * onError for an <img>: swap in the fallback once (a broken fallback must not loop).
 * Usage: <img src={imageSrc(url)} onError={fallBackTo()} />
 */
export function fallBackTo(fallback: string = DEFAULT_IMAGE) {
  return (event: { currentTarget: HTMLImageElement }) => {
    const img = event.currentTarget;
    if (img.dataset.fellBack) return;
    img.dataset.fellBack = '1';
    img.src = fallback;
  };
}
