import { useRef, useState } from 'react';
import { ApiError } from '../../lib/api';
import { Button, type ButtonProps } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { TextField } from '../ui/text-field';

/**
 * An item's write started from a button: `pending` while it runs; a failure in the server's words for a refusal,
 * else the spec's (`failedMessage`).
 */
function useAttempt(failedMessage: string) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function attempt(work: () => Promise<unknown>) {
    setPending(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      const refused = failure instanceof ApiError && failure.status < 500 && failure.message;
      setError(refused ? failure.message : failedMessage);
    } finally {
      setPending(false);
    }
  }
  return { pending, error, setError, attempt };
}

/** Edit one item: its form opens in its place (one item at a time, `useSingleEdit`). */
export function EditButton({
  itemName,
  onEdit,
  variant = 'secondary',
}: {
  itemName: string;
  onEdit: () => void;
  variant?: ButtonProps['variant'];
}) {
  return (
    <Button variant={variant} size="sm" aria-label={`Edit ${itemName}`} onClick={onEdit}>
      Edit
    </Button>
  );
}

/**
 * Activate or Deactivate one item. The label says what pressing does and names the item for screen readers;
 * a failure shows beside the button in the spec's words (`failedMessage`, e.g. "Failed to update event").
 */
export function ActiveToggle({
  active,
  itemName,
  onToggle,
  failedMessage,
}: {
  active: boolean;
  itemName: string;
  onToggle: (next: boolean) => Promise<unknown>;
  failedMessage: string;
}) {
  const { pending, error, attempt } = useAttempt(failedMessage);
  const label = active ? 'Deactivate' : 'Activate';
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Button
        variant="secondary"
        size="sm"
        loading={pending}
        aria-label={`${label} ${itemName}`}
        onClick={() => void attempt(() => onToggle(!active))}
      >
        {label}
      </Button>
      {error ? (
        <span role="alert" className="text-xs font-medium text-red-700">
          {error}
        </span>
      ) : null}
    </span>
  );
}

/**
 * Delete one item after the spec's confirmation ("Are you sure you want to delete this event?"). The dialog
 * stays open with the failure in it if the delete fails; focus returns to the button when it closes. With
 * `typed`, Delete waits until those words are typed (a delete that takes members' submissions with it), and
 * `onDelete` gets them for the server to check.
 */
export function DeleteButton({
  itemName,
  message,
  typed,
  onDelete,
  failedMessage,
  label = 'Delete',
}: {
  itemName: string;
  /** The confirmation, word for word from the spec. */
  message: string;
  typed?: { label: string; value: string };
  onDelete: (typed?: string) => Promise<unknown>;
  failedMessage: string;
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  const { pending, error, setError, attempt } = useAttempt(failedMessage);
  const [typing, setTyping] = useState('');
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={buttonRef}
        variant="danger"
        size="sm"
        aria-label={`${label} ${itemName}`}
        onClick={() => {
          setError(null);
          setTyping('');
          setOpen(true);
        }}
      >
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        title={`${label} ${itemName}?`}
        message={message}
        confirmLabel={label}
        pendingLabel="Deleting..."
        pending={pending}
        confirmDisabled={typed !== undefined && typing.trim() !== typed.value.trim()}
        error={error}
        onConfirm={() =>
          void attempt(async () => {
            await onDelete(typed ? typing : undefined);
            setOpen(false);
          })
        }
        onCancel={() => setOpen(false)}
        returnFocusRef={buttonRef}
      >
        {typed ? (
          <TextField
            label={typed.label}
            name="confirm"
            autoComplete="off"
            value={typing}
            onChange={(event) => setTyping(event.target.value)}
          />
        ) : null}
      </ConfirmDialog>
    </>
  );
}
