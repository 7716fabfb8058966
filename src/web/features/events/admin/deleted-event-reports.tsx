import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DateTime } from '../../../components/ui/date-time';
import { deletedEventReportsQuery, dismissDeletedReport } from './api';
import { ReportItem, ReportList, useReportDismissal } from './event-reports-panel';

/**
 * Members' reports about events their organiser deleted (decision 0030): the event is gone, what was said about
 * it stays, with the title and organiser it had. Shown while any is open; Dismiss marks one handled (the handled
 * ones stay in the answer, for the record, but not on this page).
 */
export function DeletedEventReports() {
  const query = useQuery(deletedEventReportsQuery());
  const queryClient = useQueryClient();
  const { pending, error, dismiss } = useReportDismissal((reportId) =>
    dismissDeletedReport(queryClient, reportId),
  );
  const open = query.data?.items.filter((report) => report.status === 'open') ?? [];
  if (open.length === 0) return null;

  return (
    <section aria-labelledby="deleted-event-reports" className="mb-6 flex flex-col gap-3">
      <h2 id="deleted-event-reports" className="font-display text-lg font-bold text-night-900">
        Reports about deleted events
      </h2>
      <ReportList error={error}>
        {open.map((report) => (
          <ReportItem
            key={report.id}
            heading={report.eventTitle || 'Untitled event'}
            status="open"
            detail={
              <p className="mt-1 text-gray-700">
                Organiser: {report.organizer?.name ?? 'unknown'} · reported by {report.reporter.name} ·{' '}
                <DateTime value={report.createdAt} show="datetime" />
              </p>
            }
            reason={report.reason}
            dismiss={{
              label: `Dismiss report from ${report.reporter.name} about ${report.eventTitle}`,
              pending: pending === report.id,
              onDismiss: () => dismiss(report.id),
            }}
          />
        ))}
      </ReportList>
    </section>
  );
}
