import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  AdminApplication,
  AdminPosition,
  ApplicationInput,
  ApplicationPage,
  MyApplication,
  MyApplicationList,
  OpenPositionList,
  PositionCreateInput,
  PositionUpdateInput,
  StaffApplicationStatus,
} from '../../../shared/domains/staff';
import { listQueryOptions, type ListParams } from '../../components/listing/use-list-query';
import { api } from '../../lib/api';

export type { AdminApplication, AdminPosition, ApplicationPage, MyApplication, OpenPositionList };

export const staffKeys = {
  all: ['staff'] as const,
  open: (viewer: string) => ['staff', 'open', viewer] as const,
  mine: (viewer: string) => ['staff', 'mine', viewer] as const,
  positions: ['staff', 'positions'] as const,
  position: (id: string) => ['staff', 'position', id] as const,
  applications: (positionId: string) => ['staff', 'applications', positionId] as const,
};

const enc = encodeURIComponent;

export const openPositionsQuery = (viewer: string) =>
  queryOptions({
    queryKey: staffKeys.open(viewer),
    queryFn: ({ signal }) => api.get<OpenPositionList>('/api/staff/positions', { signal }),
  });

export const myApplicationsQuery = (viewer: string) =>
  queryOptions({
    queryKey: staffKeys.mine(viewer),
    queryFn: ({ signal }) => api.get<MyApplicationList>('/api/me/staff-applications', { signal }),
  });

export const applyForPosition = (input: ApplicationInput) =>
  api.post<{ application: MyApplication }>('/api/staff/applications', input);

export const positionListQuery = (params: ListParams) =>
  listQueryOptions<AdminPosition>(staffKeys.positions, '/api/admin/staff-positions', params);

export const positionQuery = (id: string) =>
  queryOptions({
    queryKey: staffKeys.position(id),
    queryFn: ({ signal }) => api.get<AdminPosition>(`/api/admin/staff-positions/${enc(id)}`, { signal }),
    retry: false,
  });

export const createPosition = (input: PositionCreateInput) =>
  api.post<AdminPosition>('/api/admin/staff-positions', input);

export const updatePosition = (id: string, input: PositionUpdateInput) =>
  api.patch<AdminPosition>(`/api/admin/staff-positions/${enc(id)}`, input);

export const deletePosition = (id: string) =>
  api.delete<{ ok: true }>(`/api/admin/staff-positions/${enc(id)}`);

export const applicationsQuery = (positionId: string, params: ListParams) =>
  queryOptions({
    queryKey: [...staffKeys.applications(positionId), params] as const,
    queryFn: ({ signal }) =>
      api.get<ApplicationPage>(`/api/admin/staff-positions/${enc(positionId)}/applications`, {
        query: params,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const setApplicationStatus = (id: string, status: StaffApplicationStatus) =>
  api.patch<AdminApplication>(`/api/admin/staff-applications/${enc(id)}`, { status });

export const applicationsExportUrl = (positionId: string) =>
  `/api/admin/staff-positions/${enc(positionId)}/export`;
