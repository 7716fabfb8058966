import type { QueryClient } from '@tanstack/react-query';
import type { AdminBand, BandInput } from '../../../../shared/domains/band-admin';
import type { Deleted } from '../../../../shared/domains/content-admin';
import { listQueryOptions, type ListParams } from '../../../components/listing/use-list-query';
import { api } from '../../../lib/api';
import { homeKeys } from '../../home/api';
import { bandKeys } from '../api';

export type { AdminBand };

/** Under ['bands']: the feature star and every band write refresh the public lists and the manager alike. */
export const bandAdminKeys = { list: ['bands', 'admin'] as const };

export const adminBandListQuery = (params: ListParams) =>
  listQueryOptions<AdminBand>(bandAdminKeys.list, '/api/admin/bands', params);

const path = (id: string) => `/api/admin/bands/${encodeURIComponent(id)}`;

export function bandAdminApi(queryClient: QueryClient) {
  const after = async <T>(work: Promise<T>) => {
    const result = await work;
    void queryClient.invalidateQueries({ queryKey: bandKeys.all });
    void queryClient.invalidateQueries({ queryKey: homeKeys.sections });
    void queryClient.invalidateQueries({ queryKey: ['likes'] });
    return result;
  };
  return {
    create: (input: BandInput) => after(api.post<AdminBand>('/api/admin/bands', input)),
    update: (id: string, input: BandInput) => after(api.put<AdminBand>(path(id), input)),
    setActive: (id: string, active: boolean) => after(api.put<AdminBand>(`${path(id)}/active`, { active })),
    remove: (id: string) => after(api.delete<Deleted>(path(id))),
  };
}
