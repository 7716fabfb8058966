import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { PlanLine } from '../../../shared/domains/plans';
import { paths } from '../../app/paths';
import { BackToList } from '../../components/detail/detail-layout';
import { Badge } from '../../components/ui/badge';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Container } from '../../components/ui/container';
import { PageHeader } from '../../components/ui/page-header';
import { QueryView } from '../../components/ui/query-view';
import { useViewer } from '../../lib/auth';
import { formatLongDate } from '../../lib/format';
import { planEndpoints } from '../../endpoints/plans';
import { useOfflineAsOf } from '../../pwa/offline';
import { OfflineMark } from '../../pwa/offline-mark';
import { planApi, planQuery } from './api';
import { EntryForm, entryDefaults } from './entry-form';
import { planTexts } from './messages';
import { PlanBudgetPanel } from './plan-budget';
import { PlanDays } from './plan-days';
import { PlanSettings } from './plan-settings';

/** /my-carnival/:planId: the member's day-by-day plan with its clash warnings, own entries, budget and share link. */
export default function PlanPage() {
  const { planId = '' } = useParams();
  const { key: viewer, ready } = useViewer();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const query = useQuery({ ...planQuery(viewer, planId), enabled: ready });
  const offlineAsOf = useOfflineAsOf(planEndpoints.get.path.replace(':planId', planId));
  const api = planApi(queryClient, viewer, planId);
  const [editing, setEditing] = useState<PlanLine | null>(null);
  const [removing, setRemoving] = useState<PlanLine | null>(null);
  const remove = useMutation({
    mutationFn: (line: PlanLine) =>
      line.source === 'entry'
        ? api.deleteEntry(line.id)
        : line.source === 'event'
          ? api.removeEvent(line.id)
          : api.removeBand(line.id),
    onSuccess: () => setRemoving(null),
  });
  const deletePlan = useMutation({ mutationFn: api.remove, onSuccess: () => navigate(paths.myCarnival()) });

  return (
    <Container width="lg">
      <div className="mb-5">
        <BackToList to={paths.myCarnival()} label="Back to My Carnival" />
      </div>
      <QueryView query={query} loadingLabel="Loading your plan..." failedMessage={planTexts.planFailed}>
        {(plan) => {
          const firstMainDay = plan.mainDays[0]?.date ?? plan.start;
          return (
            <>
              <title>{`${plan.carnival.name} ${plan.year} · My Carnival · Fete`}</title>
              <PageHeader
                title={`${plan.carnival.name} ${plan.year}`}
                description={`${plan.carnival.territory} · ${formatLongDate(plan.seasonStart)} to ${formatLongDate(plan.end)}`}
              />
              {offlineAsOf ? (
                <div className="mb-4">
                  <OfflineMark asOf={offlineAsOf} what="Your plan as last seen on this device." />
                </div>
              ) : null}
              <p role="status" className="mb-4 flex items-center gap-2 text-sm font-semibold text-night-900">
                {plan.clashCount > 0 ? (
                  <Badge tone="warning">{`${plan.clashCount} ${plan.clashCount === 1 ? 'entry clashes' : 'entries clash'}`}</Badge>
                ) : (
                  <Badge tone="success">No clashes</Badge>
                )}
              </p>
              <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
                <div className="flex min-w-0 flex-col gap-6">
                  <section
                    aria-labelledby="entry-title"
                    className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-night-900/10"
                  >
                    <h2 id="entry-title" className="mb-3 font-display text-xl font-bold text-night-900">
                      {editing ? `Edit ${editing.title}` : 'Add my own entry'}
                    </h2>
                    <EntryForm
                      key={editing?.key ?? 'new'}
                      defaults={entryDefaults(editing, firstMainDay)}
                      firstDay={plan.firstDay}
                      lastDay={plan.lastDay}
                      timeZone={plan.timeZone}
                      editing={!!editing}
                      onSave={async (values) => {
                        if (editing) await api.updateEntry(editing.id, values);
                        else await api.addEntry(values);
                        setEditing(null);
                      }}
                      onCancel={editing ? () => setEditing(null) : undefined}
                    />
                  </section>
                  <section aria-labelledby="days-title">
                    <h2 id="days-title" className="mb-3 font-display text-xl font-bold text-night-900">
                      Day by day
                    </h2>
                    <PlanDays plan={plan} onEdit={setEditing} onRemove={setRemoving} />
                  </section>
                </div>
                <aside aria-label="Budget and sharing" className="flex flex-col gap-4">
                  <PlanBudgetPanel budget={plan.budget} />
                  <PlanSettings
                    plan={plan}
                    api={api}
                    onDelete={() => deletePlan.mutate()}
                    deleting={deletePlan.isPending}
                  />
                </aside>
              </div>
            </>
          );
        }}
      </QueryView>
      <ConfirmDialog
        open={!!removing}
        title="Remove from my plan?"
        message={removing ? `${removing.title} will be taken out of this plan.` : ''}
        confirmLabel="Remove"
        pendingLabel="Removing..."
        destructive
        pending={remove.isPending}
        error={remove.isError ? planTexts.saveFailed : undefined}
        onConfirm={() => removing && remove.mutate(removing)}
        onCancel={() => setRemoving(null)}
      />
    </Container>
  );
}
