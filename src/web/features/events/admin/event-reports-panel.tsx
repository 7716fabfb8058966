import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { eventAdminMessages as texts, type EventReportStatus } from '../../../../shared/domains/event-admin';
import { QueryState } from '../../../components/manager/query-state';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DateTime } from '../../../components/ui/date-time';
import { eventEndpoints as e } from '../../../endpoints/events';
import { errorMessage } from '../../../lib/api';
import { endpointQuery, write } from '../../../lib/client';

/**
 * The events manager's event detail: its discounts and reports (its list and the event's own writes are the
 * resource page's). Its reads are the `events` resource like the public ones: a member's write refreshes the
 * manager and the manager's writes refresh the guide, travel, the event's page and My Events.
 */
export const adminEventDetailQuery = (id: string) => endpointQuery(e.adminDetail, { params: { id } });

const statusText = { open: 'Open', dismissed: 'Dismissed', actioned: 'Event deactivated' } as const;

type Report = { id: string; status: EventReportStatus; reason: string; reporter: { name: string } };

/**
 * Reports as a list: each with its heading and status, then `detail` (a line), the reason, and Dismiss while
 * it is open. Dismiss runs `dismiss` for one report at a time; its failure (the server's words, else 'Failed
 * to update event') shows above the list.
 */
export function ReportList<R extends Report>({
  reports,
  heading,
  detail,
  dismissLabel,
  dismiss,
}: {
  reports: R[];
  heading: (report: R) => ReactNode;
  detail?: (report: R) => ReactNode;
  dismissLabel: (report: R) => string;
  dismiss: (reportId: string) => Promise<unknown>;
}) {
  const mutation = useMutation({ mutationFn: dismiss });
  return (
    <>
      {mutation.error ? <Alert tone="error">{errorMessage(mutation.error, texts.updateFailed)}</Alert> : null}
      <ul className="flex flex-col gap-2">
        {reports.map((report) => (
          <li key={report.id} className="rounded-xl bg-white p-3 text-sm ring-1 ring-night-900/10">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold break-words text-night-900">{heading(report)}</span>
              <Badge tone={report.status === 'open' ? 'danger' : 'neutral'}>
                {statusText[report.status]}
              </Badge>
            </div>
            {detail?.(report)}
            <p className="mt-1 whitespace-pre-line text-gray-800">{report.reason}</p>
            {report.status === 'open' ? (
              <Button
                variant="secondary"
                size="sm"
                className="mt-2"
                loading={mutation.isPending && mutation.variables === report.id}
                aria-label={dismissLabel(report)}
                onClick={() => mutation.mutate(report.id)}
              >
                Dismiss
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Members' reports about one event, open ones first, each with its reason and who sent it. Dismiss closes a
 * report (nothing wrong); deactivating the event closes all open ones. Until then the event stays up.
 */
export function EventReportsPanel({ eventId }: { eventId: string }) {
  const query = useQuery(adminEventDetailQuery(eventId));
  const queryClient = useQueryClient();

  return (
    <section aria-label="Reports" className="flex flex-col gap-3">
      <h3 className="font-display text-base font-bold text-night-900">Reports</h3>
      <QueryState query={query} loadingLabel="Loading reports..." failedMessage={texts.loadFailed}>
        {({ reports }) =>
          reports.length === 0 ? (
            <p className="text-sm text-gray-700">No reports about this event.</p>
          ) : (
            <>
              <ReportList
                reports={reports}
                heading={(report) => (
                  <>
                    {report.reporter.name} · <DateTime value={report.createdAt} show="datetime" />
                  </>
                )}
                dismissLabel={(report) => `Dismiss report from ${report.reporter.name}`}
                dismiss={(reportId) =>
                  write(queryClient, e.dismissReport, { params: { id: eventId, reportId } })
                }
              />
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
