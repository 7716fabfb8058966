import type { ReactNode } from 'react';
import { lazyModule } from './lazy-module';

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

export interface LightboxProps {
  /** The dialog's accessible name, e.g. "Clients of Aaliyah Mohammed". */
  title: string;
  items: readonly LightboxItem[];
  /** The photo shown; null while closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** The lightbox itself (Radix), loaded after the page renders: see lazy-module.ts. */
const radix = lazyModule(() => import('./lightbox-radix'));
export const loadLightbox = radix.load;

/**
 * Photos one at a time in a modal dialog (lightbox-radix.tsx): previous and next wrap around, arrow keys
 * navigate, a strip of up to four thumbnails jumps to a photo, Escape closes, Tab stays inside, and focus goes
 * back to the picture that opened it. Opened before its code has arrived, it shows as soon as it has.
 */
export function Lightbox(props: LightboxProps) {
  const module = radix.use(true);
  if (!module) {
    if (props.index !== null) void radix.load().catch(() => undefined);
    return null;
  }
  return <module.RadixLightbox {...props} />;
}
