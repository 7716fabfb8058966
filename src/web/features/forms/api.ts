import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { formEndpoints as e } from '../../endpoints/forms';
import {
  submissionBodySchema,
  type AdminSubmission,
  type FormList,
  type FormSaveInput,
  type FormType,
  type MySubmission,
  type MySubmissionDetail,
  type SubmissionPage,
  type SubmissionStatus,
  type TargetForm,
} from '../../../shared/domains/forms';
import type { ListParams } from '../../components/listing/use-list-query';
import { endpointListQuery, endpointQuery, pathOf, write } from '../../lib/client';

export type { AdminSubmission, FormList, MySubmission, MySubmissionDetail, SubmissionPage, TargetForm };

/**
 * Every form read is the `forms` resource: a submission refreshes the member's Forms Status and the back
 * office's lists; saving or deleting a form refreshes the packages' and rides' cards too (contract's touches).
 */
export const formListQuery = (params: ListParams) => endpointListQuery(e.list, { query: params });

export const builderQuery = (type: string, id: string) => endpointQuery(e.builder, { params: { type, id } });

export const fillQuery = (type: string, id: string, viewer: string) =>
  queryOptions({ ...endpointQuery(e.fill, { params: { type, id } }, viewer), retry: false });

export const submissionsQuery = (formId: string, params: ListParams) =>
  endpointListQuery(e.submissions, { params: { formId }, query: params });

export const exportUrl = (formId: string) => pathOf(e.exportSubmissions, { formId });

export const mySubmissionsQuery = (viewer: string) => endpointQuery(e.mine, {}, viewer);

export const mySubmissionQuery = (viewer: string, id: string) =>
  queryOptions({ ...endpointQuery(e.mySubmission, { params: { submissionId: id } }, viewer), retry: false });

export function formApi(queryClient: QueryClient) {
  return {
    save: (type: FormType, id: string, input: FormSaveInput) =>
      write(queryClient, e.save, { params: { type, id }, body: input }),
    delete: (id: string) => write(queryClient, e.delete, { params: { id } }),
    /** The answers as the fill form holds them (its own schema checked them), in the shape the server takes. */
    submit: (type: string, id: string, answers: Record<string, unknown>) =>
      write(queryClient, e.submit, { params: { type, id }, body: submissionBodySchema.parse({ answers }) }),
    setSubmissionStatus: (id: string, status: SubmissionStatus) =>
      write(queryClient, e.setSubmissionStatus, { params: { id }, body: { status } }),
  };
}
