import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { messages } from '../../../../shared/errors';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useViewer } from '../../../lib/auth';
import { myProfileQuery, type MemberProfile } from '../api';

export function SectionCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-6">
      <div>
        <h2 className="font-display text-2xl font-bold text-night-900">{title}</h2>
        {description ? <p className="mt-1 text-gray-700">{description}</p> : null}
      </div>
      {children}
    </Card>
  );
}

/** Loads GET /api/members/me, then renders the section with it ('Failed to load profile' otherwise). */
export function WithProfile({ children }: { children: (profile: MemberProfile) => ReactNode }) {
  const query = useQuery(myProfileQuery(useViewer().key));
  if (query.isPending) return <Spinner label="Loading profile..." />;
  if (query.isError) {
    return (
      <RetryAlert onRetry={query.refetch} retrying={query.isFetching}>
        {messages.settings.profileLoadFailed}
      </RetryAlert>
    );
  }
  return <>{children(query.data)}</>;
}
