import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { eventAdminMessages as texts } from '../../../../shared/domains/event-admin';
import { QueryState } from '../../../components/manager/query-state';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DateTime } from '../../../components/ui/date-time';
import { errorMessage } from '../../../lib/api';
import { eventEndpoints as e } from '../../../endpoints/events';
import { write } from '../../../lib/client';
import { adminEventDetailQuery } from './api';

const statusText = { open: 'Open', dismissed: 'Dismissed', actioned: 'Event deactivated' } as const;

/**
 * Dismissing reports one at a time: `dismiss(reportId)` runs `save`; `pending` is the report being saved,
 * `error` the failure in words (the server's, else 'Failed to update event').
 */
export function useReportDismissal(save: (reportId: string) => Promise<unknown>) {
  const mutation = useMutation({ mutationFn: save });
  return {
    pending: mutation.isPending ? mutation.variables : null,
    error: mutation.error ? errorMessage(mutation.error, texts.updateFailed) : null,
    dismiss: mutation.mutate,
  };
}

/** Reports as a list, the last dismissal's failure above them. */
export function ReportList({ error, children }: { error: string | null; children: ReactNode }) {
  return (
    <>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <ul className="flex flex-col gap-2">{children}</ul>
    </>
  );
}

/** One report in a list: its heading and status, then the reason, then Dismiss while it is open. */
export function ReportItem({
  heading,
  status,
  reason,
  detail,
  dismiss,
}: {
  heading: ReactNode;
  status: keyof typeof statusText;
  reason: string;
  /** A line between the heading and the reason. */
  detail?: ReactNode;
  dismiss?: { label: string; pending: boolean; onDismiss: () => void };
}) {
  return (
    <li className="rounded-xl bg-white p-3 text-sm ring-1 ring-night-900/10">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold break-words text-night-900">{heading}</span>
        <Badge tone={status === 'open' ? 'danger' : 'neutral'}>{statusText[status]}</Badge>
      </div>
      {detail}
      <p className="mt-1 whitespace-pre-line text-gray-800">{reason}</p>
      {dismiss ? (
        <Button
          variant="secondary"
          size="sm"
          className="mt-2"
          loading={dismiss.pending}
          aria-label={dismiss.label}
          onClick={dismiss.onDismiss}
        >
          Dismiss
        </Button>
      ) : null}
    </li>
  );
}

/**
 * Members' reports about one event, open ones first, each with its reason and who sent it. Dismiss closes a
 * report (nothing wrong); deactivating the event closes all open ones. Until then the event stays up.
 */
export function EventReportsPanel({ eventId }: { eventId: string }) {
  const query = useQuery(adminEventDetailQuery(eventId));
  const queryClient = useQueryClient();
  const { pending, error, dismiss } = useReportDismissal((reportId) =>
    write(queryClient, e.dismissReport, { params: { id: eventId, reportId } }),
  );

  return (
    <section aria-label="Reports" className="flex flex-col gap-3">
      <h3 className="font-display text-base font-bold text-night-900">Reports</h3>
      <QueryState query={query} loadingLabel="Loading reports..." failedMessage={texts.loadFailed}>
        {({ reports }) =>
          reports.length === 0 ? (
            <p className="text-sm text-gray-700">No reports about this event.</p>
          ) : (
            <>
              <ReportList error={error}>
                {reports.map((report) => (
                  <ReportItem
                    key={report.id}
                    heading={
                      <>
                        {report.reporter.name} · <DateTime value={report.createdAt} show="datetime" />
                      </>
                    }
                    status={report.status}
                    reason={report.reason}
                    dismiss={
                      report.status === 'open'
                        ? {
                            label: `Dismiss report from ${report.reporter.name}`,
                            pending: pending === report.id,
                            onDismiss: () => dismiss(report.id),
                          }
                        : undefined
                    }
                  />
                ))}
              </ReportList>
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
