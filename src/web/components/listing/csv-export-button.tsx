import { Button, buttonClasses } from '../ui/button';

/**
 * A review page's "Export CSV" (admin-back-office.md §4): the download has every row of the list, whatever the
 * search; with no rows at all (and no search on) there is nothing to export, and the button is disabled.
 */
export function CsvExportButton({
  href,
  total,
  searching,
}: {
  href: string;
  total: number;
  searching: boolean;
}) {
  return total === 0 && !searching ? (
    <Button variant="secondary" disabled>
      Export CSV
    </Button>
  ) : (
    <a href={href} download className={buttonClasses({ variant: 'secondary' })}>
      Export CSV
    </a>
  );
}
