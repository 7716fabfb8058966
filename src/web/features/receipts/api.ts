import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminReceipt,
  AdminReceiptSummary,
  MyReceipt,
  MyReceiptPage,
  MyReceiptStatus,
  ReceiptCopyInput,
  ReceiptCreateInput,
  ReceiptUpdateInput,
} from '../../../shared/domains/receipts';
import { listQueryOptions, type ListParams } from '../../components/listing/use-list-query';
import { api } from '../../lib/api';

export type { AdminReceipt, AdminReceiptSummary, MyReceipt, MyReceiptPage };

export const receiptKeys = {
  all: ['receipts'] as const,
  adminLists: ['receipts', 'admin', 'list'] as const,
  adminDetail: (id: string) => ['receipts', 'admin', 'detail', id] as const,
  mine: (viewer: string) => ['receipts', 'mine', viewer] as const,
  mineList: (viewer: string, page: number) => ['receipts', 'mine', viewer, 'list', page] as const,
  status: (viewer: string) => ['receipts', 'mine', viewer, 'status'] as const,
};

const enc = encodeURIComponent;
const adminPath = (id: string) => `/api/admin/receipts/${enc(id)}`;

export const adminReceiptListQuery = (params: ListParams) =>
  listQueryOptions<AdminReceiptSummary>(receiptKeys.adminLists, '/api/admin/receipts', params);

export const adminReceiptQuery = (id: string) =>
  queryOptions({
    queryKey: receiptKeys.adminDetail(id),
    queryFn: ({ signal }) => api.get<AdminReceipt>(adminPath(id), { signal }),
  });

/** Every write refreshes the manager and the members' own lists (an administrator may be a member too). */
function useReceiptWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: receiptKeys.all }),
  });
}

export const useCreateReceipt = () =>
  useReceiptWrite((input: ReceiptCreateInput) => api.post<AdminReceipt>('/api/admin/receipts', input));

export const useUpdateReceipt = () =>
  useReceiptWrite(({ id, input }: { id: string; input: ReceiptUpdateInput }) =>
    api.put<AdminReceipt>(adminPath(id), input),
  );

export const useDeleteReceipt = () =>
  useReceiptWrite((id: string) => api.delete<{ id: string; deleted: true }>(adminPath(id)));

export const useCopyReceipt = () =>
  useReceiptWrite(({ id, input }: { id: string; input: ReceiptCopyInput }) =>
    api.post<AdminReceipt>(`${adminPath(id)}/copy`, input),
  );

export const MY_RECEIPTS_PAGE_SIZE = 20;

export const myReceiptsQuery = (viewer: string, page: number) =>
  queryOptions({
    queryKey: receiptKeys.mineList(viewer, page),
    queryFn: ({ signal }) =>
      api.get<MyReceiptPage>('/api/me/receipts', {
        query: { page, pageSize: MY_RECEIPTS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** The tab's New badge: how many receipts came since the member last opened the tab (on any device). */
export const myReceiptStatusQuery = (viewer: string) =>
  queryOptions({
    queryKey: receiptKeys.status(viewer),
    queryFn: ({ signal }) => api.get<MyReceiptStatus>('/api/me/receipts/status', { signal }),
  });

export const markReceiptsSeen = () => api.post<MyReceiptStatus>('/api/me/receipts/seen');
