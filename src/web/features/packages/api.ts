import { queryOptions } from '@tanstack/react-query';
import {
  packageKinds,
  type AdminPackageItem,
  type AdminPackageList,
  type PackageCreateInput,
  type PackageKind,
  type PackageList,
  type PackageUpdateInput,
} from '../../../shared/domains/packages';
import { api } from '../../lib/api';

export type { AdminPackageItem, PackageKind };

export const packageKeys = {
  all: ['packages'] as const,
  members: (kind: PackageKind, viewer: string) => ['packages', kind, 'members', viewer] as const,
  admin: (kind: PackageKind) => ['packages', kind, 'admin'] as const,
};

export const memberPackagesQuery = (kind: PackageKind, viewer: string) =>
  queryOptions({
    queryKey: packageKeys.members(kind, viewer),
    queryFn: ({ signal }) => api.get<PackageList>(`/api/${packageKinds[kind].api}`, { signal }),
  });

export const adminPackagesQuery = (kind: PackageKind) =>
  queryOptions({
    queryKey: packageKeys.admin(kind),
    queryFn: ({ signal }) => api.get<AdminPackageList>(`/api/admin/${packageKinds[kind].api}`, { signal }),
  });

const adminPath = (kind: PackageKind, id?: string) =>
  `/api/admin/${packageKinds[kind].api}${id ? `/${encodeURIComponent(id)}` : ''}`;

export const createPackage = (kind: PackageKind, input: PackageCreateInput) =>
  api.post<AdminPackageItem>(adminPath(kind), input);

export const updatePackage = (kind: PackageKind, id: string, input: PackageUpdateInput) =>
  api.patch<AdminPackageItem>(adminPath(kind, id), input);

export const movePackage = (kind: PackageKind, id: string, direction: 'up' | 'down') =>
  api.post<AdminPackageList>(`${adminPath(kind, id)}/move`, { direction });

export const deletePackage = (kind: PackageKind, id: string) => api.delete<{ ok: true }>(adminPath(kind, id));
