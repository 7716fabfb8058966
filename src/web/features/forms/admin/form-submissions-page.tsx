import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useParams } from 'react-router';
import { FORM_SUBMISSION_STATUSES } from '../../../../shared/constants';
import { statusLabel, type AdminSubmission, type SubmissionStatus } from '../../../../shared/domains/forms';
import { useListState } from '../../../components/listing/use-list-query';
import { useFlash } from '../../../components/manager/use-flash';
import { StagedStatusTable, stagedStatusColumn } from '../../../components/staged-status/staged-status-table';
import { useStagedStatuses } from '../../../components/staged-status/use-staged-statuses';
import { CsvExportButton } from '../../../components/listing/csv-export-button';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DateTime } from '../../../components/ui/date-time';
import { errorMessage } from '../../../lib/api';
import { AdminPage } from '../../../components/manager/admin-page';
import { exportUrl, formAdminApi, submissionsQuery } from './api';
import { formMessages } from '../messages';
import { StatusBadge } from '../status-badge';
import { SubmissionAnswers } from '../submission-answers';
import { paths } from '../../../app/paths';

/**
 * admin-back-office.md §8: the server's refusal reads "Status update failed: {error}", anything else (no
 * answer, a 5xx) "Failed to save status changes. Please try again."
 */
function statusSaveFailure(failure: unknown): string {
  const refusal = errorMessage(failure, '');
  return refusal ? formMessages.statusUpdateFailed(refusal) : formMessages.statusSaveFailed;
}

function Answers({ submission }: { submission: AdminSubmission }) {
  if (submission.answers.length === 0) return <p className="text-sm text-gray-700">No answers.</p>;
  return <SubmissionAnswers answers={submission.answers} />;
}

/** /admin/forms/{id}/submissions (admin-back-office.md §2 Form submissions, §4). */
export default function AdminFormSubmissionsPage() {
  const { id = '' } = useParams();
  const list = useListState({ filters: {} });
  const query = useQuery(submissionsQuery(id, list.apiParams));
  const queryClient = useQueryClient();
  const [opened, setOpen] = useState<AdminSubmission | null>(null);
  // The panel shows the row as the list now has it (a saved status too), the row it was opened with if it left.
  const open = opened && (query.data?.items.find((row) => row.id === opened.id) ?? opened);
  const { message, flash } = useFlash();
  const form = query.data?.form;
  const staging = useStagedStatuses<SubmissionStatus>({
    save: (submissionId, status) => formAdminApi(queryClient).setSubmissionStatus(submissionId, status),
    failedMessage: statusSaveFailure,
  });

  const columns: ColumnDef<AdminSubmission, any>[] = [
    {
      id: 'member',
      header: 'Member',
      cell: ({ row }) => (
        <span className="flex flex-col">
          <span className="font-semibold text-night-900">{row.original.userName}</span>
          <span className="font-mono text-xs text-gray-600">{row.original.id.slice(0, 8)}</span>
        </span>
      ),
    },
    {
      id: 'date',
      header: 'Date',
      cell: ({ row }) => <DateTime value={row.original.createdAt} show="date" />,
    },
    stagedStatusColumn(staging, {
      statuses: FORM_SUBMISSION_STATUSES,
      statusLabel,
      rowLabel: (s: AdminSubmission) => `Status of ${s.userName}'s submission`,
    }),
    {
      id: 'details',
      header: 'Details',
      cell: ({ row }) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`View ${row.original.userName}'s submission`}
          onClick={() => setOpen(row.original)}
        >
          View
        </Button>
      ),
    },
  ];

  return (
    <AdminPage
      title={form ? `${form.title}: Submissions` : 'Form Submissions'}
      backTo={paths.adminForms()}
      backLabel="Back to Forms"
      actions={
        <CsvExportButton href={exportUrl(id)} total={query.data?.total ?? 0} searching={Boolean(list.q)} />
      }
    >
      <title>{`${form?.title ?? 'Form'} submissions · Fete`}</title>
      <StagedStatusTable
        staging={staging}
        message={message}
        onSaved={() => flash(formMessages.statusesSaved)}
        caption="Submissions"
        captionHidden
        columns={columns}
        query={query}
        list={list}
        loadingLabel="Loading submissions..."
        emptyTitle="No submissions yet"
        errorFallback={formMessages.loadDataFailed}
        search={{ label: 'Search submissions', placeholder: 'Submission ID, member or answer' }}
        aside={
          open ? (
            <Card role="region" aria-label="Submission details" className="h-fit lg:sticky lg:top-4">
              <div className="mb-3 flex items-start justify-between gap-2">
                <h2 className="text-lg font-bold text-night-900">{open.userName}</h2>
                <Button size="sm" variant="ghost" onClick={() => setOpen(null)} aria-label="Close details">
                  Close
                </Button>
              </div>
              <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="font-semibold">Submission</dt>
                <dd className="font-mono text-xs break-all">{open.id}</dd>
                <dt className="font-semibold">Member ID</dt>
                <dd className="font-mono text-xs break-all">{open.userId}</dd>
                <dt className="font-semibold">Date</dt>
                <dd>
                  <DateTime value={open.createdAt} />
                </dd>
                <dt className="font-semibold">Status</dt>
                <dd>
                  <StatusBadge status={staging.statusOf(open)} />
                </dd>
              </dl>
              <Answers submission={open} />
            </Card>
          ) : null
        }
      />
    </AdminPage>
  );
}
