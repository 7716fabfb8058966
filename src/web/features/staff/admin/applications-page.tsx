import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { STAFF_APPLICATION_STATUSES } from '../../../../shared/constants';
import { statusLabel } from '../../../../shared/domains/forms';
import type { StaffApplicationStatus } from '../../../../shared/domains/staff';
import { CsvExportButton } from '../../../components/listing/csv-export-button';
import { SearchBox } from '../../../components/listing/search-box';
import { useListState } from '../../../components/listing/use-list-query';
import { QueryState } from '../../../components/manager/query-state';
import { useFlash } from '../../../components/manager/use-flash';
import {
  SaveChangesButton,
  StatusButtons,
  StatusNotices,
  UnsavedMark,
  unsavedChangesText,
} from '../../../components/staged-status/staged-status-parts';
import {
  useStagedStatuses,
  type StagedStatuses,
} from '../../../components/staged-status/use-staged-statuses';
import { Card } from '../../../components/ui/card';
import { DateTime } from '../../../components/ui/date-time';
import { EmptyState } from '../../../components/ui/empty-state';
import { StatusBadge } from '../../../components/ui/status-badge';
import { errorMessage } from '../../../lib/api';
import { AdminPage } from '../../../components/manager/admin-page';
import { ReviewLayout, ReviewList } from '../../../components/manager/review-layout';
import type { AdminApplication, ApplicationPage } from '../api';
import { staffEndpoints as e } from '../../../endpoints/staff';
import { endpointListQuery, pathOf, write } from '../../../lib/client';
import { staffMessages } from '../messages';
import { paths } from '../../../app/paths';

function Detail({
  application,
  position,
  staging,
}: {
  application: AdminApplication;
  position: ApplicationPage['position'];
  staging: StagedStatuses<StaffApplicationStatus>;
}) {
  const field = (label: string, body: ReactNode) => (
    <div>
      <h3 className="text-xs font-semibold tracking-wide text-gray-600 uppercase">{label}</h3>
      {body}
    </div>
  );
  const text = (label: string, value: string) =>
    field(label, <p className="text-sm break-words whitespace-pre-wrap text-night-900">{value || '—'}</p>);
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="text-xl font-bold text-night-900">{application.fullName}</h2>
        <p className="text-sm text-gray-600">
          Applied <DateTime value={application.createdAt} />
        </p>
      </div>
      <div className="flex flex-col gap-1 text-sm">
        <a className="text-carnival-700 hover:underline" href={`mailto:${application.email}`}>
          {application.email}
        </a>
        <a className="text-carnival-700 hover:underline" href={`tel:${application.phone}`}>
          {application.phone}
        </a>
      </div>
      <div className="rounded-xl bg-gray-50 p-3 text-sm">
        <p className="font-semibold text-night-900">{position.title}</p>
        <p className="text-gray-700">Salary Range: {position.salaryRange}</p>
      </div>
      {text('Experience', application.experience)}
      {text('Skills', application.skills)}
      {text('Availability', application.availability)}
      {field(
        'Resume',
        application.resumeUrl ? (
          <a
            href={application.resumeUrl}
            download
            className="text-sm font-semibold text-carnival-700 hover:underline"
          >
            Download Resume
          </a>
        ) : (
          <p className="text-sm text-night-900">No resume attached</p>
        ),
      )}
      {text('Cover Letter', application.coverLetter)}
      <StatusButtons
        value={staging.statusOf(application)}
        statuses={STAFF_APPLICATION_STATUSES}
        statusLabel={statusLabel}
        onChoose={(next) => staging.stage(application, next)}
      />
    </div>
  );
}

/**
 * /admin/staff-positions/{id}/applications (admin-back-office.md §2 Application review, §4; the spec's
 * /admin/staff-forms/{id}/submissions).
 */
export default function AdminApplicationsPage() {
  const { id = '' } = useParams();
  const list = useListState({ filters: {} });
  const query = useQuery(
    endpointListQuery(e.applications, { params: { positionId: id }, query: list.apiParams }),
  );
  const queryClient = useQueryClient();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const { message, flash } = useFlash();
  const position = query.data?.position;
  const staging = useStagedStatuses<StaffApplicationStatus>({
    save: (applicationId, status) =>
      write(queryClient, e.setApplicationStatus, { params: { id: applicationId }, body: { status } }),
    // A refusal in the server's words is the spec's "Failed to update application: {message}"; anything else
    // (no answer, a server fault) its "Failed to save status changes. Please try again."
    failedMessage: (failure) => {
      const said = errorMessage(failure, '');
      return said ? staffMessages.applicationUpdateFailed(said) : staffMessages.statusSaveFailed;
    },
  });

  return (
    <AdminPage
      title={position ? `Applications: ${position.title}` : 'Applications'}
      backTo={paths.adminStaffPositions()}
      backLabel="Back to Staff Forms"
      actions={
        staging.count > 0 ? (
          <SaveChangesButton staging={staging} onSaved={() => flash(staffMessages.statusesSaved)} />
        ) : null
      }
    >
      <title>{`Applications${position ? `: ${position.title}` : ''} · Fete`}</title>
      <StatusNotices message={message} error={staging.error} />
      <p
        role="status"
        className={staging.count > 0 ? 'mb-4 text-sm font-semibold text-amber-900' : 'sr-only'}
      >
        {staging.count > 0 ? unsavedChangesText(staging.count) : ''}
      </p>
      <QueryState
        query={query}
        loadingLabel="Loading applications..."
        failedMessage={staffMessages.loadDataFailed}
      >
        {(page) => {
          const selected = page.items.find((a) => a.id === selectedId) ?? null;
          return (
            <ReviewLayout
              list={
                <Card className="flex flex-col gap-3">
                  <div className="flex flex-wrap items-end gap-2">
                    <SearchBox
                      label="Search applications"
                      placeholder="Name, email, phone or status"
                      value={list.q}
                      onSearch={list.setSearch}
                    />
                    <CsvExportButton
                      href={pathOf(e.exportApplications, { positionId: id })}
                      total={query.data?.total ?? 0}
                      searching={Boolean(list.q)}
                    />
                  </div>
                  <ReviewList
                    label="Applications"
                    data={page}
                    pageHref={list.pageHref}
                    pagesLabel="Applications pages"
                    selectedId={selectedId}
                    onSelect={setSelectedId}
                    scrolls
                    empty={
                      <EmptyState
                        icon="briefcase"
                        title={list.q ? staffMessages.noApplicationsMatch : staffMessages.noApplications}
                      />
                    }
                  >
                    {(application) => (
                      <>
                        <span className="flex items-center justify-between gap-2">
                          <span className="font-semibold text-night-900">{application.fullName}</span>
                          <StatusBadge status={staging.statusOf(application)} />
                        </span>
                        <span className="text-sm text-gray-700">{application.email}</span>
                        <span className="text-xs text-gray-600">
                          <DateTime value={application.createdAt} />
                        </span>
                        <UnsavedMark show={staging.isStaged(application.id)} />
                      </>
                    )}
                  </ReviewList>
                </Card>
              }
              detail={
                <Card role="region" aria-label="Application details" className="h-fit lg:sticky lg:top-4">
                  {selected ? (
                    <Detail application={selected} position={page.position} staging={staging} />
                  ) : (
                    <EmptyState
                      icon="briefcase"
                      title={staffMessages.noneSelected}
                      description="Choose an application from the list to read it."
                    />
                  )}
                </Card>
              }
            />
          );
        }}
      </QueryState>
    </AdminPage>
  );
}
