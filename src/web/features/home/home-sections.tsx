import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { HomeSection } from '../../../shared/schemas/public';
import { Icon } from '../../components/ui/icon';
import { useViewer } from '../../lib/auth';
import { homeSectionQuery, type HomeSectionItems } from './api';

/**
 * One featured list of the home page: its own call, at most 3 tiles, and nothing at all when the call
 * fails or finds nothing, so the other sections still show (public-site.md §2.3, §8).
 */
export function HomeSectionBlock<S extends HomeSection>({
  section,
  title,
  more,
  renderItem,
}: {
  section: S;
  title: string;
  /** The full list: { to: '/fete-guide', label: 'Fete Guide' }. */
  more: { to: string; label: string };
  renderItem: (item: HomeSectionItems[S]) => ReactNode;
}) {
  const { key: viewer, ready } = useViewer();
  const query = useQuery({ ...homeSectionQuery(viewer, section), enabled: ready });
  const headingId = useId();

  if (query.isError || (query.data && query.data.length === 0)) return null;
  const items = query.data;

  return (
    <section aria-labelledby={headingId} aria-busy={!items || undefined} className="mt-12">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-2">
        <h2 id={headingId} className="font-display text-2xl font-bold text-night-900 sm:text-3xl">
          {title}
        </h2>
        <Link
          to={more.to}
          className="inline-flex items-center gap-1 rounded-full px-2 py-1 text-sm font-semibold text-carnival-700 hover:text-carnival-800 hover:underline"
        >
          View {more.label}
          <Icon name="chevronRight" className="h-4 w-4" />
        </Link>
      </div>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {items
          ? items.map((item) => <li key={(item as { id: string }).id}>{renderItem(item)}</li>)
          : [0, 1, 2].map((n) => (
              <li
                key={n}
                aria-hidden="true"
                className="h-72 animate-pulse rounded-2xl bg-night-900/5 motion-reduce:animate-none"
              />
            ))}
      </ul>
    </section>
  );
}
