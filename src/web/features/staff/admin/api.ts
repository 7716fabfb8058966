import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { staffEndpoints as e } from '../../../endpoints/staff';
import type {
  PositionCreateInput,
  PositionUpdateInput,
  StaffApplicationStatus,
} from '../../../../shared/domains/staff';
import type { ListParams } from '../../../components/listing/use-list-query';
import { endpointListQuery, endpointQuery, pathOf, write } from '../../../lib/client';

/**
 * The back office's staff calls: a position's editor, the applications and the export (the `staff` resource,
 * api.ts; the positions list is a resource page: positions-page.tsx).
 */
export const positionQuery = (id: string) =>
  queryOptions({ ...endpointQuery(e.position, { params: { id } }), retry: false });

export const applicationsQuery = (positionId: string, params: ListParams) =>
  endpointListQuery(e.applications, { params: { positionId }, query: params });

export const applicationsExportUrl = (positionId: string) => pathOf(e.exportApplications, { positionId });

export function staffAdminApi(queryClient: QueryClient) {
  return {
    createPosition: (input: PositionCreateInput) => write(queryClient, e.createPosition, { body: input }),
    updatePosition: (id: string, input: PositionUpdateInput) =>
      write(queryClient, e.updatePosition, { params: { id }, body: input }),
    setApplicationStatus: (id: string, status: StaffApplicationStatus) =>
      write(queryClient, e.setApplicationStatus, { params: { id }, body: { status } }),
  };
}
