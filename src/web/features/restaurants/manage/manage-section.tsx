import { useId, type ReactNode } from 'react';

/** One part of a restaurant's management (menu, photos, discounts, owner): a titled region. */
export function ManageSection({
  title,
  count,
  children,
}: {
  title: string;
  count?: number;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-night-900/10 pt-5">
      <h3 id={headingId} className="font-display text-lg font-bold text-night-900">
        {title}
        {count !== undefined ? (
          <span className="ml-2 text-sm font-medium text-gray-700">({count})</span>
        ) : null}
      </h3>
      {children}
    </section>
  );
}
