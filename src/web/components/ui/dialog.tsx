import type { ReactNode, RefObject } from 'react';
import { lazyModule } from './lazy-module';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  returnFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
}

/** The dialog itself (Radix), loaded after the page renders: see lazy-module.ts. */
const radix = lazyModule(() => import('./dialog-radix'));
export const loadDialog = radix.load;

/**
 * A modal (dialog-radix.tsx): the page behind is hidden from assistive technology, Tab cycles inside, Escape
 * closes, and focus goes back to where it came from (or to `returnFocusRef` when that element is gone). Opened
 * before its code has arrived, it shows as soon as it has.
 */
export function Dialog(props: DialogProps) {
  const module = radix.use(true);
  if (!module) {
    if (props.open) void radix.load().catch(() => undefined);
    return null;
  }
  return <module.RadixDialog {...props} />;
}
