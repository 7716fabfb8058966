import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { formEndpoints as e } from '../../endpoints/forms';
import {
  submissionBodySchema,
  type AdminSubmission,
  type FormList,
  type MySubmission,
  type MySubmissionDetail,
  type SubmissionPage,
  type TargetForm,
} from '../../../shared/domains/forms';
import { endpointQuery, write } from '../../lib/client';

export type { AdminSubmission, FormList, MySubmission, MySubmissionDetail, SubmissionPage, TargetForm };

/**
 * A member's form calls (the back office's: admin/api.ts). Every form read is the `forms` resource: a submission
 * refreshes the member's Forms Status and the back office's lists (the contract's touches).
 */
export const fillQuery = (type: string, id: string, viewer: string) =>
  queryOptions({ ...endpointQuery(e.fill, { params: { type, id } }, viewer), retry: false });

export const mySubmissionsQuery = (viewer: string) => endpointQuery(e.mine, {}, viewer);

export const mySubmissionQuery = (viewer: string, id: string) =>
  queryOptions({ ...endpointQuery(e.mySubmission, { params: { submissionId: id } }, viewer), retry: false });

export function formApi(queryClient: QueryClient) {
  return {
    /** The answers as the fill form holds them (its own schema checked them), in the shape the server takes. */
    submit: (type: string, id: string, answers: Record<string, unknown>) =>
      write(queryClient, e.submit, { params: { type, id }, body: submissionBodySchema.parse({ answers }) }),
  };
}
