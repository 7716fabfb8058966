import { cx } from '../../lib/cx';

/**
 * 'Showing 12 events' (or 'Showing 1 event'), announced politely when the number changes.
 * For the spec's literal 'Showing N provider(s)', pass the same word twice; `text` says it in other words.
 */
export function ResultCount({
  total,
  singular,
  plural,
  text,
  className,
}: {
  total: number;
  className?: string;
} & (
  | { singular: string; plural: string; text?: undefined }
  | { text: string; singular?: undefined; plural?: undefined }
)) {
  return (
    <p role="status" className={cx('mb-4 text-sm font-medium text-gray-700', className)}>
      {text ?? `Showing ${total} ${total === 1 ? singular : plural}`}
    </p>
  );
}
