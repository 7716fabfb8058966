import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { feteNationMessages } from '../../../shared/domains/fete-nation';
import { BackToList } from '../../components/detail/detail-layout';
import { DetailFallback } from '../../components/detail/detail-fallback';
import { Avatar } from '../../components/ui/avatar';
import { Container } from '../../components/ui/container';
import { EmptyState } from '../../components/ui/empty-state';
import { Icon } from '../../components/ui/icon';
import { LinkButton } from '../../components/ui/link-button';
import { Spinner } from '../../components/ui/spinner';
import { useSession, useViewer } from '../../lib/auth';
import { formatLongDate } from '../../lib/format';
import { memberProfileQuery, type MemberPublicProfile } from './api';
import { paths } from '../../app/paths';

/** /fete-nation/{id}: a member's profile, for members; anyone not listed to the viewer is "User not found". */
export default function MemberDetailPage() {
  const { user, isPending } = useSession();
  if (isPending) return <Spinner />;
  if (!user) {
    return (
      <Container width="md">
        <EmptyState
          icon="lock"
          titleAs="h1"
          title={feteNationMessages.membersOnly}
          description="Fete Nation is for Fete members. Sign in to meet them."
          action={<LinkButton to={paths.signin({ returnTo: location.pathname })}>Sign In</LinkButton>}
        />
      </Container>
    );
  }
  return <Profile />;
}

function Profile() {
  const { id = '' } = useParams();
  const { key: viewer, ready } = useViewer();
  const query = useQuery({ ...memberProfileQuery(viewer, id), enabled: ready });
  if (!query.isSuccess) {
    return (
      <DetailFallback
        query={query}
        loadingLabel="Loading member..."
        notFound={{
          message: feteNationMessages.notFound,
          backTo: paths.feteNation(),
          backLabel: 'Back to Fete Nation',
          icon: 'users',
        }}
        errorFallback={feteNationMessages.loadFailed}
      />
    );
  }
  return <ProfileView profile={query.data} />;
}

function ProfileView({ profile: { member: m, can } }: { profile: MemberPublicProfile }) {
  const name = `${m.firstName} ${m.lastName}`.trim() || 'Fete member';
  const place = [m.locality, m.territory].filter(Boolean).join(', ');
  return (
    <Container width="md" className="flex flex-col gap-6">
      <title>{`${name} · Fete Nation · Fete`}</title>
      <BackToList to={paths.feteNation()} label="Back to Fete Nation" />
      <section className="flex flex-col items-center gap-4 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-night-900/10 sm:flex-row sm:text-left">
        <Avatar src={m.avatarUrl} firstName={m.firstName} lastName={m.lastName} size="xl" />
        <div className="min-w-0 flex-1">
          <h1 className="font-display text-3xl font-bold text-night-900">{name}</h1>
          {place ? (
            <p className="mt-1 flex items-center justify-center gap-1 text-gray-700 sm:justify-start">
              <Icon name="mapPin" className="h-4 w-4 text-sea-700" />
              {place}
            </p>
          ) : null}
        </div>
        {can.chat ? (
          <LinkButton to={paths.feteChat({ with: m.id })} icon={<Icon name="chat" />}>
            Start Chat
          </LinkButton>
        ) : null}
      </section>

      <section aria-labelledby="badges-heading" className="flex flex-col gap-3">
        <h2 id="badges-heading" className="font-display text-xl font-bold text-night-900">
          Badges
        </h2>
        {m.badges.length === 0 ? (
          <p className="text-gray-700">No badges yet.</p>
        ) : (
          <ul className="flex flex-wrap gap-3">
            {m.badges.map((b) => (
              <li
                key={b.id}
                className="flex items-center gap-2 rounded-full bg-white py-1 pr-3 pl-1 shadow-sm ring-1 ring-night-900/10"
              >
                {b.iconUrl ? (
                  <img src={b.iconUrl} alt="" loading="lazy" className="h-7 w-7 rounded-full object-cover" />
                ) : (
                  <span
                    aria-hidden="true"
                    className="h-7 w-7 rounded-full"
                    style={{ backgroundColor: b.color }}
                  />
                )}
                <span className="text-sm font-semibold text-night-900" title={b.description}>
                  {b.name}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="events-heading" className="flex flex-col gap-3">
        <h2 id="events-heading" className="font-display text-xl font-bold text-night-900">
          Going to
        </h2>
        {m.events.length === 0 ? (
          <p className="text-gray-700">No upcoming events yet.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {m.events.map((e) => (
              <li key={e.id} className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-night-900/10">
                <Link
                  to={paths.event(e.id, e.title)}
                  className="font-semibold text-night-900 hover:text-carnival-700"
                >
                  {e.title}
                </Link>
                <p className="text-sm text-gray-700">
                  {formatLongDate(e.date)} · {e.location}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Container>
  );
}
