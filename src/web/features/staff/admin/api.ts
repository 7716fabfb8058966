import { queryOptions } from '@tanstack/react-query';
import { staffEndpoints as e } from '../../../endpoints/staff';
import type { ListParams } from '../../../components/listing/use-list-query';
import { endpointListQuery, endpointQuery, pathOf } from '../../../lib/client';

/**
 * The back office's staff reads: a position's editor, the applications and the export (the `staff` resource,
 * api.ts; the positions list is a resource page: positions-page.tsx; writes go through `write`).
 */
export const positionQuery = (id: string) =>
  queryOptions({ ...endpointQuery(e.position, { params: { id } }), retry: false });

export const applicationsQuery = (positionId: string, params: ListParams) =>
  endpointListQuery(e.applications, { params: { positionId }, query: params });

export const applicationsExportUrl = (positionId: string) => pathOf(e.exportApplications, { positionId });
