import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { DateTime } from '../../../components/ui/date-time';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { AdminPage } from '../../../components/manager/admin-page';
import { MembershipSection, RoleSection, SessionsSection, SuspensionSection } from './account-actions';
import { AuditLog } from './audit-log';
import { MembershipCell, RoleBadge, StatusBadge } from './user-badges';
import { userDetailQuery } from './api';
import { usersMessages as t } from './messages';
import { paths } from '../../../app/paths';

/** /admin/users/:member: the account, what can be done to it, and the audit log of what was done. */
export default function AdminUserDetailPage() {
  const { member = '' } = useParams();
  const query = useQuery(userDetailQuery(member));
  const back = { backTo: paths.adminUsers(), backLabel: t.backToUsers };

  if (query.isPending) {
    return (
      <AdminPage title={t.title} {...back}>
        <Spinner label={t.detailLoading} />
      </AdminPage>
    );
  }
  if (query.isError) {
    return (
      <AdminPage title={t.title} {...back}>
        <RetryAlert title="Error" onRetry={query.refetch} retrying={query.isFetching}>
          {errorMessage(query.error, t.detailFailed)}
        </RetryAlert>
      </AdminPage>
    );
  }

  const detail = query.data;
  const { user } = detail;
  return (
    <AdminPage title={`${user.firstName} ${user.lastName}`} description={user.email} {...back}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-4">
          <Card>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-gray-600">Role</dt>
              <dd>
                <RoleBadge role={user.role} />
              </dd>
              <dt className="text-gray-600">Status</dt>
              <dd>
                <StatusBadge suspended={user.suspended} />
              </dd>
              <dt className="text-gray-600">Membership</dt>
              <dd>
                <MembershipCell user={user} />
              </dd>
              <dt className="text-gray-600">Joined</dt>
              <dd>
                <DateTime value={user.createdAt} show="date" />
              </dd>
            </dl>
          </Card>
          <RoleSection detail={detail} />
          <MembershipSection detail={detail} />
          <SuspensionSection detail={detail} />
          <SessionsSection detail={detail} />
        </div>
        <AuditLog entries={detail.audit} />
      </div>
    </AdminPage>
  );
}
