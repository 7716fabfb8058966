import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { TextField } from '../ui/text-field';
import {
  defaultHint,
  MemberLine,
  SearchStatus,
  useMemberSearch,
  type PickedMember,
  type SearchWords,
} from './member-search';

/**
 * The search whose rows carry the page's own controls (renderResult): a search field over a named list of rows.
 * ArrowDown from the field goes to the first row's control, the arrows move between the rows' controls, ArrowUp
 * from the first and Escape come back to the field; Tab reaches them too.
 */
export function MemberSearchList({
  renderResult,
  ...words
}: SearchWords & { renderResult: (member: PickedMember, clear: () => void) => ReactNode }) {
  const { label, listLabel = `${label}: members found`, hint = defaultHint, error } = words;
  const { search, setSearch, items, announced, counted, failure } = useMemberSearch(words);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const controls = () => [
    ...(listRef.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? []),
  ];
  function moveFromField(event: KeyboardEvent<HTMLInputElement>) {
    const first = controls()[0];
    if (event.key !== 'ArrowDown' || !first) return;
    event.preventDefault();
    first.focus();
  }
  function moveInList(event: KeyboardEvent<HTMLUListElement>) {
    const all = controls();
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    if (event.key === 'Escape' || (event.key === 'ArrowUp' && at === 0)) inputRef.current?.focus();
    else if (event.key === 'ArrowUp') all[at - 1]?.focus();
    else if (event.key === 'ArrowDown') all[at + 1]?.focus();
    else return;
    event.preventDefault();
  }
  const clear = () => setSearch('');

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
        onChange={(event) => setSearch(event.target.value)}
      />
      <SearchStatus announced={announced} counted={counted} failure={failure} />
      {items.length ? (
        <ul
          ref={listRef}
          aria-label={listLabel}
          onKeyDown={moveInList}
          className="flex max-h-60 flex-col gap-1 overflow-y-auto"
        >
          {items.map((member) => (
            <li key={member.id}>{renderResult(member, clear)}</li>
          ))}
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
