import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Container } from '../../components/ui/container';
import { PageHeader } from '../../components/ui/page-header';
import { QueryView } from '../../components/ui/query-view';
import { isApiError } from '../../lib/api';
import { formatLongDate } from '../../lib/format';
import { sharedPlanQuery } from './api';
import { planTexts } from './messages';
import { PlanDays } from './plan-days';

/** /my-carnival/shared/:token: a plan shared read-only, for anyone with the link (decision 0050). */
export default function SharedPlanPage() {
  const { token = '' } = useParams();
  const query = useQuery({
    ...sharedPlanQuery(token),
    retry: (n, error) => !isApiError(error, 404) && n < 2,
  });
  const gone = isApiError(query.error, 404);
  return (
    <Container width="md">
      <QueryView
        query={query}
        loadingLabel="Loading the plan..."
        failedMessage={gone ? planTexts.sharedGone : planTexts.planFailed}
      >
        {(plan) => (
          <>
            <title>{`${plan.carnival.name} ${plan.year} · Fete`}</title>
            <PageHeader
              title={planTexts.sharedTitle(plan.carnival.name, plan.year)}
              description={`${planTexts.sharedIntro} ${plan.carnival.territory} · ${formatLongDate(plan.seasonStart)} to ${formatLongDate(plan.end)}`}
            />
            <PlanDays plan={plan} />
          </>
        )}
      </QueryView>
    </Container>
  );
}
