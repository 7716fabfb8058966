import type { ReactNode } from 'react';

/**
 * A titled group of cards on a member's dashboard ("Upcoming", "Carnival Bands (3)"): a level-3 heading, with
 * the count when given, over a one- or two-column grid. Nothing when the group is empty.
 */
export function CardGroup<T extends { id: string }>({
  title,
  count,
  items,
  render,
}: {
  title: string;
  count?: number;
  items: readonly T[];
  render: (item: T) => ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <h3 className="font-display text-lg font-bold text-night-900">
        {title}
        {count === undefined ? null : (
          <>
            {' '}
            <span className="text-sm font-medium text-gray-700">({count})</span>
          </>
        )}
      </h3>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.id}>{render(item)}</li>
        ))}
      </ul>
    </section>
  );
}
