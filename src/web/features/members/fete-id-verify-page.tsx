import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { feteIdMessages, type PassStatus } from '../../../shared/domains/fete-id';
import { Avatar } from '../../components/ui/avatar';
import { Container } from '../../components/ui/container';
import { Icon, type IconName } from '../../components/ui/icon';
import { PageHeader } from '../../components/ui/page-header';
import { QueryView } from '../../components/ui/query-view';
import { cx } from '../../lib/cx';
import { passVerdictQuery } from './api';

const looks: Record<PassStatus, { title: string; detail: string; icon: IconName; box: string }> = {
  valid: {
    title: feteIdMessages.valid,
    detail: feteIdMessages.validDetail,
    icon: 'checkCircle',
    box: 'border-emerald-400 bg-emerald-50 text-emerald-900',
  },
  expired: {
    title: feteIdMessages.expired,
    detail: feteIdMessages.expiredDetail,
    icon: 'alertTriangle',
    box: 'border-amber-400 bg-amber-50 text-amber-950',
  },
  suspended: {
    title: feteIdMessages.suspended,
    detail: feteIdMessages.suspendedDetail,
    icon: 'alertCircle',
    box: 'border-red-400 bg-red-50 text-red-900',
  },
  invalid: {
    title: feteIdMessages.invalid,
    detail: feteIdMessages.invalidDetail,
    icon: 'alertCircle',
    box: 'border-red-400 bg-red-50 text-red-900',
  },
};

/**
 * /fete-id/verify?token=…: what door staff see when they scan a member's Fete ID pass. The verdict is written
 * in words with an icon (never colour alone), with the member's name and picture and nothing else.
 */
export default function FeteIdVerifyPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const query = useQuery(passVerdictQuery(token));
  return (
    <Container width="sm">
      <PageHeader eyebrow="Fete ID" title="Pass Check" />
      <QueryView query={query} loadingLabel="Checking pass..." failedMessage={feteIdMessages.verifyFailed}>
        {(verdict) => (
          <section
            aria-live="polite"
            aria-labelledby="pass-verdict"
            className={cx(
              'flex flex-col items-center gap-4 rounded-3xl border-2 p-8 text-center',
              looks[verdict.status].box,
            )}
          >
            <Icon name={looks[verdict.status].icon} className="h-12 w-12" />
            <h2 id="pass-verdict" className="font-display text-3xl font-bold">
              {looks[verdict.status].title}
            </h2>
            <p>{looks[verdict.status].detail}</p>
            {verdict.member ? (
              <div className="mt-2 flex flex-col items-center gap-3">
                <Avatar src={verdict.member.imageUrl} name={verdict.member.name} size="xl" decorative />
                <p className="text-xl font-semibold text-night-900" data-testid="pass-holder">
                  {verdict.member.name}
                </p>
              </div>
            ) : null}
          </section>
        )}
      </QueryView>
    </Container>
  );
}
