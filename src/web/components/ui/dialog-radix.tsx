import * as Primitive from '@radix-ui/react-dialog';
import { useRef, type RefObject } from 'react';
import { cx } from '../../lib/cx';
import type { DialogProps } from './dialog';
import { Icon } from './icon';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** What the person last pressed: a key, or a pointer (mouse, finger, pen). */
let lastPress: 'key' | 'pointer' | undefined;
if (typeof document !== 'undefined') {
  document.addEventListener('keydown', () => (lastPress = 'key'), true);
  document.addEventListener('pointerdown', () => (lastPress = 'pointer'), true);
}

/**
 * Focus on opening and closing, as the native <dialog> did. Opening: the first control inside (the Close
 * button), with a focus ring after a key press only (focus moved by a script would get one when the element
 * that opened the dialog is gone, e.g. a menu's item). Closing: back to the element that had focus when the
 * dialog opened, or to `fallback` when that one is gone (an item of a menu that closed). Radix's dialog itself
 * only returns focus to its own trigger, which our dialogs, opened by state, do not use.
 */
export function useDialogFocus(fallback?: RefObject<HTMLElement | null>) {
  const openerRef = useRef<Element | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      openerRef.current = document.activeElement;
      event.preventDefault();
      const content = event.currentTarget as HTMLElement;
      const first = content.querySelector<HTMLElement>(FOCUSABLE) ?? content;
      const focusVisible = lastPress === undefined ? undefined : lastPress === 'key';
      first.focus({ focusVisible } as FocusOptions);
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      const opener = openerRef.current;
      const target =
        opener instanceof HTMLElement && opener.isConnected && opener !== document.body
          ? opener
          : fallback?.current;
      target?.focus();
    },
  };
}

/**
 * The modal behind `Dialog` (dialog.tsx), on Radix's dialog (decision 0036): the page behind is hidden from
 * assistive technology and does not scroll, Tab cycles inside, Escape closes (a press on the backdrop does not,
 * as with the native <dialog> before), and focus goes back to where it came from (or to `returnFocusRef` when
 * that element is gone).
 */
export function RadixDialog({
  open,
  onClose,
  title,
  description,
  children,
  actions,
  returnFocusRef,
  className,
}: DialogProps) {
  const focus = useDialogFocus(returnFocusRef);
  return (
    <Primitive.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Primitive.Portal>
        <Primitive.Overlay className="fixed inset-0 z-50 bg-night-950/60" />
        <Primitive.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...focus}
          onInteractOutside={(event) => event.preventDefault()}
          className={cx(
            'fixed top-1/2 left-1/2 z-50 max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-0 text-gray-900 shadow-2xl',
            className,
          )}
        >
          <div className="flex flex-col gap-4 p-6">
            <div className="flex items-start justify-between gap-4">
              <Primitive.Title className="font-display text-xl font-bold text-night-900">
                {title}
              </Primitive.Title>
              <Primitive.Close
                aria-label="Close"
                className="-m-2 rounded-full p-2 text-gray-600 hover:bg-gray-100 hover:text-gray-900"
              >
                <Icon name="close" />
              </Primitive.Close>
            </div>
            {description ? (
              <Primitive.Description asChild>
                <div className="text-gray-700">{description}</div>
              </Primitive.Description>
            ) : null}
            {children}
            {actions ? <div className="flex flex-wrap justify-end gap-2 pt-2">{actions}</div> : null}
          </div>
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}
