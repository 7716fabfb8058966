import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DateTime } from '../../../components/ui/date-time';
import { eventEndpoints as e } from '../../../endpoints/events';
import { call, endpointQuery } from '../../../lib/client';
import { ReportList } from './event-reports-panel';

const deletedEventReportsQuery = endpointQuery(e.deletedReports, {});

/**
 * Members' reports about events their organiser deleted (decision 0030): the event is gone, what was said about
 * it stays, with the title and organiser it had. Shown while any is open; Dismiss marks one handled (the handled
 * ones stay in the answer, for the record, but not on this page).
 */
export function DeletedEventReports() {
  const query = useQuery(deletedEventReportsQuery);
  const queryClient = useQueryClient();
  // Dismiss answers the list as it is now: it replaces the cached one (nothing else shows reports about deleted
  // events, so nothing else is made stale).
  const dismiss = async (reportId: string) => {
    const list = await call(e.dismissDeletedReport, { params: { reportId } });
    queryClient.setQueryData(deletedEventReportsQuery.queryKey, list);
  };
  const open = query.data?.items.filter((report) => report.status === 'open') ?? [];
  if (open.length === 0) return null;

  return (
    <section aria-labelledby="deleted-event-reports" className="mb-6 flex flex-col gap-3">
      <h2 id="deleted-event-reports" className="font-display text-lg font-bold text-night-900">
        Reports about deleted events
      </h2>
      <ReportList
        reports={open}
        heading={(report) => report.eventTitle || 'Untitled event'}
        detail={(report) => (
          <p className="mt-1 text-gray-700">
            Organiser: {report.organizer?.name ?? 'unknown'} · reported by {report.reporter.name} ·{' '}
            <DateTime value={report.createdAt} show="datetime" />
          </p>
        )}
        dismissLabel={(report) => `Dismiss report from ${report.reporter.name} about ${report.eventTitle}`}
        dismiss={dismiss}
      />
    </section>
  );
}
