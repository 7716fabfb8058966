import type { QueryClient } from '@tanstack/react-query';
import { formEndpoints as e } from '../../../endpoints/forms';
import type { FormSaveInput, FormType, SubmissionStatus } from '../../../../shared/domains/forms';
import type { ListParams } from '../../../components/listing/use-list-query';
import { endpointListQuery, endpointQuery, pathOf, write } from '../../../lib/client';

/**
 * The back office's form calls: the list, the builder, the submissions and their export. Every form read is the
 * `forms` resource (api.ts): saving or deleting a form refreshes the packages' and rides' cards too.
 */
export const formListQuery = (params: ListParams) => endpointListQuery(e.list, { query: params });

export const builderQuery = (type: string, id: string) => endpointQuery(e.builder, { params: { type, id } });

export const submissionsQuery = (formId: string, params: ListParams) =>
  endpointListQuery(e.submissions, { params: { formId }, query: params });

export const exportUrl = (formId: string) => pathOf(e.exportSubmissions, { formId });

export function formAdminApi(queryClient: QueryClient) {
  return {
    save: (type: FormType, id: string, input: FormSaveInput) =>
      write(queryClient, e.save, { params: { type, id }, body: input }),
    delete: (id: string) => write(queryClient, e.delete, { params: { id } }),
    setSubmissionStatus: (id: string, status: SubmissionStatus) =>
      write(queryClient, e.setSubmissionStatus, { params: { id }, body: { status } }),
  };
}
