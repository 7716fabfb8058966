import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { memberSearchQuery } from '../../../components/member-picker/member-search';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';

export interface PickedMember {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * A member chosen with the back office's member search (name or e-mail, from 2 characters): the server
 * searches, the list shows at most 8, and the choice is shown with a way to change it.
 */
export function MemberPicker({
  label,
  picked,
  onPick,
  error,
}: {
  label: string;
  picked: PickedMember | null;
  onPick: (member: PickedMember | null) => void;
  error?: string;
}) {
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const results = useQuery(memberSearchQuery(q, 8));
  if (picked) {
    return (
      <div className="flex flex-col gap-1">
        <span className="text-sm font-semibold text-night-900">{label}</span>
        <div className="flex flex-wrap items-center gap-3 rounded-xl bg-sea-50 p-3 text-sm ring-1 ring-sea-500/30">
          <span>
            <span className="font-semibold text-night-900">
              {picked.firstName} {picked.lastName}
            </span>{' '}
            <span className="text-gray-700">{picked.email}</span>
          </span>
          <Button variant="ghost" size="sm" onClick={() => onPick(null)}>
            Change
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <TextField
        type="search"
        label={label}
        hint="Search by name or e-mail (at least 2 characters)"
        value={search}
        autoComplete="off"
        maxLength={100}
        error={error}
        onChange={(event) => setSearch(event.target.value)}
      />
      {q.length >= 2 && results.data ? (
        results.data.items.length ? (
          <ul aria-label={`${label}: members found`} className="flex max-h-60 flex-col gap-1 overflow-y-auto">
            {results.data.items.map((m) => (
              <li key={m.id}>
                <button
                  type="button"
                  className="w-full rounded-lg px-3 py-2 text-left text-sm ring-1 ring-night-900/10 hover:bg-carnival-50 focus-visible:outline-2 focus-visible:outline-carnival-600"
                  onClick={() => {
                    onPick({ id: m.id, firstName: m.firstName, lastName: m.lastName, email: m.email });
                    setSearch('');
                  }}
                >
                  <span className="font-semibold text-night-900">
                    {m.firstName} {m.lastName}
                  </span>{' '}
                  <span className="text-gray-700">{m.email}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-gray-700">No members found</p>
        )
      ) : null}
    </div>
  );
}
