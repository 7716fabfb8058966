import type { QueryClient } from '@tanstack/react-query';
import { packageEndpoints } from '../../../endpoints/packages';
import type {
  PackageCreateInput,
  PackageKind,
  PackageUpdateInput,
} from '../../../../shared/domains/packages';
import { endpointQuery, write } from '../../../lib/client';

/** The packages and rides managers' calls: every write is the `packages` resource, the members' cards included. */
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
