import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { Button } from '../ui/button';
import {
  MemberLine,
  memberName,
  MemberSearchFrame,
  useMemberSearch,
  type PickedMember,
  type SearchWords,
} from './member-search';

export { MEMBER_SEARCH_MIN, memberName, type PickedMember } from './member-search';

const resultOption =
  'w-full cursor-pointer rounded-lg px-3 py-2 text-left text-sm ring-1 ring-night-900/10 hover:bg-carnival-50';

/**
 * The back office's one member picker (admin-back-office.md §9): a labelled search field (name or e-mail, from
 * MEMBER_SEARCH_MIN characters, asked once typing pauses), then a labelled list of the members found.
 * "Searching...", the empty text and a failure are announced.
 *
 * Picking is a combobox (downshift's `useCombobox`, decision 0036): the field keeps focus, ArrowDown and ArrowUp
 * move through the members found (ArrowUp from the first goes back to the text), Enter or a click picks, Escape
 * closes the list and keeps the text.
 *
 * - `picked` shown (default): the chosen member replaces the field, with Change to search again.
 * - `showPicked={false}`: the field stays with the text typed (the page says who is chosen); typing again unpicks.
 * - `renderResult(member, clear)`: the row's own controls instead of picking (a restaurant's owner is assigned
 *   from the row); `clear()` empties the search. Rows with buttons cannot be a combobox's options, so this is a
 *   search field over a list of rows (MemberSearchList).
 */
export function MemberPicker({
  picked = null,
  showPicked = true,
  onPick,
  renderResult,
  ...words
}: SearchWords & {
  picked?: PickedMember | null;
  showPicked?: boolean;
  onPick?: (member: PickedMember | null) => void;
  renderResult?: (member: PickedMember, clear: () => void) => ReactNode;
}) {
  if (renderResult) return <MemberSearchList {...words} renderResult={renderResult} />;
  if (picked && showPicked) {
    return (
      <div className="flex flex-col gap-1">
        <span className="text-sm font-semibold text-night-900">{words.label}</span>
        <div className="flex flex-wrap items-center gap-3 rounded-xl bg-sea-50 p-3 text-sm ring-1 ring-sea-500/30">
          <MemberLine member={picked} />
          <Button variant="ghost" size="sm" onClick={() => onPick?.(null)}>
            Change
          </Button>
        </div>
      </div>
    );
  }
  return <MemberCombobox {...words} picked={picked} keepText={!showPicked} onPick={onPick} />;
}

function MemberCombobox({
  picked,
  keepText,
  onPick,
  ...words
}: SearchWords & {
  picked: PickedMember | null;
  keepText: boolean;
  onPick?: (member: PickedMember | null) => void;
}) {
  const found = useMemberSearch(words, picked !== null);
  const { search, setSearch, items } = found;
  const inputId = useId();
  // A highlight drawn by the arrow keys has the focus ring; one under the pointer only the hover colour.
  const [byKeyboard, setByKeyboard] = useState(false);

  const combobox = useCombobox<PickedMember>({
    items,
    inputId,
    inputValue: search,
    // The page holds the choice: each pick is a change from nothing.
    selectedItem: null,
    itemToString: (m) => (m ? memberName(m) : ''),
    itemToKey: (m) => m?.id,
    stateReducer: keepTodaysKeys,
    onInputValueChange: ({ inputValue, type }) => {
      setSearch(inputValue);
      if (type === useCombobox.stateChangeTypes.InputChange && picked) onPick?.(null);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onPick?.(selectedItem);
    },
    onHighlightedIndexChange: ({ type }) =>
      setByKeyboard(type !== useCombobox.stateChangeTypes.ItemMouseMove),
  });
  const open = combobox.isOpen && items.length > 0;

  return (
    <MemberSearchFrame
      words={words}
      search={found}
      // The visible label names the field (the Field's <label for>), not a label element of downshift's.
      field={combobox.getInputProps({ 'aria-labelledby': undefined, 'aria-expanded': open })}
      list={
        <ul
          {...combobox.getMenuProps({ 'aria-labelledby': undefined, 'aria-label': found.listLabel })}
          hidden={!open}
          className="flex max-h-60 flex-col gap-1 overflow-y-auto"
        >
          {open
            ? items.map((member, index) => (
                <li
                  key={member.id}
                  className={cx(
                    resultOption,
                    combobox.highlightedIndex === index &&
                      cx('bg-carnival-50', byKeyboard && 'outline-2 -outline-offset-2 outline-carnival-600'),
                  )}
                  {...combobox.getItemProps({ item: member, index })}
                >
                  <MemberLine member={member} />
                </li>
              ))
            : null}
        </ul>
      }
    />
  );

  /** Downshift's keys, with today's: Escape and leaving the field keep the text and pick nothing; a pick empties
   * the field unless the page keeps it (`showPicked={false}`); ArrowUp from the first member goes back to the
   * text, ArrowDown stops at the last. */
  function keepTodaysKeys(
    state: UseComboboxState<PickedMember>,
    { type, changes }: UseComboboxStateChangeOptions<PickedMember>,
  ): Partial<UseComboboxState<PickedMember>> {
    const types = useCombobox.stateChangeTypes;
    const last = items.length - 1;
    switch (type) {
      case types.InputKeyDownEscape:
      case types.InputBlur:
        return { ...changes, inputValue: state.inputValue, selectedItem: state.selectedItem };
      case types.InputKeyDownArrowUp:
        return state.isOpen && state.highlightedIndex === 0 ? { ...changes, highlightedIndex: -1 } : changes;
      case types.InputKeyDownArrowDown:
        return state.isOpen && state.highlightedIndex === last
          ? { ...changes, highlightedIndex: last }
          : changes;
      case types.InputKeyDownEnter:
      case types.ItemClick:
        return { ...changes, inputValue: keepText ? state.inputValue : '', isOpen: false };
      default:
        return changes;
    }
  }
}

/**
 * The search whose rows carry the page's own controls (renderResult): a search field over a named list of rows.
 * ArrowDown from the field goes to the first row's control, the arrows move between the rows' controls, ArrowUp
 * from the first and Escape come back to the field; Tab reaches them too.
 */
function MemberSearchList({
  renderResult,
  ...words
}: SearchWords & { renderResult: (member: PickedMember, clear: () => void) => ReactNode }) {
  const found = useMemberSearch(words);
  const { search, setSearch, items } = found;
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
    <MemberSearchFrame
      words={words}
      search={found}
      field={{
        ref: inputRef,
        value: search,
        autoComplete: 'off',
        onKeyDown: moveFromField,
        onChange: (event) => setSearch(event.target.value),
      }}
      list={
        items.length ? (
          <ul
            ref={listRef}
            aria-label={found.listLabel}
            onKeyDown={moveInList}
            className="flex max-h-60 flex-col gap-1 overflow-y-auto"
          >
            {items.map((member) => (
              <li key={member.id}>{renderResult(member, clear)}</li>
            ))}
          </ul>
        ) : null
      }
    />
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
