import { useQuery } from '@tanstack/react-query';
import { Badge } from '../../components/ui/badge';
import { Container } from '../../components/ui/container';
import { ComingSoon } from '../../components/ui/coming-soon';
import type { IconName } from '../../components/ui/icon';
import { LinkButton } from '../../components/ui/link-button';
import { PageHeader } from '../../components/ui/page-header';
import type { TabItem } from '../../components/ui/tabs';
import { UrlTabs } from '../../components/ui/url-tabs';
import { useSession } from '../../lib/auth';
import { mySubmissionsQuery } from '../forms/api';
import { FormStatusList } from '../forms/form-status-card';
import { LikedItems } from '../likes/liked-items';
import { AttendingEvents } from './attending-events';
import { BadgesPanel } from './badges-panel';
import { FeteIdCard } from './fete-id-card';
import { MyEvents } from './my-events';

type DashboardTab = 'likes' | 'events' | 'attending' | 'receipts' | 'forms';

const tabsWith = (formCount: number | undefined): readonly TabItem<DashboardTab>[] => [
  { id: 'likes', label: 'How Yuh Like It' },
  { id: 'events', label: 'My Events' },
  { id: 'attending', label: "Events I'm Attending" },
  { id: 'receipts', label: 'Receipts' },
  {
    id: 'forms',
    label: 'Forms Status',
    // Form submissions; staff applications join the count when their issue lands.
    badge: formCount ? <Badge tone="carnival">{formCount}</Badge> : undefined,
  },
];

/** The tabs not built yet say so (a fixed empty state would claim the member has none), with a way on. */
const comingSoon: Record<
  Exclude<DashboardTab, 'likes' | 'events' | 'attending' | 'forms'>,
  { what: string; icon: IconName; to: string; action: string }
> = {
  receipts: {
    what: 'Your receipts and payment records will be listed here.',
    icon: 'receipt',
    to: '/fete-packages',
    action: 'See Fete Packages',
  },
};

export default function DashboardPage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Container>
      <PageHeader eyebrow="Fete ID" title="Dashboard" description={`Welcome back, ${user.firstName}.`} />
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[22rem_1fr]">
        <div className="flex min-w-0 flex-col gap-6">
          <FeteIdCard user={user} />
          <BadgesPanel viewer={user.id} />
        </div>
        <DashboardTabs viewer={user.id} />
      </div>
    </Container>
  );
}

/** The tab is in the address: `/dashboard?tab=receipts` (the avatar menu's Receipts) opens on it. */
function DashboardTabs({ viewer }: { viewer: string }) {
  const forms = useQuery(mySubmissionsQuery(viewer));
  return (
    <section aria-label="Your activity" className="min-w-0">
      <UrlTabs label="Dashboard" tabs={tabsWith(forms.data?.items.length)}>
        {(id) =>
          id === 'likes' ? (
            <LikedItems viewer={viewer} />
          ) : id === 'events' ? (
            <MyEvents viewer={viewer} />
          ) : id === 'attending' ? (
            <AttendingEvents viewer={viewer} />
          ) : id === 'forms' ? (
            <FormStatusList viewer={viewer} />
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
