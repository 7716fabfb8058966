import { useId } from 'react';
import { cx } from '../../lib/cx';

/** The part of a list's state (useListState) the switch reads and writes: a `when` filter ('' or 'past'). */
interface WhenState {
  filters: { when: string };
  setFilter: (key: 'when', value: string) => void;
}

const CHOICES = [
  ['', 'Upcoming'],
  ['past', 'Past'],
] as const;

/**
 * Upcoming / Past for a dated list (Fete Guide, Fete Travel, Fete Destinations): two buttons with
 * `aria-pressed`, bound to the list's `when` filter in the address (`?when=past`; upcoming is no filter).
 * Declare the filter as `when: ['past']` in useListState; the server's list takes `when=past`.
 */
export function WhenSwitch({ list, label = 'Show' }: { list: WhenState; label?: string }) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-semibold text-night-900">
        {label}
      </span>
      <div className="inline-flex w-fit rounded-full bg-night-900/5 p-1">
        {CHOICES.map(([value, text]) => (
          <button
            key={text}
            type="button"
            aria-pressed={list.filters.when === value}
            onClick={() => list.setFilter('when', value)}
            className={cx(
              'min-h-10 rounded-full px-4 text-sm font-semibold transition-colors',
              list.filters.when === value
                ? 'bg-night-900 text-white shadow-sm'
                : 'text-night-800 hover:bg-night-900/5',
            )}
          >
            {text}
          </button>
        ))}
      </div>
    </div>
  );
}
