import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefObject } from 'react';
import { messages } from '../../../shared/errors';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { errorMessage, isApiError } from '../../lib/api';
import { clearSession } from '../../lib/auth';
import { flashState } from '../../lib/flash';
import { useNavigateAndWait } from '../../lib/navigate-and-wait';
import { deleteAccount } from './api';

/** Asks before deleting the member's own account (public-site.md §5, §8). */
export function DeleteAccountDialog({
  open,
  onClose,
  returnFocusRef,
}: {
  open: boolean;
  onClose: () => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
}) {
  const queryClient = useQueryClient();
  const leaveTo = useNavigateAndWait();
  const mutation = useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      // Leave first (until the home page is shown): with the session cleared on a member-only page, its guard
      // would redirect to /signin.
      await leaveTo('/', { state: flashState('success', messages.deleteAccount.success) });
      clearSession(queryClient);
    },
  });

  const error = mutation.error
    ? isApiError(mutation.error, 401)
      ? messages.deleteAccount.sessionRequired
      : errorMessage(mutation.error, messages.deleteAccount.failed)
    : null;

  function close() {
    if (mutation.isPending) return;
    mutation.reset();
    onClose();
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Delete Account"
      description={messages.deleteAccount.confirm}
      returnFocusRef={returnFocusRef}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button
            variant="danger"
            loading={mutation.isPending}
            loadingText="Deleting..."
            onClick={() => mutation.mutate()}
          >
            Delete Account
          </Button>
        </>
      }
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
    </Dialog>
  );
}
