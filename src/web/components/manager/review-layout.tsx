import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { Pagination } from '../listing/pagination';

/**
 * The review screens' two columns (Marqet registrations, staff applications): the list of entries on the left
 * (22rem on a wide screen), the chosen entry's details beside it; one column on a phone. `busy` dims both while
 * the next page loads.
 */
export function ReviewLayout({ list, detail, busy }: { list: ReactNode; detail: ReactNode; busy?: boolean }) {
  return (
    <div
      aria-busy={busy || undefined}
      className={cx('grid gap-6 lg:grid-cols-[minmax(0,22rem)_1fr]', busy && 'opacity-60')}
    >
      {list}
      {detail}
    </div>
  );
}

/**
 * A page of entries to review, one button each (`aria-current` on the chosen one; `children` draws an entry's
 * summary inside its button), `empty` instead when the page has none, then the page links.
 */
export function ReviewList<T extends { id: string }>({
  label,
  data,
  pageHref,
  pagesLabel,
  selectedId,
  onSelect,
  scrolls,
  empty,
  children,
}: {
  label: string;
  /** The list's page as the server answered it. */
  data: { items: readonly T[]; page: number; pageSize: number; total: number };
  pageHref: (page: number) => string;
  pagesLabel?: string;
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** A long list scrolls on its own (600 px high) and takes the keyboard's focus to scroll. */
  scrolls?: boolean;
  empty?: ReactNode;
  children: (item: T) => ReactNode;
}) {
  return (
    <>
      {data.items.length === 0 && empty ? (
        empty
      ) : (
        <ul
          aria-label={label}
          className={cx('flex flex-col gap-2', scrolls && 'max-h-[600px] overflow-y-auto')}
          tabIndex={scrolls ? 0 : undefined}
        >
          {data.items.map((item) => {
            const current = item.id === selectedId;
            return (
              <li key={item.id}>
                <button
                  type="button"
                  aria-current={current ? 'true' : undefined}
                  onClick={() => onSelect(item.id)}
                  className={cx(
                    'flex w-full flex-col gap-1 rounded-xl border p-3 text-left transition focus-visible:outline-2 focus-visible:outline-carnival-600',
                    current
                      ? 'border-carnival-500 bg-carnival-50 ring-1 ring-carnival-500'
                      : 'border-gray-200 bg-white hover:border-carnival-300',
                  )}
                >
                  {children(item)}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination
        page={data.page}
        pageSize={data.pageSize}
        total={data.total}
        hrefFor={pageHref}
        label={pagesLabel}
      />
    </>
  );
}
