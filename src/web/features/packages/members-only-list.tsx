import type { ReactNode } from 'react';
import { Container } from '../../components/ui/container';
import { ComingSoon } from '../../components/ui/coming-soon';
import { EmptyState } from '../../components/ui/empty-state';
import type { IconName } from '../../components/ui/icon';
import { LinkButton } from '../../components/ui/link-button';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { useSession } from '../../lib/auth';
import { packageMessages } from './messages';

/** Fete Packages and Fete Rides: members see the list, visitors a 'Members Only' invitation. */
export function MembersOnlyList({
  title,
  description,
  icon,
  path,
}: {
  title: string;
  description: ReactNode;
  icon: IconName;
  path: string;
}) {
  const { user, isPending } = useSession();
  return (
    <Container>
      <PageHeader eyebrow={title} title={title} description={description} />
      {isPending ? (
        <Spinner />
      ) : user ? (
        <ComingSoon
          icon={icon}
          what={`${title} for members are on their way: see each package and request it with its form.`}
        />
      ) : (
        <EmptyState
          icon="lock"
          titleAs="h2"
          title={packageMessages.membersOnly}
          description={`${title} are for Fete members. Sign in to see them.`}
          action={<LinkButton to={`/signin?returnTo=${encodeURIComponent(path)}`}>Sign In</LinkButton>}
        />
      )}
    </Container>
  );
}
