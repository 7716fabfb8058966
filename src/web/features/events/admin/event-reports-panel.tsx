import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { eventAdminMessages as texts } from '../../../../shared/domains/event-admin';
import { QueryState } from '../../../components/manager/query-state';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DateTime } from '../../../components/ui/date-time';
import { errorMessage } from '../../../lib/api';
import { adminEventDetailQuery, eventAdminApi } from './api';

const statusText = { open: 'Open', dismissed: 'Dismissed', actioned: 'Event deactivated' } as const;

/**
 * Members' reports about one event, open ones first, each with its reason and who sent it. Dismiss closes a
 * report (nothing wrong); deactivating the event closes all open ones. Until then the event stays up.
 */
export function EventReportsPanel({ eventId }: { eventId: string }) {
  const query = useQuery(adminEventDetailQuery(eventId));
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function dismiss(reportId: string) {
    setPending(reportId);
    setError(null);
    try {
      await eventAdminApi(queryClient).dismissReport(eventId, reportId);
    } catch (failure) {
      setError(errorMessage(failure, texts.updateFailed));
    } finally {
      setPending(null);
    }
  }

  return (
    <section aria-label="Reports" className="flex flex-col gap-3">
      <h3 className="font-display text-base font-bold text-night-900">Reports</h3>
      <QueryState query={query} loadingLabel="Loading reports..." failedMessage={texts.loadFailed}>
        {({ reports }) =>
          reports.length === 0 ? (
            <p className="text-sm text-gray-700">No reports about this event.</p>
          ) : (
            <>
              {error ? <Alert tone="error">{error}</Alert> : null}
              <ul className="flex flex-col gap-2">
                {reports.map((report) => (
                  <li key={report.id} className="rounded-xl bg-white p-3 text-sm ring-1 ring-night-900/10">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <span className="font-semibold text-night-900">
                        {report.reporter.name} · <DateTime value={report.createdAt} show="datetime" />
                      </span>
                      <Badge tone={report.status === 'open' ? 'danger' : 'neutral'}>
                        {statusText[report.status]}
                      </Badge>
                    </div>
                    <p className="mt-1 whitespace-pre-line text-gray-800">{report.reason}</p>
                    {report.status === 'open' ? (
                      <Button
                        variant="secondary"
                        size="sm"
                        className="mt-2"
                        loading={pending === report.id}
                        aria-label={`Dismiss report from ${report.reporter.name}`}
                        onClick={() => void dismiss(report.id)}
                      >
                        Dismiss
                      </Button>
                    ) : null}
                  </li>
                ))}
              </ul>
              <p className="text-xs text-gray-600">
                To act on a report, deactivate or edit the event; deactivating closes its open reports.
              </p>
            </>
          )
        }
      </QueryState>
    </section>
  );
}
