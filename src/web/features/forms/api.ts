import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  AdminSubmission,
  FormList,
  FormSaveInput,
  FormType,
  MySubmission,
  MySubmissionDetail,
  SubmissionPage,
  SubmissionStatus,
  TargetForm,
} from '../../../shared/domains/forms';
import { listQueryOptions, type ListParams } from '../../components/listing/use-list-query';
import { api } from '../../lib/api';

export type { AdminSubmission, FormList, MySubmission, MySubmissionDetail, SubmissionPage, TargetForm };

export const formKeys = {
  all: ['forms'] as const,
  lists: ['forms', 'list'] as const,
  builder: (type: string, id: string) => ['forms', 'builder', type, id] as const,
  fill: (type: string, id: string, viewer: string) => ['forms', 'fill', type, id, viewer] as const,
  submissions: (formId: string) => ['forms', 'submissions', formId] as const,
  mine: (viewer: string) => ['forms', 'mine', viewer] as const,
  mineDetail: (viewer: string, id: string) => ['forms', 'mine', viewer, id] as const,
};

const enc = encodeURIComponent;

export const formListQuery = (params: ListParams) =>
  listQueryOptions<FormList['items'][number]>(formKeys.lists, '/api/admin/forms', params);

export const builderQuery = (type: string, id: string) =>
  queryOptions({
    queryKey: formKeys.builder(type, id),
    queryFn: ({ signal }) =>
      api.get<TargetForm>(`/api/admin/form-targets/${enc(type)}/${enc(id)}`, { signal }),
  });

export const saveForm = (type: FormType, id: string, input: FormSaveInput) =>
  api.put<TargetForm>(`/api/admin/form-targets/${enc(type)}/${enc(id)}`, input);

export const deleteForm = (id: string) => api.delete<{ ok: true }>(`/api/admin/forms/${enc(id)}`);

export const fillQuery = (type: string, id: string, viewer: string) =>
  queryOptions({
    queryKey: formKeys.fill(type, id, viewer),
    queryFn: ({ signal }) => api.get<TargetForm>(`/api/forms/${enc(type)}/${enc(id)}`, { signal }),
    retry: false,
  });

export const submitAnswers = (type: string, id: string, answers: Record<string, unknown>) =>
  api.post<{ id: string; status: SubmissionStatus; createdAt: string }>(
    `/api/forms/${enc(type)}/${enc(id)}/submissions`,
    { answers },
  );

export const submissionsQuery = (formId: string, params: ListParams) =>
  queryOptions({
    queryKey: [...formKeys.submissions(formId), params] as const,
    queryFn: ({ signal }) =>
      api.get<SubmissionPage>(`/api/admin/forms/${enc(formId)}/submissions`, { query: params, signal }),
    placeholderData: keepPreviousData,
  });

export const setSubmissionStatus = (id: string, status: SubmissionStatus) =>
  api.patch<AdminSubmission>(`/api/admin/form-submissions/${enc(id)}`, { status });

export const exportUrl = (formId: string) => `/api/admin/forms/${enc(formId)}/export`;

export const mySubmissionsQuery = (viewer: string) =>
  queryOptions({
    queryKey: formKeys.mine(viewer),
    queryFn: ({ signal }) => api.get<{ items: MySubmission[] }>('/api/me/form-submissions', { signal }),
  });

export const mySubmissionQuery = (viewer: string, id: string) =>
  queryOptions({
    queryKey: formKeys.mineDetail(viewer, id),
    queryFn: ({ signal }) => api.get<MySubmissionDetail>(`/api/me/form-submissions/${enc(id)}`, { signal }),
    retry: false,
  });
