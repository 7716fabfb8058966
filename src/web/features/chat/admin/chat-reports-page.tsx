import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ChatReportItem } from '../../../../shared/domains/chat';
import { QueryState } from '../../../components/manager/query-state';
import { useFlash } from '../../../components/manager/use-flash';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { errorMessage } from '../../../lib/api';
import { AdminPage } from '../../../components/manager/admin-page';
import { chatReportsKey, chatReportsQuery, resolveChatReport } from './api';
import { memberName } from '../chat-format';
import { paths } from '../../../app/paths';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** /admin/chat-reports: messages members reported, oldest first, until an administrator marks them handled. */
export default function ChatReportsPage() {
  const query = useQuery(chatReportsQuery);
  const queryClient = useQueryClient();
  const flash = useFlash();
  const resolve = useMutation({
    mutationFn: (id: string) => resolveChatReport(queryClient, id),
    onSuccess: (list) => {
      queryClient.setQueryData(chatReportsKey(), list);
      flash.flash('Report marked as handled');
    },
  });
  return (
    <AdminPage
      title="Chat Reports"
      description="Fete Chat messages members reported. The member who sent one can be suspended from Users."
    >
      {flash.message ? (
        <Alert tone="success" className="mb-4">
          {flash.message}
        </Alert>
      ) : null}
      {resolve.isError ? (
        <Alert tone="error" className="mb-4">
          {errorMessage(resolve.error, 'Failed to update the report. Please try again.')}
        </Alert>
      ) : null}
      <QueryState query={query} failedMessage="Failed to load chat reports. Please try again later.">
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState icon="checkCircle" title="No open chat reports" />
          ) : (
            <ul className="flex flex-col gap-3">
              {items.map((r) => (
                <Report
                  key={r.id}
                  report={r}
                  pending={resolve.isPending && resolve.variables === r.id}
                  onResolve={() => resolve.mutate(r.id)}
                />
              ))}
            </ul>
          )
        }
      </QueryState>
    </AdminPage>
  );
}

function Report({
  report: r,
  pending,
  onResolve,
}: {
  report: ChatReportItem;
  pending: boolean;
  onResolve: () => void;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-night-900/10 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <p className="text-sm text-gray-700">
          <strong className="text-night-900">{memberName(r.reporter)}</strong> reported a message from{' '}
          <strong className="text-night-900">{memberName(r.reported)}</strong> ·{' '}
          <time dateTime={r.createdAt}>{when.format(new Date(r.createdAt))}</time>
        </p>
        <blockquote className="mt-2 rounded-xl bg-night-900/5 p-3 text-sm break-words whitespace-pre-wrap text-night-900">
          {r.body}
        </blockquote>
        {r.reason ? <p className="mt-2 text-sm text-gray-700">Reason: {r.reason}</p> : null}
        {r.reported ? (
          <Link
            to={paths.adminUser(r.reported.id)}
            className="mt-2 inline-block text-sm font-semibold text-carnival-800 underline"
          >
            Open {memberName(r.reported)} in Users
          </Link>
        ) : null}
      </div>
      <Button variant="secondary" size="sm" loading={pending} onClick={onResolve}>
        Mark handled
      </Button>
    </li>
  );
}
