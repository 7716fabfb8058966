import { Link } from 'react-router';
import { cx } from '../../lib/cx';
import { Icon } from '../ui/icon';

/** Page numbers to show: the first, the last, and the current one with a neighbour each side. */
export function pageWindow(page: number, totalPages: number): Array<number | 'gap'> {
  const wanted = new Set([1, totalPages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= totalPages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  for (const n of sorted) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && n - last === 2) out.push(last + 1);
    else if (typeof last === 'number' && n - last > 2) out.push('gap');
    out.push(n);
  }
  return out;
}

const itemBase =
  'inline-flex min-h-10 min-w-10 items-center justify-center gap-1 rounded-full px-3 text-sm font-semibold transition-colors';

/**
 * Server pages as links (so each page has an address): Previous, numbers, Next, and 'Page N of M'
 * announced politely when it changes. Nothing when everything fits on one page.
 */
export function Pagination({
  page,
  pageSize,
  total,
  hrefFor,
  label = 'Pagination',
  className,
}: {
  page: number;
  pageSize: number;
  total: number;
  /** The address of page n (useListState().pageHref). */
  hrefFor: (page: number) => string;
  label?: string;
  className?: string;
}) {
  const totalPages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  if (totalPages <= 1 && page <= 1) return null;
  const current = page;

  return (
    <nav aria-label={label} className={cx('mt-8 flex flex-col items-center gap-3', className)}>
      <p aria-live="polite" className="text-sm font-medium text-gray-700">
        Page {current} of {totalPages}
      </p>
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          {current > 1 ? (
            <Link
              to={hrefFor(Math.min(current - 1, totalPages))}
              className={cx(itemBase, 'bg-white text-night-900 ring-1 ring-night-900/15 hover:bg-sunset-50')}
            >
              <Icon name="chevronLeft" className="h-4 w-4" />
              Previous
            </Link>
          ) : (
            <span aria-disabled="true" className={cx(itemBase, 'text-gray-500')}>
              <Icon name="chevronLeft" className="h-4 w-4" />
              Previous
            </span>
          )}
        </li>
        {pageWindow(Math.min(current, totalPages), totalPages).map((n, index) =>
          n === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-gray-500">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={hrefFor(n)}
                aria-label={`Page ${n}`}
                aria-current={n === current ? 'page' : undefined}
                className={cx(
                  itemBase,
                  n === current
                    ? 'bg-night-900 text-white'
                    : 'bg-white text-night-900 ring-1 ring-night-900/15 hover:bg-sunset-50',
                )}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < totalPages ? (
            <Link
              to={hrefFor(current + 1)}
              className={cx(itemBase, 'bg-white text-night-900 ring-1 ring-night-900/15 hover:bg-sunset-50')}
            >
              Next
              <Icon name="chevronRight" className="h-4 w-4" />
            </Link>
          ) : (
            <span aria-disabled="true" className={cx(itemBase, 'text-gray-500')}>
              Next
              <Icon name="chevronRight" className="h-4 w-4" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
