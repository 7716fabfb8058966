import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { Container } from '../../components/ui/container';
import { ComingSoon } from '../../components/ui/coming-soon';
import type { IconName } from '../../components/ui/icon';
import { LinkButton } from '../../components/ui/link-button';
import { PageHeader } from '../../components/ui/page-header';
import type { TabItem } from '../../components/ui/tabs';
import { UrlTabs } from '../../components/ui/url-tabs';
import { useSession, type SessionUser } from '../../lib/auth';
import { mySubmissionsQuery } from '../forms/api';
import { FormStatusList } from '../forms/form-status-card';
import { myApplicationsQuery } from '../staff/api';
import { LikedItems } from '../likes/liked-items';
import { myReceiptStatusQuery } from '../receipts/api';
import { MyReceiptsList } from '../receipts/receipt-card';
import { MyEvents } from './my-events';

type DashboardTab = 'likes' | 'events' | 'attending' | 'receipts' | 'forms';

const tabsWith = (
  formCount: number | undefined,
  newReceipts: number | undefined,
): readonly TabItem<DashboardTab>[] => [
  { id: 'likes', label: 'How Yuh Like It' },
  { id: 'events', label: 'My Events' },
  { id: 'attending', label: "Events I'm Attending" },
  {
    id: 'receipts',
    label: 'Receipts',
    // Receipts issued since the member last opened the tab, on any device (kept on the server).
    badge: newReceipts ? <Badge tone="carnival">New</Badge> : undefined,
  },
  {
    id: 'forms',
    label: 'Forms Status',
    // Staff applications plus form submissions (member-areas.md §2).
    badge: formCount ? <Badge tone="carnival">{formCount}</Badge> : undefined,
  },
];

/** The tabs not built yet say so (a fixed empty state would claim the member has none), with a way on. */
const comingSoon: Record<
  Exclude<DashboardTab, 'likes' | 'events' | 'forms' | 'receipts'>,
  { what: string; icon: IconName; to: string; action: string }
> = {
  attending: {
    what: 'The events you mark as attending will be listed here.',
    icon: 'ticket',
    to: '/fete-guide',
    action: 'Find an event',
  },
};

export default function DashboardPage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Container>
      <PageHeader eyebrow="Fete ID" title="Dashboard" description={`Welcome back, ${user.firstName}.`} />
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[22rem_1fr]">
        <MemberCard user={user} />
        <DashboardTabs viewer={user.id} />
      </div>
    </Container>
  );
}

/** The tab is in the address: `/dashboard?tab=receipts` (the avatar menu's Receipts) opens on it. */
function DashboardTabs({ viewer }: { viewer: string }) {
  const forms = useQuery(mySubmissionsQuery(viewer));
  const staff = useQuery(myApplicationsQuery(viewer));
  const receipts = useQuery(myReceiptStatusQuery(viewer));
  const formCount = (forms.data?.items.length ?? 0) + (staff.data?.items.length ?? 0);
  return (
    <section aria-label="Your activity" className="min-w-0">
      <UrlTabs label="Dashboard" tabs={tabsWith(formCount, receipts.data?.newCount)}>
        {(id) =>
          id === 'likes' ? (
            <LikedItems viewer={viewer} />
          ) : id === 'events' ? (
            <MyEvents viewer={viewer} />
          ) : id === 'forms' ? (
            <FormStatusList viewer={viewer} />
          ) : id === 'receipts' ? (
            <MyReceiptsList viewer={viewer} />
          ) : (
            <ComingSoon
              icon={comingSoon[id].icon}
              titleAs="h3"
              what={comingSoon[id].what}
              action={
                <LinkButton to={comingSoon[id].to} variant="secondary" size="sm">
                  {comingSoon[id].action}
                </LinkButton>
              }
            />
          )
        }
      </UrlTabs>
    </section>
  );
}

function MemberCard({ user }: { user: SessionUser }) {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.name;
  const location = [user.locality, user.territory].filter(Boolean).join(', ');
  return (
    <section
      aria-labelledby="member-card-title"
      className="relative isolate self-start overflow-hidden rounded-3xl bg-night-900 p-6 text-white shadow-xl"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_0%_0%,rgb(225_29_72/0.55),transparent_50%),radial-gradient(circle_at_100%_20%,rgb(249_115_22/0.4),transparent_45%),radial-gradient(circle_at_50%_120%,rgb(250_204_21/0.35),transparent_50%)]"
      />
      <div className="flex items-center justify-between">
        <h2 id="member-card-title" className="text-sm font-semibold tracking-widest text-gold-300 uppercase">
          Fete ID
        </h2>
        <Badge tone="gold" className="tracking-widest">
          GOLD
        </Badge>
      </div>
      <div className="mt-6 flex items-center gap-4">
        <Avatar src={user.image} firstName={user.firstName} lastName={user.lastName} size="xl" decorative />
        <div className="min-w-0">
          <p className="font-display text-2xl leading-tight font-bold break-words">{fullName}</p>
          {location ? <p className="mt-1 text-sm text-white/85">{location}</p> : null}
        </div>
      </div>
      <dl className="mt-6 grid grid-cols-2 gap-4 border-t border-white/15 pt-5 text-sm">
        <div>
          <dt className="text-white/80">Tier</dt>
          <dd className="font-semibold text-gold-300">GOLD</dd>
        </div>
        <div>
          <dt className="text-white/80">Expires</dt>
          <dd className="font-semibold">Never</dd>
        </div>
        <div>
          <dt className="text-white/80">Territory</dt>
          <dd className="font-semibold break-words">{user.territory || '—'}</dd>
        </div>
        <div>
          <dt className="text-white/80">Locality</dt>
          <dd className="font-semibold break-words">{user.locality || '—'}</dd>
        </div>
      </dl>
      <Link
        to="/settings/profile"
        className="mt-6 inline-flex items-center gap-1 rounded text-sm font-semibold text-gold-300 hover:text-gold-100 hover:underline"
      >
        Edit Profile
      </Link>
    </section>
  );
}
