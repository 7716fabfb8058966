import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { errorMessage } from '../../lib/api';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';
import { MEMBER_SEARCH_MIN, memberSearchQuery } from './member-search';

export { MEMBER_SEARCH_MIN };

export interface PickedMember {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** A member's name as the pickers show it: first and last name, else the e-mail. */
export const memberName = (m: PickedMember) => `${m.firstName} ${m.lastName}`.trim() || m.email;

/** The search waits until typing pauses this long before it asks the server. */
export const MEMBER_SEARCH_DEBOUNCE_MS = 250;

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function MemberLine({ member }: { member: PickedMember }) {
  return (
    <span>
      <span className="font-semibold text-night-900">{memberName(member)}</span>{' '}
      <span className="break-all text-gray-700">{member.email}</span>
    </span>
  );
}

const resultButton =
  'w-full rounded-lg px-3 py-2 text-left text-sm ring-1 ring-night-900/10 hover:bg-carnival-50 focus-visible:bg-carnival-50 focus-visible:outline-2 focus-visible:outline-carnival-600';

/**
 * The back office's one member picker (admin-back-office.md §9): a labelled search field (name or e-mail, from
 * MEMBER_SEARCH_MIN characters, asked once typing pauses), then a labelled list of the members found. Each
 * result is a button (Enter or Space picks it); ArrowDown from the field goes into the list, the arrows move
 * through it, ArrowUp from the first and Escape come back to the field. "Searching...", the empty text and a
 * failure are announced.
 *
 * - `picked` shown (default): the chosen member replaces the field, with Change to search again.
 * - `showPicked={false}`: the field stays (the page says who is chosen); typing again unpicks.
 * - `renderResult(member, clear)`: the row's own controls instead of the pick button (a restaurant's owner is
 *   assigned from the row); `clear()` empties the search.
 */
export function MemberPicker({
  label,
  listLabel = `${label}: members found`,
  hint = `Search by name or e-mail (at least ${MEMBER_SEARCH_MIN} characters)`,
  emptyText = 'No members found',
  failedText = (error) => errorMessage(error, 'Failed to search members'),
  pageSize = 8,
  picked = null,
  showPicked = true,
  clearOnPick = true,
  onPick,
  renderResult,
  error,
}: {
  label: string;
  /** The result list's accessible name. */
  listLabel?: string;
  hint?: string;
  emptyText?: string;
  failedText?: (error: unknown) => string;
  pageSize?: number;
  picked?: PickedMember | null;
  showPicked?: boolean;
  clearOnPick?: boolean;
  onPick?: (member: PickedMember | null) => void;
  renderResult?: (member: PickedMember, clear: () => void) => ReactNode;
  /** The field's own error (a form's "please choose a member"). */
  error?: string;
}) {
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim(), MEMBER_SEARCH_DEBOUNCE_MS);
  const results = useQuery(memberSearchQuery(term, pageSize));
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  if (picked && showPicked) {
    return (
      <div className="flex flex-col gap-1">
        <span className="text-sm font-semibold text-night-900">{label}</span>
        <div className="flex flex-wrap items-center gap-3 rounded-xl bg-sea-50 p-3 text-sm ring-1 ring-sea-500/30">
          <MemberLine member={picked} />
          <Button variant="ghost" size="sm" onClick={() => onPick?.(null)}>
            Change
          </Button>
        </div>
      </div>
    );
  }

  const buttons = () => [
    ...(listRef.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? []),
  ];
  function moveFromField(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'ArrowDown') return;
    const first = buttons()[0];
    if (!first) return;
    event.preventDefault();
    first.focus();
  }
  function moveInList(event: KeyboardEvent<HTMLUListElement>) {
    const all = buttons();
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    if (event.key === 'Escape' || (event.key === 'ArrowUp' && at === 0)) inputRef.current?.focus();
    else if (event.key === 'ArrowUp') all[at - 1]?.focus();
    else if (event.key === 'ArrowDown') all[at + 1]?.focus();
    else return;
    event.preventDefault();
  }

  const clear = () => setSearch('');
  const searching = term.length >= MEMBER_SEARCH_MIN && !(picked && !showPicked);
  const items = searching && !results.isError ? results.data?.items : undefined;
  // One polite live region, always there, so each new answer is read out: searching, none, or how many.
  let announced = '';
  if (searching && results.isPending) announced = 'Searching...';
  else if (items?.length === 0) announced = emptyText;
  // The list says how many to a screen reader; a sighted user sees the list itself.
  const counted = items?.length ? `${items.length} ${items.length === 1 ? 'member' : 'members'} found` : '';

  return (
    <div className="flex flex-col gap-2">
      <TextField
        ref={inputRef}
        type="search"
        label={label}
        hint={hint}
        value={search}
        autoComplete="off"
        maxLength={100}
        error={error}
        onKeyDown={moveFromField}
        onChange={(event) => {
          setSearch(event.target.value);
          if (picked) onPick?.(null);
        }}
      />
      <p role="status" className={announced ? 'text-sm text-gray-700' : 'sr-only'}>
        {announced || counted}
      </p>
      {searching && results.isError ? <Alert tone="error">{failedText(results.error)}</Alert> : null}
      {items?.length ? (
        <ul
          ref={listRef}
          aria-label={listLabel}
          onKeyDown={moveInList}
          className="flex max-h-60 flex-col gap-1 overflow-y-auto"
        >
          {items.map((m) => {
            const member = { id: m.id, firstName: m.firstName, lastName: m.lastName, email: m.email };
            return (
              <li key={m.id}>
                {renderResult ? (
                  renderResult(member, clear)
                ) : (
                  <button
                    type="button"
                    className={resultButton}
                    onClick={() => {
                      onPick?.(member);
                      if (clearOnPick) clear();
                    }}
                  >
                    <MemberLine member={member} />
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

/** The row of a result with its own action (renderResult): the member, then the page's controls. */
export function MemberResultRow({ member, children }: { member: PickedMember; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl p-2 text-sm ring-1 ring-night-900/10">
      <MemberLine member={member} />
      {children}
    </div>
  );
}
