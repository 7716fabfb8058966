import { type QueryClient } from '@tanstack/react-query';
import { staffEndpoints as e } from '../../endpoints/staff';
import type {
  AdminApplication,
  AdminPosition,
  ApplicationInput,
  ApplicationPage,
  MyApplication,
  OpenPositionList,
} from '../../../shared/domains/staff';
import { endpointQuery, write } from '../../lib/client';

export type { AdminApplication, AdminPosition, ApplicationPage, MyApplication, OpenPositionList };

/**
 * A member's staff calls (the back office's pages call their endpoints themselves). Every staff read is the
 * `staff` resource: a write refreshes the member's pages and the back office's alike.
 */
export const openPositionsQuery = (viewer: string) => endpointQuery(e.openPositions, {}, viewer);

export const myApplicationsQuery = (viewer: string) => endpointQuery(e.myApplications, {}, viewer);

export function staffApi(queryClient: QueryClient) {
  return {
    apply: (input: ApplicationInput) => write(queryClient, e.apply, { body: input }),
  };
}
