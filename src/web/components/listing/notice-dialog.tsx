import { useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { LinkButton } from '../ui/link-button';
import { paths } from '../../app/paths';

/** /signin with the current page as returnTo, so signing in brings the visitor straight back. */
export function useSignInHref(): string {
  const location = useLocation();
  return paths.signin({ returnTo: location.pathname + location.search });
}

/**
 * The spec's alerts ('Please sign in to like events', 'Failed to update like status' …) as a small modal:
 * it takes focus, so keyboard and screen-reader users hear the message and reach the Sign In link at once,
 * and it gives focus back to the button that opened it. Rendered into <body> so no card clips it and no
 * surrounding link swallows its clicks.
 */
export function NoticeDialog({
  message,
  signIn = false,
  onClose,
}: {
  /** null while closed. */
  message: string | null;
  /** Offer Sign In (carrying returnTo) instead of a plain OK. */
  signIn?: boolean;
  onClose: () => void;
}) {
  const signInHref = useSignInHref();
  // Mounted from the first message on, so closing runs the dialog's own close (and focus return).
  const [used, setUsed] = useState(false);
  if (message !== null && !used) setUsed(true);
  if (!used || typeof document === 'undefined') return null;
  return createPortal(
    <Dialog
      open={message !== null}
      onClose={onClose}
      title={message ?? ''}
      className="max-w-md"
      actions={
        signIn ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              Not Now
            </Button>
            <LinkButton to={signInHref}>Sign In</LinkButton>
          </>
        ) : (
          <Button onClick={onClose}>OK</Button>
        )
      }
    />,
    document.body,
  );
}

/**
 * A NoticeDialog and what opens it: `show('Failed to update like status')`, or `show(message, true)` to offer
 * Sign In. `dialog` goes anywhere in the caller's markup (it renders into <body>).
 */
export function useNotice(): { show: (message: string, signIn?: boolean) => void; dialog: ReactNode } {
  const [notice, setNotice] = useState<{ message: string; signIn: boolean } | null>(null);
  return {
    show: (message, signIn = false) => setNotice({ message, signIn }),
    dialog: (
      <NoticeDialog
        message={notice?.message ?? null}
        signIn={notice?.signIn}
        onClose={() => setNotice(null)}
      />
    ),
  };
}
