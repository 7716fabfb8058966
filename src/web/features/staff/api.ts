import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { staffEndpoints as e } from '../../endpoints/staff';
import type {
  AdminApplication,
  AdminPosition,
  ApplicationInput,
  ApplicationPage,
  MyApplication,
  OpenPositionList,
  PositionCreateInput,
  PositionUpdateInput,
  StaffApplicationStatus,
} from '../../../shared/domains/staff';
import type { ListParams } from '../../components/listing/use-list-query';
import { endpointListQuery, endpointQuery, pathOf, write } from '../../lib/client';

export type { AdminApplication, AdminPosition, ApplicationPage, MyApplication, OpenPositionList };

/** Every staff read is the `staff` resource: a write refreshes the member's pages and the back office's alike. */
export const openPositionsQuery = (viewer: string) => endpointQuery(e.openPositions, {}, viewer);

export const myApplicationsQuery = (viewer: string) => endpointQuery(e.myApplications, {}, viewer);

export const positionListQuery = (params: ListParams) => endpointListQuery(e.positions, { query: params });

export const positionQuery = (id: string) =>
  queryOptions({ ...endpointQuery(e.position, { params: { id } }), retry: false });

export const applicationsQuery = (positionId: string, params: ListParams) =>
  endpointListQuery(e.applications, { params: { positionId }, query: params });

export const applicationsExportUrl = (positionId: string) => pathOf(e.exportApplications, { positionId });

export function staffApi(queryClient: QueryClient) {
  return {
    apply: (input: ApplicationInput) => write(queryClient, e.apply, { body: input }),
    createPosition: (input: PositionCreateInput) => write(queryClient, e.createPosition, { body: input }),
    updatePosition: (id: string, input: PositionUpdateInput) =>
      write(queryClient, e.updatePosition, { params: { id }, body: input }),
    deletePosition: (id: string) => write(queryClient, e.deletePosition, { params: { id } }),
    setApplicationStatus: (id: string, status: StaffApplicationStatus) =>
      write(queryClient, e.setApplicationStatus, { params: { id }, body: { status } }),
  };
}
