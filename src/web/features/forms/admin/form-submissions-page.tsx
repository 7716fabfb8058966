import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { FORM_SUBMISSION_STATUSES } from '../../../../shared/constants';
import { statusLabel, type AdminSubmission, type SubmissionStatus } from '../../../../shared/domains/forms';
import { DataTable } from '../../../components/data-table/data-table';
import { useListState } from '../../../components/listing/use-list-query';
import { useFlash } from '../../../components/manager/use-flash';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DateTime } from '../../../components/ui/date-time';
import { errorMessage } from '../../../lib/api';
import { AdminPage } from '../../admin/admin-page';
import { exportUrl, formApi, submissionsQuery } from '../api';
import { formMessages } from '../messages';
import { StatusBadge } from '../status-badge';

type Staged = Record<string, SubmissionStatus>;

function Answers({ submission }: { submission: AdminSubmission }) {
  if (submission.answers.length === 0) return <p className="text-sm text-gray-700">No answers.</p>;
  return (
    <dl className="flex flex-col gap-3">
      {submission.answers.map((answer) => (
        <div key={answer.fieldId}>
          <dt className="text-xs font-semibold tracking-wide text-gray-600 uppercase">{answer.label}</dt>
          <dd className="text-sm break-words whitespace-pre-wrap text-night-900">
            {Array.isArray(answer.value) ? answer.value.join(', ') : answer.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** /admin/forms/{id}/submissions (admin-back-office.md §2 Form submissions, §4). */
export default function AdminFormSubmissionsPage() {
  const { id = '' } = useParams();
  const list = useListState({ filters: {} });
  const query = useQuery(submissionsQuery(id, list.apiParams));
  const queryClient = useQueryClient();
  const [staged, setStaged] = useState<Staged>({});
  const [open, setOpen] = useState<AdminSubmission | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { message, flash } = useFlash();
  const changes = Object.entries(staged);
  const form = query.data?.form;

  async function saveChanges() {
    setSaving(true);
    setError(null);
    try {
      // One at a time (admin-back-office.md §4); each done change leaves the staged list.
      for (const [submissionId, status] of changes) {
        await formApi(queryClient).setSubmissionStatus(submissionId, status);
        setStaged(({ [submissionId]: _done, ...rest }) => rest);
      }
      flash(formMessages.statusesSaved);
    } catch (failure) {
      setError(errorMessage(failure, formMessages.statusSaveFailed));
    } finally {
      setSaving(false);
    }
  }

  const columns = useMemo<ColumnDef<AdminSubmission, any>[]>(
    () => [
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
      {
        id: 'status',
        header: 'Status',
        cell: ({ row }) => {
          const s = row.original;
          const value = staged[s.id] ?? s.status;
          return (
            <span className="flex flex-wrap items-center gap-2">
              <label className="sr-only" htmlFor={`status-${s.id}`}>
                {`Status of ${s.userName}'s submission`}
              </label>
              <select
                id={`status-${s.id}`}
                value={value}
                onChange={(e) => {
                  const next = e.target.value as SubmissionStatus;
                  setStaged(({ [s.id]: _old, ...rest }) =>
                    next === s.status ? rest : { ...rest, [s.id]: next },
                  );
                }}
                className="min-h-9 rounded-lg border border-gray-300 bg-white px-2 text-sm"
              >
                {FORM_SUBMISSION_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {statusLabel(status)}
                  </option>
                ))}
              </select>
              {staged[s.id] ? <span className="text-xs font-semibold text-amber-800">Unsaved</span> : null}
            </span>
          );
        },
      },
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
    ],
    [staged],
  );

  const total = query.data?.total ?? 0;
  return (
    <AdminPage
      title={form ? `${form.title}: Submissions` : 'Form Submissions'}
      backTo="/admin/forms"
      backLabel="Back to Forms"
      actions={
        // The export has every submission of the form, whatever the search; none at all: nothing to export.
        total === 0 && !list.q ? (
          <Button variant="secondary" disabled>
            Export CSV
          </Button>
        ) : (
          <a href={exportUrl(id)} download className={buttonClasses({ variant: 'secondary' })}>
            Export CSV
          </a>
        )
      }
    >
      <title>{`${form?.title ?? 'Form'} submissions · Fete`}</title>
      {message ? (
        <Alert tone="success" className="mb-4">
          {message}
        </Alert>
      ) : null}
      {error ? (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      ) : null}
      {changes.length > 0 ? (
        <div
          role="region"
          aria-label="Unsaved changes"
          className="sticky top-2 z-10 mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-300"
        >
          <p className="text-sm font-semibold text-amber-900">
            You have {changes.length} unsaved status {changes.length === 1 ? 'change' : 'changes'}.
          </p>
          <span className="flex gap-2">
            <Button variant="secondary" size="sm" onClick={() => setStaged({})} disabled={saving}>
              Discard
            </Button>
            <Button size="sm" loading={saving} onClick={() => void saveChanges()}>
              Save Changes
            </Button>
          </span>
        </div>
      ) : null}
      <div className={open ? 'grid gap-6 lg:grid-cols-[1fr_22rem]' : ''}>
        <DataTable
          caption="Submissions"
          captionHidden
          columns={columns}
          query={query}
          list={list}
          getRowId={(s) => s.id}
          loadingLabel="Loading submissions..."
          emptyTitle="No submissions yet"
          errorFallback={formMessages.loadDataFailed}
          search={{ label: 'Search submissions', placeholder: 'Submission ID, member or answer' }}
        />
        {open ? (
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
                <StatusBadge status={staged[open.id] ?? open.status} />
              </dd>
            </dl>
            <Answers submission={open} />
          </Card>
        ) : null}
      </div>
    </AdminPage>
  );
}
