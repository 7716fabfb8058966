import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import { TextField } from '../ui/text-field';

const SEARCH_DEBOUNCE_MS = 350;

/** Search as you type (debounced) that still follows the address when it changes (back, reset). */
export function SearchBox({
  label,
  placeholder,
  value,
  onSearch,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onSearch: (value: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setDraft(value);
  }

  // The parent's callback may be new on every render; only the text restarts the wait.
  const commit = useEffectEvent((text: string) => onSearch(text));
  useEffect(() => {
    if (draft.trim() === value) return;
    const timer = setTimeout(() => commit(draft.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (draft.trim() !== value) onSearch(draft.trim());
  }

  return (
    <form role="search" onSubmit={submit} className="w-full min-w-0 sm:w-auto sm:min-w-64 sm:flex-1">
      <TextField
        type="search"
        label={label}
        placeholder={placeholder}
        value={draft}
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setDraft(event.target.value)}
      />
    </form>
  );
}
