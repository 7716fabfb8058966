import type { ReactNode, RefObject } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog } from './dialog';

/**
 * Asks before an action that cannot be taken back (the spec's "Are you sure you want to delete …?"). The
 * question is the dialog's description, so it is read with the title. While the action runs the confirm button
 * shows its pending text and the dialog cannot be dismissed; a failure shows inside it, so the member can try
 * again or cancel. Focus returns to the opener (or `returnFocusRef`) when it closes.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  pendingLabel,
  cancelLabel = 'Cancel',
  destructive = true,
  pending = false,
  confirmDisabled = false,
  error,
  onConfirm,
  onCancel,
  returnFocusRef,
  children,
}: {
  open: boolean;
  title: string;
  /** The confirmation text, word for word from the spec. */
  message: ReactNode;
  confirmLabel: string;
  /** The confirm button's text while the action runs, e.g. 'Deleting...'. */
  pendingLabel?: string;
  cancelLabel?: string;
  /** Red confirm button (deleting, revoking); false for a harmless confirmation. */
  destructive?: boolean;
  pending?: boolean;
  /** The confirm button waits for the rest of the confirmation (typed words). */
  confirmDisabled?: boolean;
  error?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** What the confirmation asks for besides the click (a password field), above the error. */
  children?: ReactNode;
}) {
  function cancel() {
    if (!pending) onCancel();
  }

  return (
    <Dialog
      open={open}
      onClose={cancel}
      title={title}
      description={message}
      returnFocusRef={returnFocusRef}
      actions={
        <>
          <Button variant="secondary" onClick={cancel} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button
            variant={destructive ? 'danger' : 'primary'}
            loading={pending}
            loadingText={pendingLabel}
            disabled={confirmDisabled}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {error ? <Alert tone="error">{error}</Alert> : null}
    </Dialog>
  );
}
