import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Award, AwardInput, BadgeType, BadgeTypeInput } from '../../../shared/domains/badges';
import type { MemberPage } from '../../../shared/domains/members';
import { listQueryOptions, type ListParams } from '../../components/listing/use-list-query';
import { api } from '../../lib/api';

export type { Award, BadgeType };

/** Badge management (admin). The member's own badges are under ['members', 'badges'] (members feature). */
export const badgeKeys = {
  all: ['badges'] as const,
  types: ['badges', 'types'] as const,
  awards: ['badges', 'awards'] as const,
  memberSearch: (q: string) => ['badges', 'member-search', q] as const,
};

export const badgeTypesQuery = queryOptions({
  queryKey: badgeKeys.types,
  queryFn: ({ signal }) => api.get<{ items: BadgeType[] }>('/api/admin/badge-types', { signal }),
});

export const awardsQuery = (params: ListParams) =>
  listQueryOptions<Award>(badgeKeys.awards, '/api/admin/user-badges', params);

/** admin-back-office.md §9: user search from 2 characters, 10 results. */
export const MEMBER_SEARCH_MIN = 2;
export const memberSearchQuery = (q: string) =>
  queryOptions({
    queryKey: badgeKeys.memberSearch(q),
    queryFn: ({ signal }) =>
      api.get<MemberPage>('/api/admin/members', { query: { q, pageSize: 10 }, signal }),
    enabled: q.trim().length >= MEMBER_SEARCH_MIN,
  });

const typePath = (id: string) => `/api/admin/badge-types/${encodeURIComponent(id)}`;

export function badgeAdminApi(queryClient: QueryClient) {
  const after = async <T>(work: Promise<T>) => {
    const result = await work;
    void queryClient.invalidateQueries({ queryKey: badgeKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['members', 'badges'] });
    return result;
  };
  return {
    createType: (input: BadgeTypeInput) => after(api.post('/api/admin/badge-types', input)),
    updateType: (id: string, input: BadgeTypeInput) => after(api.put(typePath(id), input)),
    deleteType: (id: string) => after(api.delete(typePath(id))),
    award: (input: AwardInput) => after(api.post('/api/admin/user-badges', input)),
    revoke: (id: string) => after(api.post(`/api/admin/user-badges/${encodeURIComponent(id)}/revoke`)),
  };
}
