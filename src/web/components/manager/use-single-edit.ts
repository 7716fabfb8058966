import { useCallback, useState } from 'react';

/**
 * One item at a time in edit mode (admin-back-office.md §4): editing another closes the first, and its unsaved
 * changes are discarded, as Cancel does. `done` after a save or a cancel.
 */
export function useSingleEdit<Id extends string = string>() {
  const [editing, setEditing] = useState<Id | null>(null);
  const edit = useCallback((id: Id) => setEditing(id), []);
  const done = useCallback(() => setEditing(null), []);
  const isEditing = useCallback((id: Id) => editing === id, [editing]);
  return { editing, edit, done, isEditing };
}
