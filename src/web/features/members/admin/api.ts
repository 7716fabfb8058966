import type { QueryClient } from '@tanstack/react-query';
import type {
  AdminUser,
  AdminUserDetail,
  MembershipExtendInput,
  Role,
  SuspendInput,
} from '../../../../shared/domains/member-admin';
import { memberAdminEndpoints as e } from '../../../endpoints/member-admin';
import type { ListParams } from '../../../components/listing/use-list-query';
import { endpointKey, endpointListQuery, endpointQuery, write } from '../../../lib/client';

export type { AdminUser, AdminUserDetail };

/** The Users page: the `members` resource, as the member's own account (a change on either side refreshes both). */
export const userListQuery = (params: ListParams) => endpointListQuery(e.users, { query: params });

export const userDetailQuery = (id: string) => endpointQuery(e.user, { params: { member: id } });

/** Where a member's detail is cached (every write answers it). */
export const userDetailKey = (id: string) => endpointKey(e.user, { params: { member: id } });

/** The writes to a member's account; role changes and suspensions come with the administrator's own password. */
export function userAdminApi(queryClient: QueryClient) {
  const params = (id: string) => ({ member: id });
  return {
    changeRole: (id: string, role: Role, password: string) =>
      write(queryClient, e.changeRole, { params: params(id), body: { role, password } }),
    extendMembership: (id: string, input: MembershipExtendInput) =>
      write(queryClient, e.extendMembership, { params: params(id), body: input }),
    suspendUser: (id: string, input: SuspendInput) =>
      write(queryClient, e.suspend, { params: params(id), body: input }),
    unsuspendUser: (id: string) => write(queryClient, e.unsuspend, { params: params(id) }),
    revokeSessions: (id: string) => write(queryClient, e.revokeSessions, { params: params(id) }),
  };
}

export type UserAdminApi = ReturnType<typeof userAdminApi>;
