import { Button } from './button';

/**
 * Previous, "Page N of M" and Next for a list paged in the component's state (the dashboard's tabs); nothing
 * when everything fits on one page. A list with an address per page uses `Pagination` (components/listing).
 */
export function StepPager({
  label,
  page,
  pages,
  onPage,
  className = 'flex items-center gap-3',
}: {
  /** The navigation's accessible name ("Receipt pages"). */
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The row's layout (the buttons together by default). */
  className?: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className={className}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span aria-live="polite" className="text-sm text-gray-700">
        Page {page} of {pages}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
