import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useBlocker, type Blocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

/** What a page with unsaved work holds: the router's blocker and a way to let its own next navigation through. */
export interface UnsavedChangesGuard {
  blocker: Blocker;
  /** The work is saved (or deliberately left): the next navigation goes without asking (e.g. after Save). */
  release: () => void;
}

/**
 * Warns before unsaved work is lost (issue #23, item 22): while `dirty`, leaving for another page inside the
 * app (a link, Back, Cancel) waits for `UnsavedChangesDialog`, and a reload or a closed tab gets the browser's
 * own warning (beforeunload). Moving within the page (its search, paging) is not leaving.
 */
export function useUnsavedChanges(dirty: boolean): UnsavedChangesGuard {
  const blocking = useRef(dirty);
  useLayoutEffect(() => {
    blocking.current = dirty;
  }, [dirty]);
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }) =>
        blocking.current && currentLocation.pathname !== nextLocation.pathname,
      [],
    ),
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the warning only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  // Saved meanwhile (or discarded): a navigation that waited goes on.
  useEffect(() => {
    if (!dirty && blocker.state === 'blocked') blocker.proceed();
  }, [dirty, blocker]);
  const release = useCallback(() => {
    blocking.current = false;
  }, []);
  return { blocker, release };
}

export const leaveTexts = {
  title: 'Leave without saving?',
  stay: 'Stay on this page',
  leave: 'Leave',
} as const;

/** Asks whether to leave with the work unsaved: Stay keeps the page as it is, Leave goes where the link led. */
export function UnsavedChangesDialog({ guard, message }: { guard: UnsavedChangesGuard; message: string }) {
  const { blocker } = guard;
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={leaveTexts.title}
      message={message}
      confirmLabel={leaveTexts.leave}
      cancelLabel={leaveTexts.stay}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
