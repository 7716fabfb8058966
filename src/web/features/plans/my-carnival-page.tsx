import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { PageHeader } from '../../components/ui/page-header';
import { QueryView } from '../../components/ui/query-view';
import { errorMessage } from '../../lib/api';
import { useViewer } from '../../lib/auth';
import { formatLongDate } from '../../lib/format';
import { myPlansQuery, startPlan } from './api';
import { planTexts } from './messages';

const card = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-night-900/10';
const span = (from: string, to: string) =>
  from === to ? formatLongDate(from) : `${formatLongDate(from)} to ${formatLongDate(to)}`;

/** /my-carnival: the member's plans, and a plan to start for each carnival's current or next occurrence. */
export default function MyCarnivalPage() {
  const { key: viewer, ready } = useViewer();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const query = useQuery({ ...myPlansQuery(viewer), enabled: ready });
  const start = useMutation({
    mutationFn: (carnivalId: string) => startPlan(queryClient, carnivalId),
    onSuccess: (plan) => navigate(paths.plan(plan.id)),
  });

  return (
    <Container width="md">
      <title>My Carnival · Fete</title>
      <PageHeader title={planTexts.title} description={planTexts.description} />
      <QueryView query={query} loadingLabel="Loading your plans..." failedMessage={planTexts.loadFailed}>
        {(data) => (
          <div className="flex flex-col gap-8">
            <section aria-labelledby="plans-title">
              <h2 id="plans-title" className="mb-3 font-display text-xl font-bold text-night-900">
                My plans
              </h2>
              {data.plans.length === 0 ? (
                <p className="text-gray-700">{planTexts.noPlans}</p>
              ) : (
                <ul className="flex flex-col gap-3">
                  {data.plans.map((plan) => (
                    <li key={plan.id} className={card}>
                      <Link
                        to={paths.plan(plan.id)}
                        className="font-semibold text-night-900 hover:underline"
                        aria-label={planTexts.open(plan.carnival.name, plan.year)}
                      >
                        {plan.carnival.name} {plan.year}
                      </Link>
                      <p className="text-sm text-gray-700">
                        {plan.carnival.territory} · {span(plan.seasonStart, plan.end)}
                      </p>
                      <p className="mt-1 flex flex-wrap gap-2 text-sm text-gray-700">
                        <span>{`${plan.lineCount} ${plan.lineCount === 1 ? 'item' : 'items'}`}</span>
                        {plan.shared ? <Badge tone="sea">Shared read-only</Badge> : null}
                      </p>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby="start-title">
              <h2 id="start-title" className="mb-3 font-display text-xl font-bold text-night-900">
                Carnivals
              </h2>
              {start.isError ? (
                <Alert tone="error" className="mb-3">
                  {errorMessage(start.error, planTexts.saveFailed)}
                </Alert>
              ) : null}
              <ul className="grid gap-3 sm:grid-cols-2">
                {data.carnivals.map((c) => (
                  <li key={c.id} className={card}>
                    <p className="font-semibold text-night-900">
                      {c.name} {c.year}
                    </p>
                    <p className="mb-3 text-sm text-gray-700">
                      {c.territory} · main days {span(c.start, c.end)}
                    </p>
                    {c.planId ? (
                      <Link
                        to={paths.plan(c.planId)}
                        className="text-sm font-semibold text-carnival-700 underline"
                      >
                        {planTexts.open(c.name, c.year)}
                      </Link>
                    ) : (
                      <Button
                        size="sm"
                        variant="secondary"
                        loading={start.isPending && start.variables === c.id}
                        onClick={() => start.mutate(c.id)}
                      >
                        {planTexts.start(c.name)}
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          </div>
        )}
      </QueryView>
    </Container>
  );
}
