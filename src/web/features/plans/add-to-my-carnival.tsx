import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { Plannable } from '../../../shared/domains/plans';
import { paths } from '../../app/paths';
import { Button } from '../../components/ui/button';
import { LinkButton } from '../../components/ui/link-button';
import { errorMessage } from '../../lib/api';
import { useViewer } from '../../lib/auth';
import { addToMyCarnival, myPlansQuery } from './api';
import { planTexts } from './messages';

/**
 * "Add to My Carnival" on an event's or band's page when it belongs to a carnival occurrence (decision 0050): a
 * button for members (then a link to the plan), the sign-in link for visitors, nothing otherwise.
 */
export function AddToMyCarnival({
  kind,
  id,
  title,
  plannable,
}: {
  kind: 'event' | 'band';
  id: string;
  title: string;
  plannable: Plannable;
}) {
  const { user, key: viewer, ready } = useViewer();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const mine = useQuery({ ...myPlansQuery(viewer), enabled: ready && !!user && !!plannable });
  const add = useMutation({ mutationFn: () => addToMyCarnival(queryClient, kind, id) });
  if (!plannable || !ready) return null;
  const occurrence = `${plannable.carnivalName} ${plannable.year}`;
  const box = (children: React.ReactNode) => (
    <section
      aria-label="My Carnival"
      className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-night-900/10"
    >
      <p className="text-sm text-gray-700">Part of {occurrence}.</p>
      {children}
    </section>
  );
  if (!user)
    return box(
      <LinkButton to={paths.signin({ returnTo: pathname })} variant="secondary" size="sm">
        {planTexts.signIn}
      </LinkButton>,
    );
  const held = kind === 'event' ? mine.data?.eventIds : mine.data?.bandIds;
  if (add.data || held?.includes(id))
    return box(
      <LinkButton
        to={add.data ? paths.plan(add.data.planId) : paths.myCarnival()}
        variant="secondary"
        size="sm"
      >
        {`${planTexts.added}: open my plan`}
      </LinkButton>,
    );
  return box(
    <>
      <Button
        size="sm"
        loading={add.isPending}
        onClick={() => add.mutate()}
        aria-label={`${planTexts.add}: ${title}`}
      >
        {planTexts.add}
      </Button>
      {add.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {errorMessage(add.error, planTexts.addFailed)}
        </p>
      ) : null}
    </>,
  );
}
