import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MySubmission } from '../../../shared/domains/forms';
import { Button } from '../../components/ui/button';
import { DateTime } from '../../components/ui/date-time';
import { EmptyState } from '../../components/ui/empty-state';
import { LinkButton } from '../../components/ui/link-button';
import { RetryAlert } from '../../components/ui/retry-alert';
import { Spinner } from '../../components/ui/spinner';
import { isApiError } from '../../lib/api';
import { myApplicationsQuery } from '../staff/api';
import { StaffApplicationCard } from '../staff/staff-application-card';
import { mySubmissionQuery, mySubmissionsQuery } from './api';
import { formMessages } from './messages';
import { StatusBadge } from './status-badge';
import { SubmissionAnswers } from './submission-answers';
import { paths } from '../../app/paths';

/** One submission on the dashboard: form title, date, and its status in colour and words. */
export function FormStatusCard({ submission, onOpen }: { submission: MySubmission; onOpen: () => void }) {
  return (
    <article
      aria-label={submission.formTitle}
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-night-900/10"
    >
      <div className="min-w-0">
        <h3 className="font-bold text-night-900">{submission.formTitle}</h3>
        <p className="text-sm text-gray-700">
          {submission.formType === 'ride' ? 'Fete Rides' : 'Fete Packages'} · Submitted{' '}
          <DateTime value={submission.createdAt} show="date" />
        </p>
      </div>
      <span className="flex items-center gap-2">
        <StatusBadge status={submission.status} />
        <Button
          size="sm"
          variant="secondary"
          onClick={onOpen}
          aria-label={`View details of ${submission.formTitle}`}
        >
          View Details
        </Button>
      </span>
    </article>
  );
}

/**
 * The dashboard's Forms Status tab: the member's staff applications and form submissions (a submission opens
 * with its answers).
 */
export function FormStatusList({ viewer }: { viewer: string }) {
  const query = useQuery(mySubmissionsQuery(viewer));
  const staff = useQuery(myApplicationsQuery(viewer));
  const applications = staff.data?.items ?? [];
  const [open, setOpen] = useState<string | null>(null);
  if (open) return <SubmissionDetail viewer={viewer} id={open} onBack={() => setOpen(null)} />;
  if (query.isPending || staff.isPending) return <Spinner label="Loading..." />;
  if (query.isError || staff.isError) {
    const failed = query.isError ? query : staff;
    return (
      <RetryAlert title="Error" onRetry={failed.refetch} retrying={failed.isFetching}>
        {formMessages.loadDataFailed}
      </RetryAlert>
    );
  }
  if (query.data.items.length === 0 && applications.length === 0) {
    return (
      <EmptyState
        icon="clipboard"
        title={formMessages.noForms}
        action={
          <LinkButton to={paths.fetePackages()} variant="secondary" size="sm">
            See Fete Packages
          </LinkButton>
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {applications.length > 0 ? (
        <ul className="flex flex-col gap-3" aria-label="Your staff applications">
          {applications.map((application) => (
            <li key={application.id}>
              <StaffApplicationCard application={application} />
            </li>
          ))}
        </ul>
      ) : null}
      {query.data.items.length > 0 ? (
        <ul className="flex flex-col gap-3" aria-label="Your form submissions">
          {query.data.items.map((submission) => (
            <li key={submission.id}>
              <FormStatusCard submission={submission} onOpen={() => setOpen(submission.id)} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function SubmissionDetail({ viewer, id, onBack }: { viewer: string; id: string; onBack: () => void }) {
  const query = useQuery(mySubmissionQuery(viewer, id));
  const back = (
    <Button variant="secondary" size="sm" onClick={onBack}>
      Go Back
    </Button>
  );
  if (query.isPending) return <Spinner label="Loading..." />;
  if (query.isError) {
    return (
      <EmptyState
        icon="alertTriangle"
        titleAs="h3"
        title={formMessages.errorLoadingDetails}
        description={
          isApiError(query.error, 404) ? formMessages.submissionNotFound : formMessages.submissionLoadFailed
        }
        action={back}
      />
    );
  }
  const s = query.data;
  return (
    <section
      aria-labelledby="submission-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-night-900/10"
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id="submission-title" className="text-lg font-bold text-night-900">
            {s.formTitle}
          </h3>
          <p className="text-sm text-gray-700">
            Submitted <DateTime value={s.createdAt} />
          </p>
        </div>
        <StatusBadge status={s.status} />
      </div>
      <SubmissionAnswers answers={s.answers} />
      <div className="mt-4">{back}</div>
    </section>
  );
}
