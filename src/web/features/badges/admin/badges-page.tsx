import { useState } from 'react';
import { Tabs, type TabItem } from '../../../components/ui/tabs';
import { AdminPage } from '../../../components/manager/admin-page';
import { BadgeTypesTab } from './badge-types-tab';
import { UserBadgesTab } from './user-badges-tab';

type BadgeTab = 'types' | 'users';
const tabs: readonly TabItem<BadgeTab>[] = [
  { id: 'types', label: 'Badge Types' },
  { id: 'users', label: 'User Badges' },
];

/** /admin/badges: badge types and the members who hold them (admin-back-office.md §2 Badge management). */
export default function AdminBadgesPage() {
  const [tab, setTab] = useState<BadgeTab>('types');
  return (
    <AdminPage title="Badge Management" description="Create badge types and award them to members.">
      <Tabs label="Badges" tabs={tabs} selected={tab} onSelect={setTab}>
        {(id) => (id === 'types' ? <BadgeTypesTab /> : <UserBadgesTab />)}
      </Tabs>
    </AdminPage>
  );
}
