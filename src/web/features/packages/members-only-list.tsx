import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { packageKinds, packagePolicy, type PackageKind } from '../../../shared/domains/packages';
import { QueryState } from '../../components/manager/query-state';
import { Container } from '../../components/ui/container';
import { EmptyState } from '../../components/ui/empty-state';
import type { IconName } from '../../components/ui/icon';
import { LinkButton } from '../../components/ui/link-button';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { isApiError } from '../../lib/api';
import { useSession, useViewer } from '../../lib/auth';
import { memberPackagesQuery } from './api';
import { packageMessages } from './messages';
import { PackageCard } from './package-card';
import { paths } from '../../app/paths';

/** Fete Packages and Fete Rides: members see the cards in order, visitors a 'Members Only' invitation. */
export function MembersOnlyList({
  kind,
  description,
  icon,
}: {
  kind: PackageKind;
  description: ReactNode;
  icon: IconName;
}) {
  const { title } = packageKinds[kind];
  const path = paths.packagesPage(kind);
  const { user, isPending } = useSession();
  return (
    <Container>
      <title>{`${title} · Fete`}</title>
      <PageHeader eyebrow={title} title={title} description={description} />
      {isPending ? (
        <Spinner />
      ) : user ? (
        <Cards kind={kind} icon={icon} />
      ) : (
        <EmptyState
          icon="lock"
          titleAs="h2"
          title={packageMessages.membersOnly}
          description={`${title} are for Fete members. Sign in to see them.`}
          action={<LinkButton to={paths.signin({ returnTo: path })}>Sign In</LinkButton>}
        />
      )}
    </Container>
  );
}

function Cards({ kind, icon }: { kind: PackageKind; icon: IconName }) {
  const { key, user } = useViewer();
  const query = useQuery(memberPackagesQuery(kind, key));
  const navigate = useNavigate();
  // The session ended while the page was open: sign in again, then come back.
  const expired = isApiError(query.error, 401);
  useEffect(() => {
    if (expired) void navigate(paths.signin({ returnTo: paths.packagesPage(kind) }), { replace: true });
  }, [expired, kind, navigate]);
  return (
    <QueryState query={query} failedMessage={packageKinds[kind].loadFailed}>
      {({ items }) =>
        items.length === 0 ? (
          <EmptyState icon={icon} title={packageMessages.noPackages} />
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label={packageKinds[kind].title}>
            {items.map((item) => (
              <li key={item.id}>
                <PackageCard item={item} opensInactive={packagePolicy.openInactive(user)} />
              </li>
            ))}
          </ul>
        )
      }
    </QueryState>
  );
}
