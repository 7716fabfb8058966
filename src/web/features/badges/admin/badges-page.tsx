import { useState } from 'react';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { Tabs, type TabItem } from '../../../components/ui/tabs';
import { AdminPage } from '../../admin/admin-page';

type BadgeTab = 'types' | 'users';
const tabs: readonly TabItem<BadgeTab>[] = [
  { id: 'types', label: 'Badge Types' },
  { id: 'users', label: 'User Badges' },
];

/** /admin/badges: badge types and the members who hold them. */
export default function AdminBadgesPage() {
  const [tab, setTab] = useState<BadgeTab>('types');
  return (
    <AdminPage title="Badge Management" description="Create badge types and award them to members.">
      <Tabs label="Badges" tabs={tabs} selected={tab} onSelect={setTab}>
        {(id) =>
          id === 'types' ? (
            <ComingSoon
              icon="sparkles"
              what="Create badge types with a colour, an icon and their benefits."
            />
          ) : (
            <ComingSoon icon="users" what="Award badges to members and revoke them." />
          )
        }
      </Tabs>
    </AdminPage>
  );
}
