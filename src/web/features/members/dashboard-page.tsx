import { useQuery } from '@tanstack/react-query';
import { Badge } from '../../components/ui/badge';
import { Container } from '../../components/ui/container';
import { PageHeader } from '../../components/ui/page-header';
import type { TabItem } from '../../components/ui/tabs';
import { UrlTabs } from '../../components/ui/url-tabs';
import { useSession } from '../../lib/auth';
import { mySubmissionsQuery } from '../forms/api';
import { FormStatusList } from '../forms/form-status-card';
import { MyMarqetRegistrations } from '../marqet/registration-card';
import { myApplicationsQuery } from '../staff/api';
import { LikedItems } from '../likes/liked-items';
import { myReceiptStatusQuery } from '../receipts/api';
import { MyReceiptsList } from '../receipts/receipt-card';
import { AttendingEvents } from './attending-events';
import { BadgesPanel } from './badges-panel';
import { FeteIdCard } from './fete-id-card';
import { MyEvents } from './my-events';
import { VerifyEmailNotice } from './verify-email-notice';

type DashboardTab = 'likes' | 'events' | 'attending' | 'receipts' | 'forms' | 'marqet';

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
  // The member's Fete Marqet registrations: status, expiry, renewal (where the decisions' notices lead).
  { id: 'marqet', label: 'Fete Marqet' },
];

export default function DashboardPage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Container>
      <PageHeader eyebrow="Fete ID" title="Dashboard" description={`Welcome back, ${user.firstName}.`} />
      {user.emailVerified ? null : <VerifyEmailNotice email={user.email} />}
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
          ) : id === 'attending' ? (
            <AttendingEvents viewer={viewer} />
          ) : id === 'forms' ? (
            <FormStatusList viewer={viewer} />
          ) : id === 'marqet' ? (
            <MyMarqetRegistrations viewer={viewer} />
          ) : (
            <MyReceiptsList viewer={viewer} />
          )
        }
      </UrlTabs>
    </section>
  );
}
