import type { QueryClient } from '@tanstack/react-query';
import { packageEndpoints } from '../../endpoints/packages';
import type {
  AdminPackageItem,
  PackageCreateInput,
  PackageKind,
  PackageUpdateInput,
} from '../../../shared/domains/packages';
import { endpointQuery, write } from '../../lib/client';

export type { AdminPackageItem, PackageKind };

/**
 * Fete Packages and Fete Rides: every read is the `packages` resource, so a write in either manager (or a form
 * saved or deleted in the builder) refreshes the members' cards too.
 */
export const memberPackagesQuery = (kind: PackageKind, viewer: string) =>
  endpointQuery(packageEndpoints[kind].list, {}, viewer);

export const adminPackagesQuery = (kind: PackageKind) => endpointQuery(packageEndpoints[kind].adminList, {});

export function packageApi(queryClient: QueryClient, kind: PackageKind) {
  const e = packageEndpoints[kind];
  return {
    create: (input: PackageCreateInput) => write(queryClient, e.create, { body: input }),
    update: (id: string, input: PackageUpdateInput) =>
      write(queryClient, e.update, { params: { id }, body: input }),
    move: (id: string, direction: 'up' | 'down') =>
      write(queryClient, e.move, { params: { id }, body: { direction } }),
    delete: (id: string) => write(queryClient, e.delete, { params: { id } }),
  };
}
