import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefObject } from 'react';
import { messages } from '../../../shared/errors';
import { PasswordConfirmDialog } from '../../components/ui/password-confirm-dialog';
import { errorMessage, isApiError } from '../../lib/api';
import { clearSession } from '../../lib/auth';
import { flashState } from '../../lib/flash';
import { useNavigateAndWait } from '../../lib/navigate-and-wait';
import { deleteAccount } from './api';
import { paths } from '../../app/paths';

/** Asks before deleting the member's own account (public-site.md §5, §8), with the password again (decision 0031). */
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
      await leaveTo(paths.home(), { state: flashState('success', messages.deleteAccount.success) });
      clearSession(queryClient);
    },
  });

  const error = mutation.error
    ? isApiError(mutation.error, 401)
      ? messages.deleteAccount.sessionRequired
      : errorMessage(mutation.error, messages.deleteAccount.failed)
    : null;

  return (
    <PasswordConfirmDialog
      open={open}
      title="Delete Account"
      message={messages.deleteAccount.confirm}
      confirmLabel="Delete Account"
      pendingLabel="Deleting..."
      pending={mutation.isPending}
      error={error}
      onConfirm={(password) => mutation.mutate(password)}
      onCancel={() => {
        mutation.reset();
        onClose();
      }}
      returnFocusRef={returnFocusRef}
    />
  );
}
