import { queryOptions } from '@tanstack/react-query';
import type {
  AdminUser,
  AdminUserDetail,
  MembershipExtendInput,
  Role,
  SuspendInput,
} from '../../../../shared/domains/member-admin';
import { api } from '../../../lib/api';
import type { ListParams } from '../../../components/listing/use-list-query';
import { listQueryOptions } from '../../../components/listing/use-list-query';

export type { AdminUser, AdminUserDetail };

export const userAdminKeys = {
  all: ['admin-users'] as const,
  lists: ['admin-users', 'list'] as const,
  detail: (id: string) => ['admin-users', 'detail', id] as const,
};

export const userListQuery = (params: ListParams) =>
  listQueryOptions<AdminUser>(userAdminKeys.lists, '/api/admin/users', params);

const path = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

export const userDetailQuery = (id: string) =>
  queryOptions({
    queryKey: userAdminKeys.detail(id),
    queryFn: ({ signal }) => api.get<AdminUserDetail>(path(id), { signal }),
  });

/** Role changes and suspensions come with the administrator's own password (the server asks again). */
export const changeRole = (id: string, role: Role, password: string) =>
  api.put<AdminUserDetail>(`${path(id)}/role`, { role, password });

export const extendMembership = (id: string, input: MembershipExtendInput) =>
  api.post<AdminUserDetail>(`${path(id)}/membership`, input);

export const suspendUser = (id: string, input: SuspendInput) =>
  api.post<AdminUserDetail>(`${path(id)}/suspend`, input);

export const unsuspendUser = (id: string) => api.post<AdminUserDetail>(`${path(id)}/unsuspend`);

export const revokeSessions = (id: string) => api.post<AdminUserDetail>(`${path(id)}/revoke-sessions`);
