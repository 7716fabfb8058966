import type { QueryClient } from '@tanstack/react-query';
import { bandEndpoints as e } from '../../../endpoints/bands';
import type { AdminBand, BandInput } from '../../../../shared/domains/band-admin';
import type { ListParams } from '../../../components/listing/use-list-query';
import { endpointListQuery, write } from '../../../lib/client';

export type { AdminBand };

/** The `bands` resource: the feature star and every band write refresh the public lists and the manager alike. */
export const adminBandListQuery = (params: ListParams) => endpointListQuery(e.adminList, { query: params });

export function bandAdminApi(queryClient: QueryClient) {
  return {
    create: (input: BandInput) => write(queryClient, e.create, { body: input }),
    update: (id: string, input: BandInput) => write(queryClient, e.update, { params: { id }, body: input }),
    setActive: (id: string, active: boolean) =>
      write(queryClient, e.setActive, { params: { id }, body: { active } }),
    remove: (id: string) => write(queryClient, e.remove, { params: { id } }),
  };
}
