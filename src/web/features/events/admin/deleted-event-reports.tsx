import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { eventAdminMessages as texts } from '../../../../shared/domains/event-admin';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DateTime } from '../../../components/ui/date-time';
import { errorMessage } from '../../../lib/api';
import { deletedEventReportsQuery, eventAdminApi } from './api';

/**
 * Members' reports about events their organiser deleted (decision 0030): the event is gone, what was said about
 * it stays, with the title and organiser it had. Shown while any is open; Dismiss marks one handled (the handled
 * ones stay in the answer, for the record, but not on this page).
 */
export function DeletedEventReports() {
  const query = useQuery(deletedEventReportsQuery());
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const open = query.data?.items.filter((report) => report.status === 'open') ?? [];
  if (open.length === 0) return null;

  async function dismiss(reportId: string) {
    setPending(reportId);
    setError(null);
    try {
      await eventAdminApi(queryClient).dismissDeletedReport(reportId);
    } catch (failure) {
      setError(errorMessage(failure, texts.updateFailed));
    } finally {
      setPending(null);
    }
  }

  return (
    <section aria-labelledby="deleted-event-reports" className="mb-6 flex flex-col gap-3">
      <h2 id="deleted-event-reports" className="font-display text-lg font-bold text-night-900">
        Reports about deleted events
      </h2>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <ul className="flex flex-col gap-2">
        {open.map((report) => (
          <li key={report.id} className="rounded-xl bg-white p-3 text-sm ring-1 ring-night-900/10">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold break-words text-night-900">
                {report.eventTitle || 'Untitled event'}
              </span>
              <Badge tone="danger">Open</Badge>
            </div>
            <p className="mt-1 text-gray-700">
              Organiser: {report.organizer?.name ?? 'unknown'} · reported by {report.reporter.name} ·{' '}
              <DateTime value={report.createdAt} show="datetime" />
            </p>
            <p className="mt-1 whitespace-pre-line text-gray-800">{report.reason}</p>
            <Button
              variant="secondary"
              size="sm"
              className="mt-2"
              loading={pending === report.id}
              aria-label={`Dismiss report from ${report.reporter.name} about ${report.eventTitle}`}
              onClick={() => void dismiss(report.id)}
            >
              Dismiss
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
