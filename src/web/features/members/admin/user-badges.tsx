import type { AdminUser } from '../../../../shared/domains/member-admin';
import { Badge } from '../../../components/ui/badge';
import { DateTime } from '../../../components/ui/date-time';
import { roleLabels } from './messages';

export function RoleBadge({ role }: { role: AdminUser['role'] }) {
  return <Badge tone={role === 'admin' ? 'night' : 'neutral'}>{roleLabels[role]}</Badge>;
}

/** Suspended is said in words, not only in red. */
export function StatusBadge({ suspended }: { suspended: boolean }) {
  return suspended ? <Badge tone="danger">Suspended</Badge> : <Badge tone="success">Active</Badge>;
}

/** Gold or Premium, and when it ends (or that it has ended, or never does). */
export function MembershipCell({ user }: { user: AdminUser }) {
  const type = user.membershipType === 'premium' ? 'Premium' : 'Gold';
  if (!user.membershipExpiresAt) return <span>{type}, never expires</span>;
  const ended = user.membershipDaysLeft === 0;
  return (
    <span>
      {type}, {ended ? 'expired ' : 'until '}
      <DateTime value={user.membershipExpiresAt} show="date" />
    </span>
  );
}
