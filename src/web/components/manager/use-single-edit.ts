import { useCallback, useState } from 'react';

/**
 * One item at a time in edit mode (admin-back-office.md §4): editing another closes the first, and its unsaved
 * changes are discarded, as Cancel does. `done` after a save or a cancel.
 */
export function useSingleEdit() {
  const [editing, setEditing] = useState<string | null>(null);
  const done = useCallback(() => setEditing(null), []);
  return { edit: setEditing, done, isEditing: (id: string) => editing === id };
}
