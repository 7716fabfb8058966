import { useState } from 'react';
import { useUnsavedChanges } from '../ui/unsaved-changes';

/** A row whose status the back office changes: a form submission, a staff application. */
export interface StatusRow<S extends string> {
  id: string;
  status: S;
}

/**
 * The status changes of a back-office review (admin-back-office.md §4), one way for every such screen:
 * `stage(row, next)` keeps a change on screen only (choosing the saved status again drops it); `saveStaged()`
 * sends them one at a time, each done change leaving the staged list, and stops at the first refusal (the rest
 * stay staged); `discard()` drops them all.
 *
 * `saving` while the changes are on their way, `error` the refusal in the screen's words (`failedMessage`),
 * cleared by the next attempt. `saveStaged()` resolves true when every change was saved; the screen's write
 * answers or re-reads the rows (`write()` invalidates), so the rows then show the confirmed status. While
 * changes are staged, leaving the page asks first (`guard`, drawn by `SaveChangesButton`; a reload gets the
 * browser's warning).
 */
export function useStagedStatuses<S extends string>({
  save,
  failedMessage,
}: {
  save: (id: string, status: S) => Promise<unknown>;
  failedMessage: (failure: unknown) => string;
}) {
  const [staged, setStaged] = useState<Record<string, S>>({});
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const changes = Object.entries(staged) as [string, S][];
  const guard = useUnsavedChanges(changes.length > 0);

  async function saveStaged(): Promise<boolean> {
    setError(null);
    setSaving(true);
    try {
      for (const [id, status] of changes) {
        await save(id, status);
        setStaged(({ [id]: _done, ...rest }) => rest as Record<string, S>);
      }
      return true;
    } catch (failure) {
      setError(failedMessage(failure));
      return false;
    } finally {
      setSaving(false);
    }
  }

  return {
    /** How many changes wait to be saved. */
    count: changes.length,
    /** The status to show: the staged one, else the saved one. */
    statusOf: (row: StatusRow<S>): S => staged[row.id] ?? row.status,
    isStaged: (id: string) => id in staged,
    stage: (row: StatusRow<S>, next: S) =>
      setStaged(
        ({ [row.id]: _old, ...rest }) =>
          (next === row.status ? rest : { ...rest, [row.id]: next }) as Record<string, S>,
      ),
    discard: () => setStaged({}),
    saveStaged,
    saving,
    /** Leaving the page with staged changes waits for the Leave or Stay dialog. */
    guard,
    error,
  };
}

export type StagedStatuses<S extends string> = ReturnType<typeof useStagedStatuses<S>>;
