import { packageEndpoints } from '../../endpoints/packages';
import type { AdminPackageItem, PackageKind } from '../../../shared/domains/packages';
import { endpointQuery } from '../../lib/client';

export type { AdminPackageItem, PackageKind };

/**
 * Fete Packages and Fete Rides: every read is the `packages` resource, so a write in either manager (or a form
 * saved or deleted in the builder) refreshes the members' cards too.
 */
export const memberPackagesQuery = (kind: PackageKind, viewer: string) =>
  endpointQuery(packageEndpoints[kind].list, {}, viewer);
