import { cx } from '../../lib/cx';

/**
 * 'Showing 12 events' (or 'Showing 1 event'), announced politely when the number changes.
 * For the spec's literal 'Showing N provider(s)', pass the same word twice.
 */
export function ResultCount({
  total,
  singular,
  plural,
  className,
}: {
  total: number;
  singular: string;
  plural: string;
  className?: string;
}) {
  return (
    <p role="status" className={cx('mb-4 text-sm font-medium text-gray-700', className)}>
      Showing {total} {total === 1 ? singular : plural}
    </p>
  );
}
